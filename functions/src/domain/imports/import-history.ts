/**
 * A team's import history and the undo of an import (docs/product.md §4
 * Undoing an import).
 *
 * An import that writes creates `teams/{teamID}/imports/{importID}` and
 * stamps every subscriber it creates or puts on a list with `lastImport`
 * (domain/imports/import-addresses.ts), in the same transactions. The stamp's `at` is the
 * `modifiedAt` the import left, and every later change of a subscriber (the
 * team's edits, tags, another import, the recipient's own opt-out or return)
 * moves `modifiedAt`: so "changed since the import" is one comparison.
 *
 * An undo, within IMPORT_UNDO_DAYS of the import:
 * 1. claims the entry (`undoing`) in a transaction: a second undo meanwhile is
 *    refused, and so are further calls of the same import;
 * 2. finds the subscribers stamped by the import, then goes through them in
 *    transactions sized to the store's cap on writes, each re-reading what it
 *    changes: a subscriber the import created and nobody changed since is
 *    deleted; one it put on lists and nobody changed since is taken off those
 *    lists, back as it was before (no trace of an opt-out, so a later import
 *    may add it again); anything else is left alone. Counters and consent
 *    records (appended to the team's chain, domain/consent/consent.ts) change in the
 *    same transaction, and the entry counts what was done. An undo is the
 *    sender's own removal: it writes no suppression entry (domain/consent/suppressions.ts);
 *    a recipient's opt-out since changed the subscriber, so it is left alone;
 * 3. marks the entry `undone`.
 * Each step is safe to repeat: a subscriber already dealt with no longer
 * carries the stamp, so an undo that stopped part way (a crash, a lost
 * connection) is finished by calling it again once its claim has gone stale.
 */
import {
  CONSENT_SOURCES,
  IMPORT_HISTORY_MESSAGES,
  IMPORT_UNDO_MS,
  MAX,
  type ImportHistory,
  type ImportHistoryEntry,
  type ImportUndoCounts,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, type Store, type Transaction } from '../../store/port';
import { addToShard, shardSums, sumOf, CounterChanges } from '../counters';
import { consentLog } from '../consent';
import { COLLECTIONS, type ImportDoc, type ListDoc, type SubscriberDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { currentLists, queueDeletion, readRemainingLists, withQueryKeys } from '../subscribers';
import { toTimestamp } from '../time';
import { subscriberRef, teamMembers } from '../records';

/** A running undo that has not moved on for this long is taken to have stopped, and may be finished by another call. */
export const UNDO_STALE_MS = 2 * 60_000;
/** Subscribers per undo transaction where the store sets no cap: keeps each transaction short. */
const UNDO_CHUNK = 2000;

export const importsOf = (store: Store, teamID: string) =>
  store.collection<ImportDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.imports}`);

export const importRef = (store: Store, teamID: string, importID: string) => importsOf(store, teamID).doc(importID);

/** Whose counter shards hold what an import's later chunks counted (they run side by side, domain/imports/import-addresses.ts). */
const importOwner = (importID: string) => `${COLLECTIONS.imports}/${importID}`;

/** Adds a chunk's subscribers to its import's counts, on one of their shards. */
export function addToImportCounts(
  tx: Transaction,
  store: Store,
  teamID: string,
  importID: string,
  counts: { created: number; added: number },
): void {
  addToShard(tx, store, importOwner(importID), teamID, {
    created: FieldValue.increment(counts.created),
    added: FieldValue.increment(counts.added),
  });
}

/** The entries with their counts: the entry's own (its first chunk's) and those on its shards. */
async function withShardCounts(store: Store, entries: readonly { id: string; doc: ImportDoc }[]) {
  const sums = await shardSums(
    store,
    entries.map(({ id }) => importOwner(id)),
  );
  return entries.map(({ id, doc }) => {
    const sum = sums.get(importOwner(id));
    return {
      id,
      doc: { ...doc, created: doc.created + sumOf(sum, 'created'), added: doc.added + sumOf(sum, 'added') },
    };
  });
}

export function newImportDoc(fields: {
  teamID: string;
  uid: string;
  fileName: string | null;
  listIDs: readonly string[];
  created: number;
  added: number;
  now: number;
}): ImportDoc {
  return {
    teamID: fields.teamID,
    byUid: fields.uid,
    at: fields.now,
    fileName: fields.fileName,
    newsletterIDs: [...fields.listIDs],
    created: fields.created,
    added: fields.added,
    status: 'done',
  };
}

/** A call may continue an import only while it is not undone, and only its own starter's. */
export function assertImportContinues(entry: ImportDoc | undefined, uid: string): void {
  if (!entry) return;
  if (entry.byUid !== uid) throw new DomainError('conflict', IMPORT_HISTORY_MESSAGES.continuedByOther);
  if (entry.status !== 'done') throw new DomainError('conflict', IMPORT_HISTORY_MESSAGES.continueUndone);
}

/**
 * Someone deleting their account is no longer named by the imports and undos
 * they made in teams of others: the entries stay for the team, by no one.
 */
export async function forgetImporter(store: Store, uid: string, teamID: string): Promise<void> {
  const [imported, undone] = await Promise.all([
    importsOf(store, teamID).where('byUid', '==', uid).get(),
    importsOf(store, teamID).where('undo.byUid', '==', uid).get(),
  ]);
  const updates = new Map<string, Record<string, string>>();
  for (const snap of imported.docs) updates.set(snap.id, { byUid: '' });
  for (const snap of undone.docs) updates.set(snap.id, { ...updates.get(snap.id), 'undo.byUid': '' });
  const ids = [...updates.keys()];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = store.batch();
    for (const id of ids.slice(start, start + 500)) batch.update(importRef(store, teamID, id), updates.get(id)!);
    await batch.commit();
  }
}

/** What an undo does with one subscriber the import stamped, as read now. */
export type UndoStep = 'remove' | 'take-off' | 'leave';

/**
 * The rule of an undo for one subscriber: the import's own work, unchanged
 * since, is undone; anything changed since (or no longer the import's) is left.
 */
export function undoStep(doc: SubscriberDoc | undefined, importID: string): UndoStep {
  const stamp = doc?.lastImport;
  if (!doc || stamp?.id !== importID || doc.modifiedAt !== stamp.at) return 'leave';
  return stamp.created ? 'remove' : 'take-off';
}

/**
 * Takes the subscriber off the lists the import put it on, as if it had
 * never joined them (mutating doc); answers the subscriptions ended, with
 * when each began.
 */
export function takeOffImportedLists(doc: SubscriberDoc, now: number): { listID: string; since: number | null }[] {
  const ended: { listID: string; since: number | null }[] = [];
  for (const listID of doc.lastImport?.listIDs ?? []) {
    const meta = doc.subscriptionMeta[listID];
    // A list deleted since took its subscription with it.
    if (!meta) continue;
    if (meta.unsubscribedAt === null) ended.push({ listID, since: meta.subscribedAt });
    delete doc.subscriptionMeta[listID];
    doc.joinedNewsletterIDs = doc.joinedNewsletterIDs.filter((id) => id !== listID);
  }
  doc.subscribedNewsletterIDs = currentLists(doc);
  const began = Object.values(doc.subscriptionMeta)
    .map((m) => m.subscribedAt)
    .filter((at): at is number => at !== null);
  doc.lastSubscribeEvent = began.length > 0 ? Math.max(...began) : null;
  delete doc.lastImport;
  doc.modifiedAt = now;
  return ended;
}

/** GET /importHistory: the team's latest imports, newest first; every role may read it. */
export async function importHistory(deps: Deps, uid: string, teamID: string): Promise<ImportHistory> {
  const { store } = deps;
  const membership = await requireMembership(store, uid, teamID);
  requirePermission(membership, 'viewSubscribers');
  const [snaps, members] = await Promise.all([
    importsOf(store, teamID).orderBy('at', 'desc').limit(MAX.importHistory).get(),
    teamMembers(store, teamID).get(),
  ]);
  // Named as the team's members list names them now: someone who left, or deleted their account, is not named.
  const names = new Map(members.docs.map((snap) => [snap.id, snap.data()!.name || snap.data()!.email]));
  const now = deps.now();
  const entries = await withShardCounts(
    store,
    snaps.docs.map((snap) => ({ id: snap.id, doc: snap.data()! })),
  );
  return { imports: entries.map(({ id, doc }) => toEntry(id, doc, names, now)) };
}

function toEntry(id: string, doc: ImportDoc, names: ReadonlyMap<string, string>, now: number): ImportHistoryEntry {
  const until = doc.at + IMPORT_UNDO_MS;
  return {
    id,
    at: toTimestamp(doc.at),
    by: names.get(doc.byUid) ?? null,
    fileName: doc.fileName,
    newsletterIDs: doc.newsletterIDs,
    created: doc.created,
    added: doc.added,
    status: doc.status,
    undoableUntil: doc.status === 'done' && now < until ? toTimestamp(until) : null,
    undo: doc.undo
      ? {
          at: toTimestamp(doc.undo.at),
          by: names.get(doc.undo.byUid) ?? null,
          ...undoCounts(doc),
        }
      : null,
  };
}

/** What the undo of `doc` did so far; what it did not undo of the import's work was left alone. */
function undoCounts(doc: ImportDoc): ImportUndoCounts {
  const removed = doc.undo?.removed ?? 0;
  const takenOff = doc.undo?.takenOff ?? 0;
  return { removed, takenOff, leftAlone: Math.max(0, doc.created + doc.added - removed - takenOff) };
}

type UndoInput = ParsedInput<'undoImport'>;

/** POST /undoImport. */
export async function undoImport(deps: Deps, uid: string, { teamID, importID }: UndoInput): Promise<ImportUndoCounts> {
  const { store } = deps;
  const ref = importRef(store, teamID, importID);
  const entry = await store.runTransaction(async (tx) => {
    const now = deps.now();
    const membership = await requireMembership(store, uid, teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound('Import');
    if (doc.status === 'undone') throw new DomainError('conflict', IMPORT_HISTORY_MESSAGES.alreadyUndone);
    if (doc.status === 'undoing' && doc.undo && now - doc.undo.activeAt < UNDO_STALE_MS) {
      throw new DomainError('conflict', IMPORT_HISTORY_MESSAGES.undoRunning);
    }
    // An undo that started within the window and stopped part way may always be finished.
    if (doc.status === 'done' && now >= doc.at + IMPORT_UNDO_MS) {
      throw new DomainError('conflict', IMPORT_HISTORY_MESSAGES.tooOld);
    }
    const undo = { removed: 0, takenOff: 0, ...doc.undo, byUid: uid, activeAt: now, at: null };
    tx.update(ref, { status: 'undoing', undo });
    return { ...doc, status: 'undoing' as const, undo };
  });

  const stamped = await store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', teamID)
    .where('lastImport.id', '==', importID)
    .get();
  const ids = stamped.docs.map((snap) => snap.id);
  const size = undoChunkSize(store.maxTransactionWrites, entry.newsletterIDs.length);
  try {
    for (let start = 0; start < ids.length; start += size) {
      await undoChunk(deps, uid, teamID, importID, ids.slice(start, start + size));
    }
    const done = await store.runTransaction(async (tx) => {
      const doc = (await tx.get(ref)).data();
      if (!doc) throw notFound('Import');
      // A concurrent call that took over a stalled undo may have finished first: the same result either way.
      if (doc.status === 'undoing') tx.update(ref, { status: 'undone', 'undo.at': deps.now() });
      return doc;
    });
    const [counted] = await withShardCounts(store, [{ id: importID, doc: done }]);
    return undoCounts(counted.doc);
  } finally {
    deps.signal.teamChanged(teamID);
  }
}

/**
 * Subscribers per undo transaction under the store's cap on writes: each
 * writes or deletes its document and an opt-out per list; the team and one
 * of its counter shards, the entry and each list (a shard of it) take one more.
 */
export function undoChunkSize(maxWrites: number, lists: number): number {
  return Math.min(UNDO_CHUNK, Math.max(1, Math.floor((maxWrites - 3 - lists) / (1 + lists))));
}

async function undoChunk(deps: Deps, uid: string, teamID: string, importID: string, ids: string[]): Promise<void> {
  const { store } = deps;
  const ref = importRef(store, teamID, importID);
  await store.runTransaction(async (tx) => {
    const now = deps.now();
    const membership = await requireMembership(store, uid, teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const entry = (await tx.get(ref)).data();
    // Finished by a concurrent call meanwhile: nothing is left to do.
    if (entry?.status !== 'undoing') return;
    const docs = (await tx.getAll(ids.map((id) => subscriberRef(store, id)))).map((snap) => snap.data());
    const lists = new Map<string, ListDoc>();
    const touched = docs.flatMap((doc) =>
      doc && undoStep(doc, importID) !== 'leave' ? doc.subscribedNewsletterIDs : [],
    );
    await readRemainingLists(tx, store, teamID, touched, lists);

    const changes = new CounterChanges();
    const log = consentLog(tx, deps, teamID);
    let removed = 0;
    let takenOff = 0;
    docs.forEach((doc, i) => {
      const step = undoStep(doc, importID);
      if (!doc || step === 'leave') return;
      if (step === 'remove') {
        queueDeletion(tx, deps, {
          id: ids[i],
          doc,
          lists,
          changes,
          consent: log,
          now,
          source: CONSENT_SOURCES.importUndone,
        });
        removed += 1;
        return;
      }
      for (const { listID, since } of takeOffImportedLists(doc, now)) {
        changes.unsubscribed(listID, since);
        log.write({
          newsletterID: listID,
          email: doc.subscriberEmail,
          action: 'opt-out',
          source: CONSENT_SOURCES.importUndone,
          at: now,
        });
      }
      tx.set(subscriberRef(store, ids[i]), withQueryKeys(doc));
      takenOff += 1;
    });
    changes.write(tx, store, teamID, lists, now);
    tx.update(ref, {
      'undo.removed': FieldValue.increment(removed),
      'undo.takenOff': FieldValue.increment(takenOff),
      'undo.activeAt': now,
    });
  });
}
