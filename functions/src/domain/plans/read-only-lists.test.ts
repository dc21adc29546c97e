import { describe, expect, it } from 'vitest';
import { readOnlyListIDs } from './read-only-lists';

describe('readOnlyListIDs', () => {
  it('keeps the oldest lists up to the plan’s allowance writable and marks the newer ones', () => {
    expect([...readOnlyListIDs('free', ['a', 'b', 'c'])]).toEqual(['b', 'c']);
    expect([...readOnlyListIDs('solo', ['a', 'b', 'c', 'd'])]).toEqual(['d']);
  });

  it('marks none within the allowance, on a plan without a list limit, or on an unknown tier within Starter', () => {
    expect(readOnlyListIDs('team', ['a', 'b', 'c']).size).toBe(0);
    expect(
      readOnlyListIDs(
        'business',
        Array.from({ length: 40 }, (_, i) => `l${i}`),
      ).size,
    ).toBe(0);
    expect(readOnlyListIDs(undefined, ['a']).size).toBe(0);
  });
});
