/**
 * The consent chain's sequencer (docs/product.md §4, "Consent chain and
 * receipts"). Changes write their consent records pending (consent.ts); the
 * sequencer chains a team's pending records in order, a batch per
 * transaction, and moves the team's head once per batch, on a document of its
 * own, so neither the requests nor the sequencer write a document the other
 * requests of the team read or write.
 *
 * In production a sweep every minute runs it for every team with pending
 * records; locally it runs in process after each commit
 * (services/local-sequencer.ts). Runs of one team at once do not fork the
 * chain: each batch reads the head and its records in its transaction, so a
 * run that lost the race retries, finds the records chained already, and
 * writes nothing.
 */
import { EMPTY_CHAIN_HEAD, type ChainHead } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, StoreError, type Store, type Transaction } from '../../store/port';
import { chainLink } from './consent';
import { randomId } from '../../store/ids';
import { COLLECTIONS, type ConsentDoc, type ConsentHeadDoc, type ConsentLeaseDoc } from '../docs';
import { teamRef } from '../records';

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
 * first batch writes the document from it), or the empty head. The team's
 * field no longer moves, so it is read outside any transaction: a batch then
 * holds no lock on the team document every sender's write reads.
 */
export async function readConsentHead(store: Store, teamID: string, tx?: Transaction): Promise<ChainHead> {
  const headRef = consentHeadRef(store, teamID);
  const own = (tx ? await tx.get(headRef) : await headRef.get()).data();
  if (own) return own.head;
  return (await teamRef(store, teamID).get()).data()?.consentHead ?? EMPTY_CHAIN_HEAD;
}

/**
 * Chains one batch of the team's pending records. They are found by a query
 * outside the transaction, which then reads only the head and those records:
 * a query inside it would lock the range every request writes its new
 * records into. A record another run chained meanwhile is left as it is.
 * Answers how many records the query found (a full batch means more may
 * wait) and how many this run chained.
 */
async function sequenceBatch(
  deps: SequencerDeps,
  teamID: string,
  size: number,
): Promise<{ found: number; chained: number }> {
  const { store } = deps;
  const found = await pendingConsentOf(store, teamID).limit(size).get();
  if (found.empty) return { found: 0, chained: 0 };
  const chained = await store.runTransaction(async (tx) => {
    let head = await readConsentHead(store, teamID, tx);
    const records = await tx.getAll(found.docs.map((snap) => store.doc<ConsentDoc>(snap.path)));
    const pending = records.filter((snap) => snap.data()?.pending === true);
    if (pending.length === 0) return 0;
    const now = deps.now();
    for (const snap of pending) {
      const link = chainLink(teamID, head, snap.data()!);
      tx.update(store.doc(snap.path), { ...link, sequencedAt: now, pending: FieldValue.delete() });
      head = { seq: link.seq, hash: link.hash };
    }
    tx.set(consentHeadRef(store, teamID), { teamID, head, movedAt: now } satisfies ConsentHeadDoc);
    return pending.length;
  });
  return { found: found.size, chained };
}

/** Chains every pending record of the team, batch after batch; answers how many. */
export async function sequenceConsent(
  deps: SequencerDeps,
  teamID: string,
  size = sequenceBatchSize(deps.store),
): Promise<number> {
  let total = 0;
  for (;;) {
    const { found, chained } = await sequenceBatch(deps, teamID, size);
    total += chained;
    if (found < size) return total;
  }
}

/**
 * How long a run holds a team before another may take it over, renewed with
 * each batch: longer than any batch, so only a run that died loses it.
 */
export const CONSENT_LEASE_MS = 60_000;

const leaseRef = (store: Store, teamID: string) => store.doc<ConsentLeaseDoc>(`${COLLECTIONS.consentLeases}/${teamID}`);

/**
 * Takes the team's lease with a create, which reads nothing and so locks
 * nothing another transaction waits on; a lease past its time is taken over.
 * Answers the holder's id, or null while another run holds it.
 */
async function takeLease(deps: SequencerDeps, teamID: string): Promise<string | null> {
  const ref = leaseRef(deps.store, teamID);
  const holder = randomId();
  const lease = (): ConsentLeaseDoc => ({ teamID, holder, until: deps.now() + CONSENT_LEASE_MS });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await ref.create(lease());
      return holder;
    } catch (error) {
      if (!(error instanceof StoreError) || error.code !== 'already-exists') throw error;
    }
    const held = (await ref.get()).data();
    if (held && held.until > deps.now()) return null;
    if (held) await ref.delete();
  }
  return null;
}

/**
 * Chains the team's pending records under its lease: in production a sweep
 * may still run when the next starts, and locally every process that wrote
 * records wakes its own run. The lease only spares them contending for the
 * same records; the chain's order rests on each batch's transaction, so two
 * runs holding it at once (a lease taken over from a run that was only slow)
 * still chain each record once. Answers how many records it chained, or
 * 'busy' when another run holds the team.
 */
export async function sequenceLeased(deps: SequencerDeps, teamID: string): Promise<number | 'busy'> {
  const holder = await takeLease(deps, teamID);
  if (holder === null) return 'busy';
  const ref = leaseRef(deps.store, teamID);
  const size = sequenceBatchSize(deps.store);
  let total = 0;
  try {
    for (;;) {
      const { found, chained } = await sequenceBatch(deps, teamID, size);
      total += chained;
      if (found < size) return total;
      await ref.set({ teamID, holder, until: deps.now() + CONSENT_LEASE_MS } satisfies ConsentLeaseDoc);
    }
  } finally {
    if ((await ref.get()).data()?.holder === holder) await ref.delete();
  }
}

/** Pending records looked at per sweep to find their teams; a team's own run then takes all of its records. */
const SWEEP_PAGE = 500;

/** The teams with records waiting for their place in a chain (at most those of a sweep's page of records). */
export async function teamsPending(store: Store): Promise<Set<string>> {
  const found = await store
    .collection<ConsentDoc>(COLLECTIONS.consent)
    .where('pending', '==', true)
    .select('teamID')
    .limit(SWEEP_PAGE)
    .get();
  return new Set(found.docs.map((snap) => snap.data()!.teamID));
}

/**
 * The sweep: every team with a pending record is sequenced, but those another
 * run holds, which that run finishes. Answers how many records it chained.
 */
export async function sequencePending(deps: SequencerDeps): Promise<number> {
  let total = 0;
  for (const teamID of await teamsPending(deps.store)) {
    const chained = await sequenceLeased(deps, teamID);
    if (chained !== 'busy') total += chained;
  }
  return total;
}
