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
 * 3. The addresses are written in chunks, each a transaction that re-reads
 *    its subscribers in one request, creates or updates them with their
 *    counters, and turns reserved places into counted ones. Once the
 *    import's history entry exists, chunks run a few at a time: none writes
 *    a document another reads (the entry's counts go to counter shards, the
 *    consent records are chained later by the sequencer). While a
 *    reservation is held they run one after another, since each moves it.
 * 4. The unused rest of the reservation is released. A reservation left by a
 *    crashed import expires by itself (RESERVATION_MS) and is pruned later.
 *
 * Plans without a subscriber limit skip steps 1, 2 and 4.
 *
 * Each subscription the import makes gets its consent record in the chunk's
 * transaction, so a record exists exactly when its subscription does. What
 * happens to each address is `addressVerdict`'s (domain/imports/import-verdicts.ts),
 * the rule the preview answers with too. The first chunk that writes creates
 * the import's history entry, and every subscriber it writes carries its
 * stamp, both in the chunk's transaction, so an undo finds all of it
 * (domain/imports/import-history.ts).
 *
 * An address never goes back on a list it opted out of: neither one whose
 * subscriber still shows it left, nor one suppressed after a deletion
 * (domain/consent/suppressions.ts). Both are answered in `optedOut`; an address
 * suppressed on every chosen list is not created at all.
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
  importedOptOutConsent,
  keptOutWhere,
  mergeTags,
  parseEmailList,
  planFor,
  splitMailList,
  tagKey,
  type ListedAddress,
  type BatchSubscribersAnswer,
  type FieldError,
  type ImportCallAnswer,
  type KeptOutReason,
  type ParsedInput,
} from '@listkeep/common';
import { DomainError, notFound } from '../errors';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import { randomId } from '../../store/ids';
import { type DocData, FieldValue, type UpdateData } from '../../store/port';
import { consentLog, suppress, suppressionCheck, type SuppressionCheck } from '../consent';
import { CounterChanges, countedTeam } from '../counters';
import type { MemberDoc, SubscriberDoc } from '../docs';
import { holdImportCompleted, queueImportCompleted } from '../webhooks';
import { addToImportCounts, assertImportContinues, importRef, newImportDoc } from './import-history';
import { addressVerdict } from './import-verdicts';
import { membershipOf, requireMembership, requirePermission, type Membership } from '../membership';
import { assertPlanHas, assertWithinPlan, assertListsWritable } from '../plans';
import {
  tagsOf,
  isSubscribed,
  newSubscriberDoc,
  readLists,
  subscribe,
  subscriberID,
  takenPlaces,
  noteTags,
  withQueryKeys,
} from '../subscribers';
import { liveTeam } from '../team-fence';
import { memberRef, subscriberRef, teamRef } from '../records';

export const IMPORT_SOURCE = 'batch import';
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
 * Chunks of one call committed side by side, where the store caps a
 * transaction's writes so that a call takes several: a commit is a round
 * trip, and more at once than this only queue on the store.
 */
const CHUNKS_AT_ONCE = 4;

type ImportInput = ParsedInput<'batchSubscribers'>;

/**
 * docs/product.md §5 applied again on the server, by the rules the import form
 * checks with: a text entry is cut into addresses as pasted lists are (names
 * from `Name <address>` forms), an entry with a row's name and notes is one
 * address; every address must be valid. Duplicates (by address key) collapse
 * to the first one given.
 */
export function parseImportedAddresses(entries: ImportInput['emails']): ListedAddress[] {
  // One pass over every address of the call: cut, checked and made unique together.
  const checked = checkEmails(entries.flatMap((entry) => (typeof entry === 'string' ? splitMailList(entry) : [entry])));
  if (checked.invalid.length > 0) throw invalidEntries(entries);
  const addresses = checked.valid;
  if (addresses.length === 0) throw new DomainError('invalid', EMAIL_LIST_MESSAGES.empty);
  if (addresses.length > MAX.batchEmails) {
    throw new DomainError(
      'invalid',
      `An import call takes at most ${countText(MAX.batchEmails, 'address', 'addresses')}; send larger imports in parts.`,
    );
  }
  return addresses;
}

/** The refusal of a call with addresses that are not valid, naming each under the entry it came in. */
function invalidEntries(entries: ImportInput['emails']): DomainError {
  const invalid: string[] = [];
  const fields: FieldError[] = [];
  entries.forEach((entry, index) => {
    const checked = typeof entry === 'string' ? parseEmailList(entry) : checkEmails([entry]);
    for (const value of checked.invalid) {
      invalid.push(value);
      fields.push({ path: `emails.${index}`, message: `${value} is not a valid email address.` });
    }
  });
  return new DomainError('invalid', invalidEmailsMessage(invalid), fields);
}

/**
 * The checks of an import and of its preview, with no write, so a refused
 * call leaves nothing behind: membership (404), `manageSubscribers` (401),
 * the lists (404 for one not of the team, 402 for one beyond the plan), and
 * for a call continuing an import, that its caller may continue it (409).
 */
export async function importChecks(
  deps: Deps,
  uid: string,
  teamID: string,
  listIDs: readonly string[],
  importID?: string,
): Promise<Membership> {
  const { store } = deps;
  return store.runTransaction(async (tx) => {
    const m = await requireMembership(store, uid, teamID, tx);
    requirePermission(m, 'manageSubscribers');
    await assertListsWritable(tx, store, teamID, m.team, await readLists(tx, store, teamID, listIDs));
    if (importID) assertImportContinues((await tx.get(importRef(store, teamID, importID))).data(), uid);
    return m;
  });
}

export async function importAddresses(deps: Deps, uid: string, input: ImportInput): Promise<ImportCallAnswer> {
  const { store } = deps;
  const addresses = parseImportedAddresses(input.emails);
  const teamID = input.teamID;
  const listIDs = [...new Set(input.newsletterIDs)];
  const importID = input.importID ?? randomId();

  const membership = await importChecks(deps, uid, teamID, listIDs, input.importID);
  // A further call of an import: its event waits until this call too has told its counts.
  if (input.importID)
    await holdImportCompleted(deps, teamID, input.importID).catch((error: unknown) =>
      console.error(`import ${importID}: its webhook event could not be held back`, error),
    );
  const plan = planFor(membership.team.subscription.tier);
  if (addresses.some((address) => address.tags?.length)) assertPlanHas('tags', plan.tier);
  const suppressions = await suppressionCheck(deps, teamID);

  let reservation: string | null = null;
  if (Number.isFinite(plan.maxSubscribers)) {
    // A row the file says left is never created, so it takes no place.
    const joining = addresses.filter((address) => !address.left);
    const snaps = await store.getAll(joining.map(({ email }) => subscriberRef(store, subscriberID(teamID, email))));
    const freshHashes = joining
      .filter((_, i) => !snaps[i].exists)
      .map(({ email }) => hashEmail(deps.hashSecret, email));
    // An address kept off every chosen list is not created, so it takes no place.
    const kept = await suppressions.suppressed(freshHashes, listIDs);
    const fresh = freshHashes.filter(
      (h) => addressVerdict({ found: undefined, listIDs, suppressed: kept.get(h) }).verdict === 'new',
    ).length;
    if (fresh > 0) {
      reservation = randomId();
      const id = reservation;
      await store.runTransaction(async (tx) => {
        const now = deps.now();
        const team = liveTeam((await tx.get(teamRef(store, teamID))).data());
        if (!team) throw notFound('Team');
        const taken = takenPlaces(await countedTeam(store, teamID, team, tx), now);
        assertWithinPlan('imported-subscribers', team.subscription.tier, taken, fresh);
        tx.update(teamRef(store, teamID), {
          [`reservations.${id}`]: { places: fresh, expiresAt: now + RESERVATION_MS },
          ...expiredReservations(team.reservations, now),
        });
      });
    }
  }

  const answer = emptyBatchAnswer();
  const entry: ImportEntryInput = { id: importID, uid, fileName: input.fileName ?? null, exists: false };
  const slices = importChunks(addresses, store.maxTransactionWrites, listIDs.length);
  const run = (slice: ListedAddress[]) =>
    importChunk(deps, uid, input, listIDs, slice, { reservation, suppressions, entry });
  try {
    // One at a time until the history entry exists (the chunk that writes first creates it), and
    // throughout while a reservation is held: each chunk then moves it on the team document.
    for (let next = slices.next(); !next.done; next = slices.next()) {
      addBatchAnswer(answer, await run(next.value));
      if (entry.exists && !reservation) break;
    }
    // The rest side by side: none writes what another reads.
    const parts = await inParallel(slices, CHUNKS_AT_ONCE, run);
    for (const part of parts) addBatchAnswer(answer, part);
    // Once every chunk committed: one event for the import, never one per address.
    await queueImportCompleted(
      deps,
      teamID,
      importID,
      {
        lists: listIDs,
        fileName: input.fileName ?? null,
      },
      {
        created: answer.createdSubscriberIDs.length,
        updated: answer.updatedSubscriberIDs.length,
        alreadySubscribed: answer.alreadyExists.length,
        optedOut: answer.optedOut.length,
      },
    ).catch((error: unknown) => console.error(`import ${importID}: its webhook event could not be queued`, error));
  } finally {
    if (reservation) await releaseReservation(deps, teamID, reservation);
    // Chunks that committed before a failure show too.
    deps.signal.teamChanged(teamID);
  }
  return { ...answer, importID };
}

/**
 * Addresses per import transaction under the store's cap on writes: each
 * address writes its subscriber and up to one consent record per list, or,
 * when the file says it left, a suppression entry and a consent record per
 * list; the team and one of its counter shards, the import's history entry
 * and each list (a shard of it) take one more.
 */
export function importChunkSize(maxWrites: number, lists: number): number {
  const perAddress = Math.max(1 + lists, 2 * lists);
  return Math.min(MAX_CHUNK, Math.max(1, Math.floor((maxWrites - 4 - lists) / perAddress)));
}

/**
 * The addresses cut into transactions: as many as importChunkSize allows,
 * less one for each tag a chunk notes (domain/subscribers/team-tags.ts), one write per
 * tag new to the chunk.
 */
export function* importChunks<A extends Pick<ListedAddress, 'tags'>>(
  addresses: readonly A[],
  maxWrites: number,
  lists: number,
): Generator<A[]> {
  const rows = importChunkSize(maxWrites, lists);
  const perAddress = Math.max(1 + lists, 2 * lists);
  const budget = maxWrites - 4 - lists;
  let chunk: A[] = [];
  let tags = new Set<string>();
  for (const address of addresses) {
    const added = (address.tags ?? []).map(tagKey).filter((key) => !tags.has(key));
    const full = chunk.length >= rows || (chunk.length + 1) * perAddress + tags.size + added.length > budget;
    if (chunk.length > 0 && full) {
      yield chunk;
      chunk = [];
      tags = new Set();
    }
    chunk.push(address);
    for (const key of (address.tags ?? []).map(tagKey)) tags.add(key);
  }
  if (chunk.length > 0) yield chunk;
}

/** The history entry an import's chunks write into. */
interface ImportEntryInput {
  id: string;
  uid: string;
  fileName: string | null;
  /** Known to exist: created by an earlier call or chunk. */
  exists: boolean;
}

/**
 * `work` on each item, `width` at a time; the answers in the items' order.
 * Stops taking items at the first failure, which it throws once those
 * under way have ended.
 */
async function inParallel<T, R>(items: Iterator<T>, width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let failed = false;
  let index = 0;
  const lane = async () => {
    for (let next = items.next(); !next.done && !failed; next = items.next()) {
      const at = index++;
      try {
        out[at] = await work(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: width }, lane));
  const failure = lanes.find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
  return out;
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

/** One transaction: the rules of the import for a slice of the addresses. */
async function importChunk(
  deps: Deps,
  uid: string,
  input: ImportInput,
  listIDs: string[],
  addresses: ListedAddress[],
  {
    reservation,
    suppressions,
    entry,
  }: { reservation: string | null; suppressions: SuppressionCheck; entry: ImportEntryInput },
): Promise<BatchSubscribersAnswer> {
  const { store } = deps;
  const teamID = input.teamID;
  const ids = addresses.map(({ email }) => subscriberID(teamID, email));
  const hashes = addresses.map(({ email }) => hashEmail(deps.hashSecret, email));
  return store.runTransaction(async (tx) => {
    const now = deps.now();
    // The caller's membership and the chunk's subscribers in one request; then what the import's
    // other chunks move too: the history entry (its counts), the lists and the team.
    const [memberSnap, ...snaps] = await tx.getAll<DocData>([
      memberRef(store, teamID, uid),
      ...ids.map((id) => subscriberRef(store, id)),
    ]);
    const existing = snaps.map((snap) => snap.data() as SubscriberDoc | undefined);
    // Only addresses that could join a list need asking: not those already on every chosen list.
    const asked = hashes.filter((_, i) => !existing[i] || listIDs.some((id) => !isSubscribed(existing[i]!, id)));
    const suppressed = await suppressions.suppressed(asked, listIDs, tx);
    const entryRef = importRef(store, teamID, entry.id);
    const stored = (await tx.get(entryRef)).data();
    // An undo started meanwhile stops the rest of the import.
    if (stored) assertImportContinues(stored, uid);
    const lists = await readLists(tx, store, teamID, listIDs);
    const membership = membershipOf(
      teamID,
      (await tx.get(teamRef(store, teamID))).data(),
      memberSnap.data() as MemberDoc | undefined,
    );
    const { team } = membership;
    requirePermission(membership, 'manageSubscribers');
    await assertListsWritable(tx, store, teamID, team, lists);
    // What happens to each address, worked out once: the plan's check counts the ones created, the writes apply it.
    const verdicts = addresses.map((_, i) =>
      addressVerdict({ found: existing[i], listIDs, suppressed: suppressed.get(hashes[i]) }),
    );
    const creating = addresses.filter(
      ({ left }, i) => !left && !existing[i] && verdicts[i].verdict !== 'opted-out',
    ).length;
    const held = reservation ? (team.reservations?.[reservation]?.places ?? 0) : 0;
    if (creating > held && Number.isFinite(planFor(team.subscription.tier).maxSubscribers)) {
      // More new addresses than counted beforehand (one was deleted meanwhile): checked against the plan
      // strictly, reading the counts in the transaction, so the chunk may wait on recipients' changes.
      const taken = takenPlaces(await countedTeam(store, teamID, team, tx), now) - held;
      assertWithinPlan('imported-subscribers', team.subscription.tier, taken, creating);
    }

    const out = emptyBatchAnswer();
    const changes = new CounterChanges();
    /** The tags the chunk gives, noted as the team's (importChunks left room for them). */
    const given: string[] = [];
    const log = consentLog(tx, deps, teamID);
    const optIn = (emailHash: string, listID: string) =>
      log.write({ newsletterID: listID, emailHash, action: 'opt-in', source: CONSENT_SOURCES.import, at: now });
    const where = keptOutWhere(input.keptOutIn ?? null, input.fileName ?? null);
    /**
     * A row the file says left: kept out of every chosen list it is not on, as a recipient's own opt-out is
     * (a suppression entry and its consent record), and never created. A list it is on here stays as it is.
     */
    const keepOut = (i: number, reason: KeptOutReason) => {
      const source = importedOptOutConsent(reason, where);
      for (const listID of listIDs) {
        if ((existing[i] && isSubscribed(existing[i], listID)) || suppressed.get(hashes[i])?.has(listID)) continue;
        suppress(tx, store, { teamID, newsletterID: listID, emailHash: hashes[i], source, at: now });
        log.write({ newsletterID: listID, emailHash: hashes[i], action: 'opt-out', source, at: now });
      }
      out.optedOut.push(existing[i]?.subscriberEmail ?? addresses[i].email);
    };
    addresses.forEach(({ email, name, notes, tags = [], left }, i) => {
      if (left) return keepOut(i, left);
      const ref = subscriberRef(store, ids[i]);
      const found = existing[i];
      const { verdict, joins, keptOutOf } = verdicts[i];
      if (!found) {
        // Kept out of every chosen list: not created at all.
        if (verdict === 'opted-out') {
          out.optedOut.push(email);
          return;
        }
        const doc = newSubscriberDoc(
          teamID,
          email,
          { subscriberName: name, notes: importedNotes(input.notes, notes), subscriptionSource: IMPORT_SOURCE, tags },
          now,
        );
        const joined = joins.filter((listID) => subscribe(doc, listID, now, IMPORT_SOURCE));
        for (const listID of joined) {
          changes.subscribed(listID, now);
          optIn(hashes[i], listID);
        }
        doc.lastImport = { id: entry.id, at: now, created: true, listIDs: joined };
        changes.created(now);
        tx.create(ref, withQueryKeys(doc));
        given.push(...tagsOf(doc));
        out.createdSubscriberIDs.push(ids[i]);
        if (keptOutOf.length > 0) out.optedOut.push(email);
        return;
      }
      // A name fills an empty one and never replaces a name the sender kept (docs/product.md §5).
      const named = !found.subscriberName && name !== '';
      if (named) found.subscriberName = name;
      // A row's tags join those the subscriber has, as many as fit.
      const before = tagsOf(found);
      const merged = mergeTags(before, tags);
      const tagged = merged.length !== before.length;
      if (tagged) {
        found.tags = merged;
        given.push(...merged.slice(before.length));
      }
      const joined = joins.filter((listID) => subscribe(found, listID, now, IMPORT_SOURCE));
      for (const listID of joined) {
        changes.subscribed(listID, now);
        optIn(hashes[i], listID);
      }
      if (joined.length > 0) {
        found.lastImport = { id: entry.id, at: now, created: false, listIDs: joined };
      } else if (found.lastImport?.id === entry.id) {
        // A repeat in a later call of the same import (a name it fills) is still the import's own change.
        found.lastImport = { ...found.lastImport, at: now };
      }
      if (joined.length > 0 || named || tagged) {
        found.modifiedAt = now;
        tx.set(ref, withQueryKeys(found));
      }
      if (joined.length > 0) out.updatedSubscriberIDs.push(ids[i]);
      if (keptOutOf.length > 0) out.optedOut.push(found.subscriberEmail);
      else if (joined.length === 0) out.alreadyExists.push(found.subscriberEmail);
    });

    noteTags(tx, store, teamID, given, now);
    const extra: UpdateData = {};
    if (reservation && held > 0)
      extra[`reservations.${reservation}.places`] = FieldValue.increment(-Math.min(creating, held));
    changes.write(tx, store, teamID, lists, now, extra);
    const counts = { created: out.createdSubscriberIDs.length, added: out.updatedSubscriberIDs.length };
    if (counts.created + counts.added > 0) {
      // On a shard, as chunks side by side all count, and each reads the entry.
      if (stored) addToImportCounts(tx, store, teamID, entry.id, counts);
      else tx.create(entryRef, newImportDoc({ ...entry, teamID, listIDs, ...counts, now }));
    }
    if (stored || counts.created + counts.added > 0) entry.exists = true;
    return out;
  });
}
