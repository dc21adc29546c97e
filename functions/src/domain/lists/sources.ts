/**
 * Sources of a list (docs/product.md §4 Sources): named subscribe links, each
 * with its QR code, for the places a sender shares the list. A sign-up
 * confirmed through one is credited to it in the confirmation's own
 * transaction (`creditSource`), by week, so the dashboard reads a list's
 * sources and never its subscribers. Nothing about the visitor is kept: no
 * cookie, no address, no count of visits; only sign-ups are counted.
 *
 * Sources are a tracked-links feature (Core and up). On a plan without it the
 * sources stay, readable and deletable; their links subscribe people as the
 * plain subscribe page does, crediting nothing.
 */
import {
  MAX,
  SOURCE_MESSAGES,
  SOURCE_WEEKS,
  planHas,
  sourceKey,
  sourceNameTaken,
  type ListSource,
  type NewsletterSourcesAnswer,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, type DocSnapshot, type Store, type Transaction } from '../../store/port';
import { addToShard, periodIncrements, shardSums, type Counts } from '../counters';
import { COLLECTIONS, type SourceDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { listWithMembership, requireMembership, requirePermission } from '../membership';
import { assertPlanHas, assertListsWritable } from '../plans';
import { DAY_MS, dayKey, lastWeeks, toTimestamp, weekKey } from '../time';
import { changeTeamData } from '../team-signal';
import { listRef } from '../records';

export const sourceRef = (store: Store, id: string) => store.doc<SourceDoc>(`${COLLECTIONS.sources}/${id}`);

/** A list's sources: one field equal, which Firestore indexes by itself; at most MAX.sourcesPerList. */
export const sourcesOf = (store: Store, listID: string) =>
  store.collection<SourceDoc>(COLLECTIONS.sources).where('newsletterID', '==', listID);

const sourceOwner = (id: string) => `${COLLECTIONS.sources}/${id}`;

/** A source with its counts: its own fields (from before shards) plus its shards' (domain/counters/counter-shards.ts). */
function toListSource(snap: DocSnapshot<SourceDoc>, weeks: readonly string[], sum: Counts | undefined): ListSource {
  const doc = snap.data()!;
  const weekSum = sum?.subscribeWeeks;
  const shardWeek = (week: string) => (typeof weekSum === 'object' ? ((weekSum[week] as number) ?? 0) : 0);
  return {
    id: snap.id,
    newsletterID: doc.newsletterID,
    name: doc.name,
    createdAt: toTimestamp(doc.createdAt),
    subscribes: (doc.subscribes ?? 0) + (typeof sum?.subscribes === 'number' ? sum.subscribes : 0),
    weekly: weeks.map((week) => Math.max(0, (doc.subscribeWeeks?.[week] ?? 0) + shardWeek(week))),
  };
}

/** Refuses a name another source of the list has, compared without case. */
function assertNameFree(siblings: readonly DocSnapshot<SourceDoc>[], name: string, self?: string): void {
  const key = sourceKey(name);
  const clash = siblings.find((snap) => snap.id !== self && snap.data()!.nameKey === key);
  if (clash) throw new DomainError('already-exists', sourceNameTaken(clash.data()!.name));
}

/**
 * POST /sources. The name is checked against the list's other sources in the
 * transaction that creates it, so two racing requests cannot both take it.
 */
export async function createSource(deps: Deps, uid: string, input: ParsedInput<'createSource'>): Promise<ListSource> {
  const { store } = deps;
  const now = deps.now();
  return changeTeamData(deps, async (tx, changed) => {
    const { list, membership } = await listWithMembership(tx, store, uid, input.newsletterID);
    requirePermission(membership, 'manageNewsletters');
    changed(list.teamID);
    assertPlanHas('trackLinks', membership.team.subscription.tier);
    await assertListsWritable(tx, store, list.teamID, membership.team, new Map([[input.newsletterID, list]]));
    const siblings = (await tx.getQuery(sourcesOf(store, input.newsletterID))).docs;
    assertNameFree(siblings, input.name);
    if (siblings.length >= MAX.sourcesPerList) throw new DomainError('conflict', SOURCE_MESSAGES.full);
    const ref = store.collection<SourceDoc>(COLLECTIONS.sources).doc();
    const doc: SourceDoc = {
      teamID: list.teamID,
      newsletterID: input.newsletterID,
      name: input.name,
      nameKey: sourceKey(input.name),
      subscribes: 0,
      subscribeWeeks: {},
      createdAt: now,
      modifiedAt: now,
    };
    tx.create(ref, doc);
    return {
      id: ref.id,
      newsletterID: doc.newsletterID,
      name: doc.name,
      createdAt: toTimestamp(now),
      subscribes: 0,
      weekly: lastWeeks(now, SOURCE_WEEKS).map(() => 0),
    };
  });
}

/** A source and the caller's membership of its team; another team's source answers like a missing one. */
async function readSource(tx: Transaction, store: Store, uid: string, id: string) {
  const source = (await tx.get(sourceRef(store, id))).data();
  if (!source) throw notFound('Source');
  const membership = await requireMembership(store, uid, source.teamID, tx, 'Source');
  return { source, membership };
}

/**
 * PUT /sources/{id}. Its link stays the same; sign-ups already recorded keep
 * the name they were made under.
 */
export async function renameSource(deps: Deps, uid: string, input: ParsedInput<'renameSource'>): Promise<void> {
  const { store } = deps;
  await changeTeamData(deps, async (tx, changed) => {
    const { source, membership } = await readSource(tx, store, uid, input.id);
    requirePermission(membership, 'manageNewsletters');
    changed(source.teamID);
    assertPlanHas('trackLinks', membership.team.subscription.tier);
    const list = (await tx.get(listRef(store, source.newsletterID))).data();
    if (!list) throw notFound('Source');
    await assertListsWritable(tx, store, source.teamID, membership.team, new Map([[source.newsletterID, list]]));
    assertNameFree((await tx.getQuery(sourcesOf(store, source.newsletterID))).docs, input.name, input.id);
    tx.update(sourceRef(store, input.id), { name: input.name, nameKey: sourceKey(input.name), modifiedAt: deps.now() });
  });
}

/**
 * DELETE /sources/{id}, on any plan and any list, as other deletions are. Its
 * counts go with it; its link and printed QR codes keep subscribing people to
 * the list, credited to no source.
 */
export async function deleteSource(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  await changeTeamData(deps, async (tx, changed) => {
    const { source, membership } = await readSource(tx, store, uid, id);
    requirePermission(membership, 'manageNewsletters');
    changed(source.teamID);
    tx.delete(sourceRef(store, id));
  });
}

/** GET /newsletterSources/{newsletterID}: the list's sources, oldest first, with their sign-ups by week. */
export async function listSources(deps: Deps, uid: string, listID: string): Promise<NewsletterSourcesAnswer> {
  const { store } = deps;
  const list = (await listRef(store, listID).get()).data();
  if (!list) throw notFound('Newsletter');
  const membership = await requireMembership(store, uid, list.teamID, undefined, 'Newsletter');
  requirePermission(membership, 'viewSubscribers');
  const weeks = lastWeeks(deps.now(), SOURCE_WEEKS);
  const snaps = (await sourcesOf(store, listID).get()).docs;
  const sums = await shardSums(
    store,
    snaps.map((snap) => sourceOwner(snap.id)),
  );
  const sources = snaps
    .sort((a, b) => a.data()!.createdAt - b.data()!.createdAt || a.id.localeCompare(b.id))
    .map((snap) => toListSource(snap, weeks, sums.get(sourceOwner(snap.id))));
  return { weeks, sources };
}

/**
 * The source a public request names, if it is one of the list's, else null:
 * an unknown or deleted source, or another list's, subscribes without one. A
 * read: call it before the transaction's first write.
 */
export async function sourceOfList(
  tx: Transaction,
  store: Store,
  sourceID: string | null | undefined,
  list: { id: string; teamID: string },
): Promise<{ id: string; doc: SourceDoc } | null> {
  if (!sourceID) return null;
  const doc = (await tx.get(sourceRef(store, sourceID))).data();
  return doc && doc.newsletterID === list.id && doc.teamID === list.teamID ? { id: sourceID, doc } : null;
}

/** Whether a sign-up through a source is credited to it: only while the team's plan tracks links. */
export const creditsSources = (tier: unknown) => planHas(tier, 'trackLinks');

/**
 * Counts a confirmed sign-up on one of its source's shards, in the
 * confirmation's transaction, dropping weeks no longer shown: a printed QR
 * code brings many sign-ups at once.
 */
export function creditSource(tx: Transaction, store: Store, source: { id: string; doc: SourceDoc }, now: number) {
  const oldest = lastWeeks(now, SOURCE_WEEKS)[0];
  const before = (n: number) => dayKey(Date.parse(`${oldest}T00:00:00Z`) - n * 7 * DAY_MS);
  addToShard(tx, store, sourceOwner(source.id), source.doc.teamID, {
    subscribes: FieldValue.increment(1),
    subscribeWeeks: periodIncrements(oldest, new Map([[weekKey(now), 1]]), before),
  });
}

/** Deletes a deleted list's sources, a batch at a time. */
export async function deleteSourcesOf(store: Store, listID: string, pageSize: number): Promise<void> {
  for (;;) {
    const page = await sourcesOf(store, listID).limit(pageSize).get();
    if (page.empty) return;
    const batch = store.batch();
    for (const snap of page.docs) batch.delete(store.doc(snap.path));
    await batch.commit();
  }
}
