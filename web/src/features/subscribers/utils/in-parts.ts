import { MAX } from '@listkeep/common/src/limits';

/**
 * Sends `ids` in parts of at most MAX.bulkSubscriberIDs (the most one bulk
 * call takes), one after the other, and answers the sum of what each part
 * answered. A failing part stops the rest; the parts before it went through.
 */
export async function sumInParts(ids: readonly string[], send: (part: string[]) => Promise<number>): Promise<number> {
  let sum = 0;
  for (let start = 0; start < ids.length; start += MAX.bulkSubscriberIDs) {
    sum += await send(ids.slice(start, start + MAX.bulkSubscriberIDs));
  }
  return sum;
}
