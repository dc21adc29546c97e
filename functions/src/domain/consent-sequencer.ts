/**
 * The consent chain's sequencer (docs/product.md §4, "Consent chain and
 * receipts"). Changes write their consent records pending (consent.ts); the
 * sequencer chains a team's pending records in order, a batch per
 * transaction, and moves the team's head once per batch, on a document of its
 * own, so neither the requests nor the sequencer write a document the other
 * requests of the team read or write.
 *
 * In production a trigger on each new record runs it for the record's team,
 * and a sweep every minute runs it for any team a trigger missed; locally it
 * runs in process after each commit (services/local-sequencer.ts). Runs of
 * one team at once do not fork the chain: each batch reads the head in its
 * transaction, so a run that lost the race retries, finds the records chained
 * already, and writes nothing.
 */
import { EMPTY_CHAIN_HEAD, type ChainHead } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { FieldValue, type Store, type Transaction } from '../store/port';
import { teamRef } from './accounts';
import { chainLink } from './consent';
import { COLLECTIONS, type ConsentDoc, type ConsentHeadDoc } from './docs';

/** What the sequencer needs: the store, and the time for `sequencedAt`. */
export type SequencerDeps = Pick<Deps, 'store' | 'now'>;

/** Records chained per transaction where the store sets no cap: an import's many thousands in a few. */
const UNCAPPED_BATCH = 5000;

/** Records per batch: as many as one transaction holds, besides the head. */
export const sequenceBatchSize = (store: Store) =>
  Math.max(1, Math.min(UNCAPPED_BATCH, store.maxTransactionWrites - 1));

export const consentHeadRef = (store: Store, teamID: string) =>
  store.doc<ConsentHeadDoc>(`${COLLECTIONS.consentHeads}/${teamID}`);

/** A team's records waiting for their place in the chain, in the order they get it: by time, then id. */
export const pendingConsentOf = (store: Store, teamID: string) =>
  store
    .collection<ConsentDoc>(COLLECTIONS.consent)
    .where('teamID', '==', teamID)
    .where('pending', '==', true)
    .orderBy('at');

/**
 * The team's head: its document, or for a team whose chain began before the
 * head had one, the head its team document kept (nothing to backfill: the
 * first batch writes the document from it), or the empty head.
 */
export async function readConsentHead(store: Store, teamID: string, tx?: Transaction): Promise<ChainHead> {
  const headRef = consentHeadRef(store, teamID);
  const own = (tx ? await tx.get(headRef) : await headRef.get()).data();
  if (own) return own.head;
  const team = (tx ? await tx.get(teamRef(store, teamID)) : await teamRef(store, teamID).get()).data();
  return team?.consentHead ?? EMPTY_CHAIN_HEAD;
}

/** Chains one batch of the team's pending records; answers how many. */
async function sequenceBatch(deps: SequencerDeps, teamID: string, size: number): Promise<number> {
  const { store } = deps;
  return store.runTransaction(async (tx) => {
    let head = await readConsentHead(store, teamID, tx);
    const pending = await tx.getQuery(pendingConsentOf(store, teamID).limit(size));
    if (pending.empty) return 0;
    const now = deps.now();
    for (const snap of pending.docs) {
      const link = chainLink(teamID, head, snap.data()!);
      tx.update(store.doc(snap.path), { ...link, sequencedAt: now, pending: FieldValue.delete() });
      head = { seq: link.seq, hash: link.hash };
    }
    tx.set(consentHeadRef(store, teamID), { teamID, head, movedAt: now } satisfies ConsentHeadDoc);
    return pending.size;
  });
}

/** Chains every pending record of the team, batch after batch; answers how many. */
export async function sequenceConsent(
  deps: SequencerDeps,
  teamID: string,
  size = sequenceBatchSize(deps.store),
): Promise<number> {
  let total = 0;
  for (;;) {
    const chained = await sequenceBatch(deps, teamID, size);
    total += chained;
    if (chained < size) return total;
  }
}

/** Pending records looked at per sweep to find their teams; a team's own run then takes all of its records. */
const SWEEP_PAGE = 500;

/** The sweep: every team with a pending record is sequenced. Answers how many records it chained. */
export async function sequencePending(deps: SequencerDeps): Promise<number> {
  const { store } = deps;
  const found = await store
    .collection<ConsentDoc>(COLLECTIONS.consent)
    .where('pending', '==', true)
    .select('teamID')
    .limit(SWEEP_PAGE)
    .get();
  const teams = new Set(found.docs.map((snap) => snap.data()!.teamID));
  let total = 0;
  for (const teamID of teams) total += await sequenceConsent(deps, teamID);
  return total;
}
