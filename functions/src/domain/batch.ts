/**
 * POST /batchSubscribers: an import of pasted addresses into chosen lists.
 *
 * How the subscriber limit stays exact without one huge transaction
 * (Firestore allows 500 writes in one):
 *
 * 1. Addresses that have no subscriber yet are counted with plain reads.
 * 2. A small transaction checks the plan against the team's counter plus the
 *    places other imports hold, and records a reservation of that many places
 *    on the team document. Two imports racing at the limit meet on that one
 *    document, so the second sees the first's reservation and is refused.
 * 3. The addresses are written in chunks, several at once (PARALLEL_CHUNKS),
 *    each a transaction that re-reads the caller's membership and its
 *    subscribers in one request, creates or updates them, and adds to the
 *    counters without reading them, turning its share of the reserved places
 *    (the new addresses step 1 found in its part) into counted ones. Chunks
 *    therefore never wait on each other's reads of the team or its lists. A
 *    chunk that finds more new addresses than its share (one was deleted
 *    meanwhile) reads the team in its transaction and checks the extra
 *    against the plan, as a manual addition would be.
 * 4. The unused rest of the reservation is released. A reservation left by a
 *    crashed import expires by itself (RESERVATION_MS) and is pruned later.
 *
 * Plans without a subscriber limit skip steps 1, 2 and 4: an import is
 * checked against the plan it starts under. A list deleted while the import
 * runs makes the chunks after it fail with 404, as the chunks' counter
 * updates find no list.
 *
 * Each subscription the import makes gets its consent record in the chunk's
 * transaction, so a record exists exactly when its subscription does.
 */
import {
  EMAIL_LIST_MESSAGES,
  CONSENT_SOURCES,
  MAX,
  addBatchAnswer,
  checkEmails,
  countText,
  emptyBatchAnswer,
  invalidEmailsMessage,
  importedNotes,
  mergeTags,
  parseEmailList,
  planFor,
  type ListedAddress,
  type Role,
  type BatchSubscribersAnswer,
  type FieldError,
  type ParsedInput,
} from '@listkeep/common';
import { DomainError, notFound } from './errors';
import type { Deps } from '../services/deps';
import { randomId } from '../store/ids';
import { type DocData, FieldValue, type Store, StoreError, type UpdateData } from '../store/port';
import { memberRef, teamRef } from './accounts';
import { writeConsent } from './consent';
import { CounterChanges, newsletterRef } from './counters';
import type { MemberDoc, SubscriberDoc } from './docs';
import { type Membership, requireMembership, requirePermission } from './membership';
import { assertPlanHas, assertWithinPlan } from './plan-limits';
import { assertListsWritable } from './read-only-lists';
import { tagsOf } from './subscriber-tags';
import {
  hasLeft,
  isSubscribed,
  newSubscriberDoc,
  readLists,
  subscribe,
  subscriberID,
  subscriberRef,
  takenPlaces,
} from './subscribers';

export const BATCH_SOURCE = 'batch import';
/** How long an import may hold subscriber places before they count as free again. */
export const RESERVATION_MS = 10 * 60_000;
/**
 * Addresses per write transaction where the store's cap allows more: one
 * call's worth. Each commit writes every index page its entries touched, and
 * hashed ids touch pages all over an index, so fewer, larger commits write
 * less; a call of MAX.batchEmails still holds the store's lock briefly.
 */
const MAX_CHUNK = MAX.batchEmails;
/**
 * Chunk transactions in flight at once. Where one chunk holds a whole call
 * (SQLite) there is one; where the store caps a transaction's writes
 * (Firestore: a few hundred addresses each) their round trips overlap.
 */
const PARALLEL_CHUNKS = 8;

type BatchInput = ParsedInput<'batchSubscribers'>;

/**
 * Spec section 5 applied again on the server, by the rules the import form
 * checks with: a text entry is cut into addresses as pasted lists are (names
 * from `Name <address>` forms), an entry with a row's name and notes is one
 * address; every address must be valid. Duplicates (by address key) collapse
 * to the first one given.
 */
export function parseBatchEmails(entries: BatchInput['emails']): ListedAddress[] {
  const invalid: string[] = [];
  const fields: FieldError[] = [];
  const listed: ListedAddress[] = [];
  entries.forEach((entry, index) => {
    const checked = typeof entry === 'string' ? parseEmailList(entry) : checkEmails([entry]);
    listed.push(...checked.valid);
    for (const value of checked.invalid) {
      invalid.push(value);
      fields.push({ path: `emails.${index}`, message: `${value} is not a valid email address.` });
    }
  });
  if (invalid.length > 0) throw new DomainError('invalid', invalidEmailsMessage(invalid), fields);
  const addresses = checkEmails(listed).valid;
  if (addresses.length === 0) throw new DomainError('invalid', EMAIL_LIST_MESSAGES.empty);
  if (addresses.length > MAX.batchEmails) {
    throw new DomainError(
      'invalid',
      `An import call takes at most ${countText(MAX.batchEmails, 'address', 'addresses')}; send larger imports in parts.`,
    );
  }
  return addresses;
}

export async function batchSubscribers(deps: Deps, uid: string, input: BatchInput): Promise<BatchSubscribersAnswer> {
  const { store } = deps;
  const addresses = parseBatchEmails(input.emails);
  const teamID = input.teamID;
  const listIDs = [...new Set(input.newsletterIDs)];

  // Checks first, with no write, so a refused call leaves nothing behind.
  const membership = await store.runTransaction(async (tx) => {
    const m = await requireMembership(store, uid, teamID, tx);
    requirePermission(m, 'manageSubscribers');
    await assertListsWritable(tx, store, teamID, m.team, await readLists(tx, store, teamID, listIDs));
    return m;
  });
  const plan = planFor(membership.team.subscription.tier);
  if (addresses.some((address) => address.tags?.length)) assertPlanHas('tags', plan.tier);

  const chunkSize = importChunkSize(store.maxTransactionWrites, listIDs.length);
  const chunks: Chunk[] = [];
  for (let start = 0; start < addresses.length; start += chunkSize) {
    chunks.push({ addresses: addresses.slice(start, start + chunkSize), share: Infinity });
  }

  let reservation: string | null = null;
  if (Number.isFinite(plan.maxSubscribers)) {
    const snaps = await Promise.all(
      addresses.map(({ email }) => subscriberRef(store, subscriberID(teamID, email)).get()),
    );
    chunks.forEach((chunk, i) => {
      chunk.share = snaps.slice(i * chunkSize, (i + 1) * chunkSize).filter((snap) => !snap.exists).length;
    });
    const fresh = chunks.reduce((sum, chunk) => sum + chunk.share, 0);
    if (fresh > 0) {
      reservation = randomId();
      const id = reservation;
      await store.runTransaction(async (tx) => {
        const now = deps.now();
        const team = (await tx.get(teamRef(store, teamID))).data()!;
        assertWithinPlan('imported-subscribers', team.subscription.tier, takenPlaces(team, now), fresh);
        tx.update(teamRef(store, teamID), {
          [`reservations.${id}`]: { places: fresh, expiresAt: now + RESERVATION_MS },
          ...expiredReservations(team.reservations, now),
        });
      });
    }
  }

  let parts: BatchSubscribersAnswer[];
  try {
    parts = await inParallel(chunks, PARALLEL_CHUNKS, (chunk) =>
      importChunk(deps, uid, membership, input, listIDs, chunk, reservation),
    );
  } finally {
    if (reservation) await releaseReservation(deps, teamID, reservation);
  }
  const answer = emptyBatchAnswer();
  for (const part of parts) addBatchAnswer(answer, part);
  return answer;
}

/** A slice of the import's addresses, and how many reserved places it may turn into counted ones. */
interface Chunk {
  addresses: ListedAddress[];
  /** New addresses among them when step 1 read them; Infinity for a plan without a limit. */
  share: number;
}

/**
 * Runs `work` on each item, at most `width` at a time, and answers the
 * results in the items' order. After a failure no further item starts; the
 * running ones finish, then the first failure is thrown.
 */
async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/**
 * Addresses per import transaction under the store's cap on writes: each
 * address writes its subscriber and up to one consent record per list; the
 * team and each list take one more.
 */
export function importChunkSize(maxWrites: number, lists: number): number {
  return Math.min(MAX_CHUNK, Math.max(1, Math.floor((maxWrites - 2 - lists) / (1 + lists))));
}

function expiredReservations(reservations: Record<string, { expiresAt: number }> | undefined, now: number): UpdateData {
  const out: UpdateData = {};
  for (const [id, r] of Object.entries(reservations ?? {})) {
    if (r.expiresAt <= now) out[`reservations.${id}`] = FieldValue.delete();
  }
  return out;
}

async function releaseReservation(deps: Deps, teamID: string, id: string): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const team = (await tx.get(teamRef(store, teamID))).data();
    if (!team) return;
    tx.update(teamRef(store, teamID), {
      ...expiredReservations(team.reservations, deps.now()),
      [`reservations.${id}`]: FieldValue.delete(),
    });
  });
}

/** One transaction: the rules of the import for a slice of the addresses (step 3). */
async function importChunk(
  deps: Deps,
  uid: string,
  checked: Membership,
  input: BatchInput,
  listIDs: string[],
  chunk: Chunk,
  reservation: string | null,
): Promise<BatchSubscribersAnswer> {
  const { store } = deps;
  const teamID = input.teamID;
  const { addresses, share } = chunk;
  const ids = addresses.map(({ email }) => subscriberID(teamID, email));
  const refs = ids.map((id) => subscriberRef(store, id));
  const member = memberRef(store, teamID, uid);
  try {
    return await store.runTransaction(async (tx) => {
      const now = deps.now();
      const [memberSnap, ...snaps] = await tx.getAll<DocData>([member, ...refs]);
      const role = activeRole(memberSnap.data() as MemberDoc | undefined);
      if (!role) throw notFound('Team');
      requirePermission({ ...checked, role }, 'manageSubscribers');
      const existing = snaps.map((snap) => snap.data() as SubscriberDoc | undefined);

      const out = emptyBatchAnswer();
      const changes = new CounterChanges();
      const optIn = (email: string, listID: string) =>
        writeConsent(tx, deps, {
          teamID,
          newsletterID: listID,
          email,
          action: 'opt-in',
          source: CONSENT_SOURCES.import,
          at: now,
        });
      const writes: (() => void)[] = [];
      addresses.forEach(({ email, name, notes, tags = [] }, i) => {
        const ref = refs[i];
        const found = existing[i];
        if (!found) {
          const doc = newSubscriberDoc(
            teamID,
            email,
            { subscriberName: name, notes: importedNotes(input.notes, notes), subscriptionSource: BATCH_SOURCE, tags },
            now,
          );
          for (const listID of listIDs) {
            if (subscribe(doc, listID, now, BATCH_SOURCE)) {
              changes.subscribed(listID, now);
              writes.push(() => optIn(email, listID));
            }
          }
          changes.created(now);
          writes.push(() => tx.create(ref, doc));
          out.createdSubscriberIDs.push(ids[i]);
          return;
        }
        // A name fills an empty one and never replaces a name the sender kept (docs/product.md §5).
        const named = !found.subscriberName && name !== '';
        if (named) found.subscriberName = name;
        // A row's tags join those the subscriber has, as many as fit.
        const before = tagsOf(found);
        const merged = mergeTags(before, tags);
        const tagged = merged.length !== before.length;
        if (tagged) found.tags = merged;
        let added = 0;
        let left = false;
        for (const listID of listIDs) {
          if (isSubscribed(found, listID)) continue;
          // An address that opted out of a list is never put back on it by an import.
          if (hasLeft(found, listID)) {
            left = true;
            continue;
          }
          if (subscribe(found, listID, now, BATCH_SOURCE)) {
            changes.subscribed(listID, now);
            writes.push(() => optIn(found.subscriberEmail, listID));
            added += 1;
          }
        }
        if (added > 0 || named || tagged) {
          found.modifiedAt = now;
          writes.push(() => tx.set(ref, found));
        }
        if (added > 0) out.updatedSubscriberIDs.push(ids[i]);
        if (left) out.optedOut.push(found.subscriberEmail);
        else if (added === 0) out.alreadyExists.push(found.subscriberEmail);
      });

      const created = changes.team.subscribers;
      const extra: UpdateData = {};
      if (created > share) {
        // More new addresses than this part had when they were counted (one was
        // deleted meanwhile): the extra ones are checked against the plan now,
        // on the team as this transaction reads it. Still a read before any write.
        const team = (await tx.get(teamRef(store, teamID))).data();
        if (!team) throw notFound('Team');
        const held = reservation ? Math.min(share, team.reservations?.[reservation]?.places ?? 0) : 0;
        assertWithinPlan('imported-subscribers', team.subscription.tier, takenPlaces(team, now) - held, created);
      }
      const used = Math.min(created, share);
      if (reservation && used > 0) extra[`reservations.${reservation}.places`] = FieldValue.increment(-used);
      for (const write of writes) write();
      changes.writeAdditions(tx, store, teamID, now, extra);
      return out;
    });
  } catch (error) {
    // A counter update found no document: the team or a list went away while the import ran.
    if (error instanceof StoreError && error.code === 'not-found') await explainMissing(store, teamID, listIDs);
    throw error;
  }
}

function activeRole(member: MemberDoc | undefined): Role | null {
  return member && member.status === 'active' ? member.role : null;
}

/** Throws the 404 of whichever of the team and its lists is gone. */
async function explainMissing(store: Store, teamID: string, listIDs: readonly string[]): Promise<void> {
  if (!(await teamRef(store, teamID).get()).exists) throw notFound('Team');
  const lists = await Promise.all(listIDs.map((id) => newsletterRef(store, id).get()));
  if (lists.some((snap) => !snap.exists)) throw notFound('Newsletter');
}
