import { describe, expect, it } from 'vitest';
import { readOnlyListIDs } from './read-only-lists';

describe('readOnlyListIDs', () => {
  it('keeps the oldest lists up to the plan’s allowance writable and marks the newer ones', () => {
    expect([...readOnlyListIDs('starter', ['a', 'b', 'c'])]).toEqual(['b', 'c']);
    expect([...readOnlyListIDs('core', ['a', 'b', 'c', 'd'])]).toEqual(['d']);
  });

  it('marks none within the allowance, on a plan without a list limit, or on an unknown tier within Starter', () => {
    expect(readOnlyListIDs('group', ['a', 'b', 'c']).size).toBe(0);
    expect(
      readOnlyListIDs(
        'scale',
        Array.from({ length: 40 }, (_, i) => `l${i}`),
      ).size,
    ).toBe(0);
    expect(readOnlyListIDs(undefined, ['a']).size).toBe(0);
  });
});
