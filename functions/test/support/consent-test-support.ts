/**
 * Reads for tests of the consent chain and of suppressions: what the store
 * holds, straight from it, so a test can hold the domain to its rules. The
 * chain is read once the sequencer has chained every record written before.
 */
import { verifyChain, type ChainRecord, type ChainVerdict } from '@listkeep/common';
import { hashEmail } from '../../src/services/email-hash';
import type { Store } from '../../src/store/port';
import { readConsentHead, sequenceConsent } from '../../src/domain/consent/consent-sequencer';
import { COLLECTIONS, type ConsentDoc, type SubscriberDoc, type SuppressionDoc } from '../../src/domain/docs';
import { suppressionKey } from '../../src/domain/consent/suppressions';

/** The team's chained records in order, the head it keeps, and how many of its records are not chained. */
export async function storedChain(store: Store, teamID: string) {
  await sequenceConsent({ store, now: Date.now }, teamID);
  const docs = (await store.collection<ConsentDoc>(COLLECTIONS.consent).where('teamID', '==', teamID).get()).docs.map(
    (snap) => snap.data()!,
  );
  const records: ChainRecord[] = docs
    .filter((doc) => doc.seq !== undefined)
    .map(({ seq, prev, hash, newsletterID, emailHash, action, source, at }) => ({
      seq: seq!,
      prev: prev!,
      hash: hash!,
      newsletterID,
      emailHash,
      action,
      source,
      at,
    }))
    .sort((a, b) => a.seq - b.seq);
  const head = await readConsentHead(store, teamID);
  return { records, head, unchained: docs.length - records.length };
}

/** The verdict on the team's stored chain, and how many records were left out of it. */
export async function chainVerdict(store: Store, teamID: string): Promise<ChainVerdict & { unchained: number }> {
  const { records, head, unchained } = await storedChain(store, teamID);
  return { ...(await verifyChain(teamID, records, head)), unchained };
}

/** Pairs "address list" the team has both on a list and kept off it: there must be none. */
export async function subscribedYetSuppressed(store: Store, secret: string, teamID: string): Promise<string[]> {
  const subscribers = await store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', teamID)
    .get();
  const out: string[] = [];
  for (const snap of subscribers.docs) {
    const doc = snap.data()!;
    const emailHash = hashEmail(secret, doc.subscriberEmail);
    for (const listID of doc.subscribedNewsletterIDs) {
      const key = suppressionKey(listID, emailHash);
      if ((await store.doc<SuppressionDoc>(`${COLLECTIONS.suppressions}/${key}`).get()).exists) {
        out.push(`${doc.subscriberEmail} ${listID}`);
      }
    }
  }
  return out;
}
