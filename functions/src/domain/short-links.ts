/**
 * Short tracked addresses, `/l/{shortID}` (docs/product.md §4 Tracked
 * addresses): each stands for a long GET /link address and leads where it
 * does (domain/emails/tracked-links.ts). An entry's footer links get theirs with the
 * entry, a sender's URL when it is tracked; those of older entries and links
 * are made when the entry's tracked links are first read. They go with their
 * entry or tracked link.
 */
import type { FooterLinkType, FooterShortIDs } from '@listkeep/common';
import type { DocRef, Store, Transaction } from '../store/port';
import { COLLECTIONS, type ShortLinkDoc } from './docs';
import { newShortID } from './link-ids';

export const shortLinkRef = (store: Store, id: string) => store.doc<ShortLinkDoc>(`${COLLECTIONS.shortLinks}/${id}`);

const FOOTER_LINK_TYPES: readonly FooterLinkType[] = ['unsubscribe', 'subscribe'];

/** Short addresses an entry's footer takes: one per footer link. */
export const FOOTER_SHORT_LINKS = FOOTER_LINK_TYPES.length;

/**
 * `count` ids no short address has yet, read in `tx` (call before its
 * writes). Creating them in the same transaction makes a racing creator of
 * the same id retry, so two addresses never share one.
 */
export async function freeShortIDs(tx: Transaction, store: Store, count: number): Promise<string[]> {
  const free: string[] = [];
  while (free.length < count) {
    const candidates = Array.from({ length: count - free.length }, newShortID);
    const snaps = await tx.getAll(candidates.map((id) => shortLinkRef(store, id)));
    for (const snap of snaps) if (!snap.exists && !free.includes(snap.id)) free.push(snap.id);
  }
  return free;
}

type EntryOfLink = Pick<ShortLinkDoc, 'teamID' | 'emailID' | 'newsletterID'>;

/** Creates the short addresses of an entry's footer links from FOOTER_SHORT_LINKS free ids. */
export function createFooterShortLinks(
  tx: Transaction,
  store: Store,
  ids: readonly string[],
  entry: EntryOfLink,
  now: number,
): FooterShortIDs {
  const shortIDs = {} as FooterShortIDs;
  for (const [i, type] of FOOTER_LINK_TYPES.entries()) {
    shortIDs[type] = ids[i];
    tx.create(shortLinkRef(store, ids[i]), { ...entry, type, createdAt: now } satisfies ShortLinkDoc);
  }
  return shortIDs;
}

/** Creates the short address of a sender's URL (trackedLinks/{linkID}). */
export function createUrlShortLink(
  tx: Transaction,
  store: Store,
  id: string,
  link: EntryOfLink & { linkID: string },
  now: number,
): void {
  tx.create(shortLinkRef(store, id), { ...link, createdAt: now } satisfies ShortLinkDoc);
}

/** The short addresses an entry's footer or a tracked link holds, to delete with it. */
export function shortLinksOf(
  store: Store,
  doc: { footerShortIDs?: FooterShortIDs; shortID?: string },
): DocRef<ShortLinkDoc>[] {
  const ids = [...Object.values(doc.footerShortIDs ?? {}), ...(doc.shortID ? [doc.shortID] : [])];
  return ids.map((id) => shortLinkRef(store, id));
}
