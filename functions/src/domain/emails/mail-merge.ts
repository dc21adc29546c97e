/**
 * POST /mailMergeLinks: a list's current subscribers a page at a time, each
 * with a new unsubscribe and manage link, for the export for mail merge
 * (docs/product.md §9). Each page is one bounded call, so a list of any
 * length is exported in many calls of the API's usual time.
 *
 * The links are ones a sender made (no `mailed`): they unsubscribe at once,
 * but joining again a list the address left asks the mailbox to confirm, as
 * every dashboard link does (domain/recipients/links.ts). Each export makes new links;
 * those of an earlier export keep working until they expire.
 */
import { inParts, type MailMergePage, type MailMergeRow, type ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { deleteExpired } from '../../services/expired-docs';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { readListForExport } from './emails';
import { LINK_TTL_MS, managePageUrl, newLink, oneClickUrl } from '../recipients';
import { requireMembership } from '../membership';
import { matchesTag, decodeTableCursor, encodeTableCursor } from '../subscribers';
import { toTimestamp } from '../time';

/** The pages' order, named in their cursors: oldest subscriber first. */
const MAIL_MERGE_ORDER = 'createdAt';

/** Subscribers in one page: two links each, written in a few batches well within the API's time. */
export const MAIL_MERGE_PAGE = 1000;
/** Transactions of one page are committed this many at a time. */
const PARALLEL_BATCHES = 4;

export async function mailMergeLinks(
  deps: Deps,
  uid: string,
  input: ParsedInput<'mailMergeLinks'>,
): Promise<MailMergePage> {
  const { store } = deps;
  const now = deps.now();
  const after = input.cursor === undefined ? null : decodeTableCursor(input.cursor, MAIL_MERGE_ORDER, true);
  const list = await readListForExport(store, uid, input.newsletterID, input.tag);

  let query = store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', list.teamID)
    .where('subscribedNewsletterIDs', 'array-contains', input.newsletterID)
    .orderBy('createdAt', 'asc');
  if (after) query = query.startAfter(after.value, after.id);
  // One more than a page tells whether another follows.
  const snaps = await query
    .select('subscriberEmail', 'subscriberName', 'tags', 'createdAt')
    .limit(MAIL_MERGE_PAGE + 1)
    .get();
  const page = snaps.docs.slice(0, MAIL_MERGE_PAGE);
  const last = page.at(-1);
  const nextCursor =
    snaps.docs.length > MAIL_MERGE_PAGE && last
      ? encodeTableCursor(MAIL_MERGE_ORDER, { value: last.data()!.createdAt, id: last.id })
      : null;

  const chosen = page.filter((snap) => matchesTag(snap.data()!, input.tag));
  const linkFields = (subscriberID: string, type: 'unsubscribe' | 'manage') =>
    ({ teamID: list.teamID, subscriberID, newsletterID: input.newsletterID, type, emailID: null }) as const;
  // Two links a subscriber, so half a transaction's writes of subscribers fills one.
  const parts = inParts(chosen, Math.floor(Math.min(store.maxTransactionWrites, 500) / 2));
  // Each part reads the team again in its transaction: a team being deleted gets no new links (domain/team-fence.ts).
  const writePart = (part: typeof chosen) =>
    store.runTransaction(async (tx) => {
      await requireMembership(store, uid, list.teamID, tx, 'Newsletter');
      return part.map((snap): MailMergeRow => {
        const doc = snap.data()!;
        return {
          email: doc.subscriberEmail,
          name: doc.subscriberName ?? '',
          unsubscribeUrl: oneClickUrl(deps, newLink(tx, deps, linkFields(snap.id, 'unsubscribe'), now)),
          manageUrl: managePageUrl(deps, newLink(tx, deps, linkFields(snap.id, 'manage'), now)),
        };
      });
    });
  const rows: MailMergeRow[] = [];
  for (const parallel of inParts(parts, PARALLEL_BATCHES)) {
    for (const written of await Promise.all(parallel.map(writePart))) rows.push(...written);
  }
  // An export's first page clears away links that expired: exports repeated for years would pile them up.
  if (after === null) await deleteExpired(store, COLLECTIONS.links, now);
  return { rows, nextCursor, linksExpireAt: toTimestamp(now + LINK_TTL_MS) };
}
