import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('compares JSON data structurally, regardless of key order', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData(null, {})).toBe(false);
    expect(sameData([], {})).toBe(false);
  });
});
