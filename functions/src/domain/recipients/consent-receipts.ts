/**
 * What proves the consent records (docs/product.md §4, "Consent chain and
 * receipts"): a recipient's receipt of their own records, from their link,
 * and a team's chain, for its members to export and to check receipts with.
 * Neither holds an address, except the recipient's own copy of theirs.
 */
import {
  MAX,
  RECEIPT_FORMAT,
  consentKind,
  consentSourceText,
  type ChainRecord,
  type ConsentChainPage,
  type ConsentReceipt,
  type ParsedInput,
  type ReceiptRecord,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import { readConsentHead } from '../consent';
import { COLLECTIONS, type ConsentDoc } from '../docs';
import { notFound } from '../errors';
import { readLink } from './links';
import { requireMembership, requirePermission } from '../membership';
import { liveTeam } from '../team-fence';
import { publicSenderName } from './public-sender';
import { listsOf, subscriberRef, teamRef } from '../records';

type Chained = ConsentDoc & Pick<ChainRecord, 'seq' | 'prev' | 'hash'>;

const chained = (doc: ConsentDoc): doc is Chained =>
  doc.seq !== undefined && doc.prev !== undefined && doc.hash !== undefined;

function chainRecord(doc: Chained): ChainRecord {
  const { seq, prev, hash, newsletterID, emailHash, action, source, at } = doc;
  return { seq, prev, hash, newsletterID, emailHash, action, source, at };
}

/**
 * GET /consentChain: a page of the team's chain for any member
 * (viewSubscribers), up to its head: records not yet sequenced are not in it. It holds keyed hashes, never an address, and so tells a
 * member less than the subscribers table they can read already.
 */
export async function consentChainPage(
  deps: Deps,
  uid: string,
  input: ParsedInput<'consentChain'>,
): Promise<ConsentChainPage> {
  const { store } = deps;
  const membership = await requireMembership(store, uid, input.teamID);
  requirePermission(membership, 'viewSubscribers');
  const head = await readConsentHead(store, input.teamID);
  const upTo = Math.min(input.upTo ?? head.seq, head.seq);
  if (input.after >= upTo) return { teamID: input.teamID, head, records: [], next: null };
  const page = await store
    .collection<ConsentDoc>(COLLECTIONS.consent)
    .where('teamID', '==', input.teamID)
    .where('seq', '>', input.after)
    .where('seq', '<=', upTo)
    .orderBy('seq')
    .limit(MAX.chainPage)
    .get();
  const records = page.docs
    .map((snap) => snap.data()!)
    .filter(chained)
    .map(chainRecord);
  const last = records.at(-1)?.seq ?? upTo;
  return { teamID: input.teamID, head, records, next: last < upTo ? last : null };
}

/**
 * POST /consentReceipt: the records of the link's address in its team, with
 * the team's head read first, so that every record of the address up to that
 * head is in the receipt and none after it. Records from before the chain
 * began are listed apart, and so are those not yet sequenced (or sequenced
 * past the head read), which a later chain confirms. An unknown or expired
 * link answers 404.
 */
export async function consentReceipt(deps: Deps, linkID: string): Promise<ConsentReceipt> {
  const { store } = deps;
  const now = deps.now();
  const link = await readLink(store, linkID, now);
  const team = liveTeam((await teamRef(store, link.teamID).get()).data());
  const subscriber = (await subscriberRef(store, link.subscriberID).get()).data();
  if (!team || !subscriber || subscriber.teamID !== link.teamID) throw notFound('Link');
  const head = await readConsentHead(store, link.teamID);
  const emailHash = hashEmail(deps.hashSecret, subscriber.subscriberEmail);
  const [found, lists] = await Promise.all([
    store
      .collection<ConsentDoc>(COLLECTIONS.consent)
      .where('teamID', '==', link.teamID)
      .where('emailHash', '==', emailHash)
      .orderBy('at', 'desc')
      .limit(MAX.receiptRecords)
      .get(),
    listsOf(store, link.teamID).get(),
  ]);
  const names = new Map(lists.docs.map((snap) => [snap.id, snap.data()!.newsletterName]));
  const shown = (doc: ConsentDoc) => ({
    time: new Date(doc.at).toISOString(),
    list: names.get(doc.newsletterID) ?? null,
    how: consentSourceText(doc.source),
    kind: consentKind(doc.source),
  });
  const docs = found.docs.map((snap) => snap.data()!);
  const inChain = (doc: ConsentDoc): doc is Chained => chained(doc) && doc.seq <= head.seq;
  const listed = (keep: (doc: ConsentDoc) => boolean) =>
    docs
      .filter(keep)
      .sort((a, b) => a.at - b.at)
      .map((doc) => ({
        newsletterID: doc.newsletterID,
        emailHash: doc.emailHash,
        action: doc.action,
        source: doc.source,
        at: doc.at,
        ...shown(doc),
      }));
  const records: ReceiptRecord[] = docs
    .filter(inChain)
    .sort((a, b) => a.seq - b.seq)
    .map((doc) => ({ ...chainRecord(doc), ...shown(doc) }));
  return {
    format: RECEIPT_FORMAT,
    version: 1,
    teamID: link.teamID,
    sender: publicSenderName(team, names.get(link.newsletterID) ?? ''),
    address: subscriber.subscriberEmail,
    emailHash,
    issuedAt: new Date(now).toISOString(),
    head,
    records,
    // Sequenced past the head read is as good as not yet: a chain exported later confirms either.
    unsequenced: listed((doc) => doc.pending === true || (chained(doc) && doc.seq > head.seq)),
    unchained: listed((doc) => !chained(doc) && doc.pending !== true),
  };
}
