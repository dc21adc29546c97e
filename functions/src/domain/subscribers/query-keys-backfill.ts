/**
 * Gives the subscribers written before the table's query keys existed
 * (domain/subscribers/subscriber-keys.ts) their keys: without them a subscriber is left
 * out of a sort by name, a filter and a search. It notes their tags as their
 * team's too (domain/subscribers/team-tags.ts), for tags given before the notes existed.
 * A page of documents at a time, each page one transaction that rewrites only
 * the keys that differ, so a change made meanwhile is never overwritten and a
 * second run changes nothing.
 */
import { tagKey } from '@listkeep/common';
import type { Store } from '../../store/port';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { queryKeys } from './subscriber-keys';
import { tagsOf } from './subscriber-tags';
import { noteTags } from './team-tags';
import { subscriberRef } from '../records';

const PAGE = 400;

const sameKeys = (doc: SubscriberDoc, keys: ReturnType<typeof queryKeys>) =>
  doc.nameKey === keys.nameKey && JSON.stringify(doc.filterKeys) === JSON.stringify(keys.filterKeys);

/**
 * One page of subscribers after the id `after` (from the first without it):
 * how many keys it wrote, and the id to go on after, or null at the end.
 */
export async function backfillQueryKeysPage(
  store: Store,
  after: string | null,
  now: number,
): Promise<{ written: number; next: string | null }> {
  const size = Math.max(1, Math.min(PAGE, store.maxTransactionWrites));
  let page = store.collection<SubscriberDoc>(COLLECTIONS.subscribers).limit(size);
  if (after !== null) page = page.startAfter(after);
  return store.runTransaction(async (tx) => {
    const snaps = (await tx.getQuery(page)).docs;
    let written = 0;
    let writes = 0;
    let next = snaps.length < size ? null : snaps[snaps.length - 1].id;
    /** Each team's tags noted in this page, by key. */
    const noted = new Map<string, Map<string, string>>();
    for (const [i, snap] of snaps.entries()) {
      const doc = snap.data()!;
      const keys = queryKeys(doc);
      const same = sameKeys(doc, keys);
      const teamNoted = noted.get(doc.teamID) ?? new Map<string, string>();
      const fresh = tagsOf(doc).filter((tag) => !teamNoted.has(tagKey(tag)));
      const needs = fresh.length + (same ? 0 : 1);
      // The page stops short where the next subscriber's writes would pass the store's cap.
      if (i > 0 && writes + needs > store.maxTransactionWrites) {
        next = snaps[i - 1].id;
        break;
      }
      writes += needs;
      for (const tag of fresh) teamNoted.set(tagKey(tag), tag);
      noted.set(doc.teamID, teamNoted);
      if (same) continue;
      tx.update(subscriberRef(store, snap.id), keys);
      written += 1;
    }
    for (const [teamID, tags] of noted) noteTags(tx, store, teamID, tags.values(), now);
    return { written, next };
  });
}

/** Every page at once; answers how many subscribers' keys it wrote. */
export async function backfillQueryKeys(store: Store): Promise<number> {
  let written = 0;
  let after: string | null = null;
  do {
    const page = await backfillQueryKeysPage(store, after, Date.now());
    written += page.written;
    after = page.next;
  } while (after !== null);
  return written;
}
