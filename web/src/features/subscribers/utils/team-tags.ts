import type { Subscriber } from '@listkeep/common/src/entities';
import { compareTags, tagKey } from '@listkeep/common/src/tags';

/**
 * Every tag the subscribers carry, once each, in alphabetical order: the tags
 * a selection could lose. Of the spellings of one tag
 * the most used stands for it (on a tie, the first in code order), so the
 * choice does not move with the table's order.
 */
export function teamTags(subscribers: readonly Pick<Subscriber, 'tags'>[]): string[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const s of subscribers) {
    for (const tag of s.tags) {
      const counts = spellings.get(tagKey(tag)) ?? new Map<string, number>();
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      spellings.set(tagKey(tag), counts);
    }
  }
  const chosen = [...spellings.values()].map(
    (counts) => [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))[0][0],
  );
  return chosen.sort(compareTags);
}
