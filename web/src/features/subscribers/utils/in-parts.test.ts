import { MAX } from '@listkeep/common/src/limits';
import { describe, expect, it } from 'vitest';
import { sumInParts } from './in-parts';

describe('sumInParts', () => {
  it('sends every id once, in parts no larger than one call takes, and sums the answers', async () => {
    const ids = Array.from({ length: 2 * MAX.bulkSubscriberIDs + 1 }, (_, i) => `s${i}`);
    const parts: string[][] = [];
    const sum = await sumInParts(ids, async (part) => {
      parts.push(part);
      return part.length - 1;
    });
    expect(parts.map((part) => part.length)).toEqual([MAX.bulkSubscriberIDs, MAX.bulkSubscriberIDs, 1]);
    expect(parts.flat()).toEqual(ids);
    expect(sum).toBe(ids.length - 3);
  });

  it('sends nothing for no ids', async () => {
    expect(await sumInParts([], () => Promise.reject(new Error('sent')))).toBe(0);
  });
});
