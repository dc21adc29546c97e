import { hash } from 'node:crypto';
import {
  CONSENT_SOURCES,
  dashboardNoteConsent,
  DEFAULT_SUBSCRIPTION_SOURCE,
  emailKey,
  sameTags,
  type ParsedInput,
  type Subscriber,
} from '@listkeep/common';
import { suppressedMessage } from '@listkeep/common/src/server/suppression';
import { DomainError, notFound } from '../errors';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import type { DocSnapshot, Store, Transaction } from '../../store/port';
import { consentLog, type ConsentLog, suppressionCheck, type SuppressionCheck } from '../consent';
import { CounterChanges, countedTeam } from '../counters';
import type { ConsentDoc, ListDoc, SubscriberDoc, TeamDoc } from '../docs';
import { requireMembership, requirePermission, type Membership } from '../membership';
import { assertWithinPlan, assertListsWritable } from '../plans';
import { tagsAfterEdit, tagsOf } from './subscriber-tags';
import { toTimestamp } from '../time';
import { changeTeamData } from '../team-signal';
import { withQueryKeys } from './subscriber-keys';
import { noteTags } from './team-tags';
import { listRef, subscriberRef } from '../records';
import { queueSubscriberEvents, teamWebhooks } from '../webhooks';

export const ALREADY_EXISTS_MESSAGE = 'A subscriber with this email already exists for this newsletter.';

/**
 * The document id of a team's subscriber for an address: the team id and a
 * hash of the address's key. Two requests for one address therefore meet on
 * one document, and a transaction's read of that id settles uniqueness with
 * no query (queries cannot lock absent documents in every store).
 */
export function subscriberID(teamID: string, email: string): string {
  const digest = hash('sha256', emailKey(email), 'base64url').slice(0, 27);
  return `${teamID}_${digest}`;
}

/** Subscribers per transaction of a bulk call where the store's cap allows more: keeps each transaction short. */
export const BULK_CHUNK = 500;

/**
 * The check of a bulk call on a team's subscribers, before anything is
 * written: the caller's membership (404 if not a member), `manageSubscribers`
 * (401), then `check` on the membership (a plan's feature, say), so that a
 * refusal costs no read of a subscriber; then every subscriber, once each, in
 * the order first named: one missing or of another team answers 404.
 */
export async function readTeamSubscribers(
  store: Store,
  uid: string,
  teamID: string,
  ids: readonly string[],
  check?: (membership: Membership) => void,
): Promise<{ membership: Membership; ids: string[]; docs: SubscriberDoc[] }> {
  const unique = [...new Set(ids)];
  const membership = await requireMembership(store, uid, teamID);
  requirePermission(membership, 'manageSubscribers');
  check?.(membership);
  const docs = (await Promise.all(unique.map((id) => subscriberRef(store, id).get()))).map((snap) => snap.data());
  const inTeam = docs.filter((doc): doc is SubscriberDoc => doc?.teamID === teamID);
  if (inTeam.length !== unique.length) throw notFound('Subscriber');
  return { membership, ids: unique, docs: inTeam };
}

export function isSubscribed(doc: SubscriberDoc, listID: string): boolean {
  const meta = doc.subscriptionMeta[listID];
  return doc.joinedNewsletterIDs.includes(listID) && meta !== undefined && meta.unsubscribedAt === null;
}

/** Whether the subscriber opted out of (or was taken off) the list. */
export function hasLeft(doc: SubscriberDoc, listID: string): boolean {
  const meta = doc.subscriptionMeta[listID];
  return doc.joinedNewsletterIDs.includes(listID) && meta !== undefined && meta.unsubscribedAt !== null;
}

/** Puts the subscriber on the list (mutating doc); true when that is a new subscription. */
export function subscribe(doc: SubscriberDoc, listID: string, now: number, source: string): boolean {
  if (isSubscribed(doc, listID)) return false;
  if (!doc.joinedNewsletterIDs.includes(listID)) doc.joinedNewsletterIDs.push(listID);
  // Keys in sorted order, the order the store keeps a map's keys in: an import's documents are then written as they are.
  doc.subscriptionMeta[listID] = { source, subscribedAt: now, unsubscribedAt: null };
  doc.subscribedNewsletterIDs = currentLists(doc);
  doc.lastSubscribeEvent = now;
  return true;
}

/** Takes the subscriber off the list, keeping the record of it; true when it was subscribed. */
export function unsubscribe(doc: SubscriberDoc, listID: string, now: number): boolean {
  if (!isSubscribed(doc, listID)) return false;
  doc.subscriptionMeta[listID] = { ...doc.subscriptionMeta[listID], unsubscribedAt: now };
  doc.subscribedNewsletterIDs = currentLists(doc);
  return true;
}

export function currentLists(doc: SubscriberDoc): string[] {
  return doc.joinedNewsletterIDs.filter((id) => doc.subscriptionMeta[id]?.unsubscribedAt === null);
}

export function newSubscriberDoc(teamID: string, email: string, fields: Partial<SubscriberDoc>, now: number) {
  const doc: SubscriberDoc = {
    teamID,
    subscriberEmail: email,
    emailKey: emailKey(email),
    subscriberName: '',
    notes: '',
    nameKey: '',
    filterKeys: [],
    joinedNewsletterIDs: [],
    subscribedNewsletterIDs: [],
    subscriptionMeta: {},
    subscriptionSource: DEFAULT_SUBSCRIPTION_SOURCE,
    createdAt: now,
    modifiedAt: now,
    lastSubscribeEvent: null,
    tags: [],
    ...fields,
  };
  return withQueryKeys(doc);
}

export function toSubscriber(snap: DocSnapshot<SubscriberDoc>): Subscriber {
  const doc = snap.data()!;
  return {
    id: snap.id,
    subscriberEmail: doc.subscriberEmail,
    subscriberName: doc.subscriberName,
    notes: doc.notes,
    newsletterIDs: doc.joinedNewsletterIDs,
    subscriptionMeta: Object.fromEntries(
      Object.entries(doc.subscriptionMeta).map(([id, m]) => [
        id,
        { subscribedAt: toTimestamp(m.subscribedAt), unsubscribedAt: toTimestamp(m.unsubscribedAt), source: m.source },
      ]),
    ),
    createdAt: toTimestamp(doc.createdAt),
    modifiedAt: toTimestamp(doc.modifiedAt),
    lastSubscribeEvent: toTimestamp(doc.lastSubscribeEvent),
    subscriptionSource: doc.subscriptionSource,
    tags: tagsOf(doc),
  };
}

/**
 * Reads the team's lists with these ids in tx. A list of another team answers
 * exactly like a list that does not exist.
 */
export async function readLists(
  tx: Transaction,
  store: Store,
  teamID: string,
  ids: readonly string[],
): Promise<Map<string, ListDoc>> {
  const lists = new Map<string, ListDoc>();
  for (const id of new Set(ids)) {
    const doc = (await tx.get(listRef(store, id))).data();
    if (!doc || doc.teamID !== teamID) throw notFound('Newsletter');
    lists.set(id, doc);
  }
  return lists;
}

/**
 * Adds to `lists` the team's lists among `ids` not read yet. A list deleted
 * while its clean-up is still running is skipped, not an error.
 */
export async function readRemainingLists(
  tx: Transaction,
  store: Store,
  teamID: string,
  ids: readonly string[],
  lists: Map<string, ListDoc>,
): Promise<void> {
  for (const id of new Set(ids)) {
    if (lists.has(id)) continue;
    const doc = (await tx.get(listRef(store, id))).data();
    if (doc && doc.teamID === teamID) lists.set(id, doc);
  }
}

/** Active import reservations of a team (domain/imports/import-addresses.ts), summed. */
function reservedPlaces(reservations: TeamDoc['reservations'], now: number) {
  let total = 0;
  for (const r of Object.values(reservations ?? {})) if (r.expiresAt > now) total += r.places;
  return total;
}

/** The subscriber places a team uses against its plan: its subscribers and the places imports hold. */
export function takenPlaces(team: Pick<TeamDoc, 'counters' | 'reservations'>, now: number): number {
  return team.counters.subscribers + reservedPlaces(team.reservations, now);
}

/**
 * The consent source of lists the sender puts a subscriber on in the
 * dashboard: 'dashboard', with the source the sender gave as its note. The
 * sender's words never become the source itself, so "subscribe page" cannot
 * pass for the recipient's own sign-up. The contract fills in
 * DEFAULT_SUBSCRIPTION_SOURCE when none is sent (and the form sends it for
 * an empty field), so that value counts as none given.
 */
export function creationConsentSource(subscriptionSource: string): string {
  const given = subscriptionSource.trim();
  return given === '' || given === DEFAULT_SUBSCRIPTION_SOURCE
    ? CONSENT_SOURCES.dashboard
    : dashboardNoteConsent(given);
}

export type ConsentChange = {
  /** Whose record: the address before the edit or after it (the same one unless the edit moved it). */
  address: 'old' | 'new';
  listID: string;
  action: ConsentDoc['action'];
  source: string;
};

/**
 * The consent records of a sender's edit that takes the subscriber from the
 * lists `before` to the lists `after`. Without a move each list whose state
 * changed gets one record.
 *
 * A move (the address changed, not just its case) is a different address
 * starting and the old one stopping, so the record says so rather than
 * pretending nothing happened: the old address is recorded leaving every list
 * it was on, and the new one joining every list it is on now. The records
 * cannot prove the two addresses belong to one person, so lists carried over
 * name the address change as their source, not an opt-in of the new address;
 * lists added in the same edit are the sender's own dashboard opt-in.
 */
export function consentChanges(
  before: readonly string[],
  after: readonly string[],
  moved: boolean,
  source: string = CONSENT_SOURCES.dashboard,
): ConsentChange[] {
  const wasOn = new Set(before);
  const isOn = new Set(after);
  const out: ConsentChange[] = [];
  if (moved) {
    for (const listID of wasOn)
      out.push({ address: 'old', listID, action: 'opt-out', source: CONSENT_SOURCES.addressChange });
    for (const listID of isOn) {
      out.push({
        address: 'new',
        listID,
        action: 'opt-in',
        source: wasOn.has(listID) ? CONSENT_SOURCES.addressChange : source,
      });
    }
    return out;
  }
  for (const listID of wasOn) if (!isOn.has(listID)) out.push({ address: 'new', listID, action: 'opt-out', source });
  for (const listID of isOn) if (!wasOn.has(listID)) out.push({ address: 'new', listID, action: 'opt-in', source });
  return out;
}

/**
 * Refuses (409) putting `email` on any of `joining` that it opted out of
 * itself (domain/consent/suppressions.ts), naming those lists; read in tx.
 */
async function refuseSuppressed(
  tx: Transaction,
  check: SuppressionCheck,
  deps: Deps,
  email: string,
  joining: ReadonlyMap<string, ListDoc>,
): Promise<void> {
  if (joining.size === 0) return;
  const emailHash = hashEmail(deps.hashSecret, email);
  const lists = (await check.suppressed([emailHash], [...joining.keys()], tx)).get(emailHash);
  if (!lists) return;
  const message = suppressedMessage(
    email,
    [...lists].map((id) => joining.get(id)!.newsletterName),
  );
  throw new DomainError('conflict', message, [{ path: 'subscribedNewsletters', message }]);
}

type CreateInput = ParsedInput<'createSubscriber'>;
type UpdateInput = ParsedInput<'updateSubscriber'>;

/**
 * POST /subscribers (and POST /v1/subscribers, whose records name the API as
 * `source`; the dashboard's name it by the sender's own source).
 */
export async function createSubscriber(
  deps: Deps,
  uid: string,
  input: CreateInput,
  source = creationConsentSource(input.subscriptionSource),
): Promise<string> {
  const { store } = deps;
  const now = deps.now();
  const id = subscriberID(input.teamID, input.subscriberEmail);
  // A stranger's call is refused before the team's first check can rebuild its suppressions (a write).
  requirePermission(await requireMembership(store, uid, input.teamID), 'manageSubscribers');
  const suppressions = await suppressionCheck(deps, input.teamID);
  const hooks = await teamWebhooks(deps, input.teamID);
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const lists = await readLists(tx, store, input.teamID, input.subscribedNewsletters);
    if ((await tx.get(subscriberRef(store, id))).exists) {
      throw new DomainError('already-exists', ALREADY_EXISTS_MESSAGE);
    }
    const team = await countedTeam(store, input.teamID, membership.team, tx);
    assertWithinPlan('subscribers', team.subscription.tier, takenPlaces(team, now), 1);
    const tags = tagsAfterEdit([], input.tags, team.subscription.tier);
    await assertListsWritable(tx, store, input.teamID, team, lists);
    await refuseSuppressed(tx, suppressions, deps, input.subscriberEmail, lists);

    const doc = newSubscriberDoc(
      input.teamID,
      input.subscriberEmail,
      {
        subscriberName: input.subscriberName,
        notes: input.notes,
        subscriptionSource: input.subscriptionSource,
        tags,
      },
      now,
    );
    const changes = new CounterChanges();
    changes.created(now);
    for (const listID of lists.keys()) if (subscribe(doc, listID, now, source)) changes.subscribed(listID, now);
    tx.create(subscriberRef(store, id), withQueryKeys(doc));
    queueSubscriberEvents(tx, deps, hooks, { after: { id, doc } });
    noteTags(tx, store, input.teamID, tags, now);
    const log = consentLog(tx, deps, input.teamID);
    for (const listID of doc.subscribedNewsletterIDs) {
      log.write({ newsletterID: listID, email: input.subscriberEmail, action: 'opt-in', source, at: now });
    }
    changes.write(tx, store, input.teamID, lists, now);
  });
  deps.signal.teamChanged(input.teamID);
  return id;
}

/**
 * PUT /subscribers/{id}: name, notes, address and lists. The lists become
 * exactly `subscribedNewsletters`: lists left get unsubscribedAt (the record
 * stays), lists added are subscribed now. A new address whose key differs
 * moves the subscriber to the id of that address, so uniqueness keeps resting
 * on document ids; the answer names the id it lives at afterwards.
 */
export async function updateSubscriber(
  deps: Deps,
  uid: string,
  input: UpdateInput,
  source: string = CONSENT_SOURCES.dashboard,
): Promise<string> {
  const { store } = deps;
  const now = deps.now();
  const newID = subscriberID(input.teamID, input.subscriberEmail);
  // A stranger's call is refused before the team's first check can rebuild its suppressions (a write).
  requirePermission(await requireMembership(store, uid, input.teamID), 'manageSubscribers');
  const suppressions = await suppressionCheck(deps, input.teamID);
  const hooks = await teamWebhooks(deps, input.teamID);
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const snap = await tx.get(subscriberRef(store, input.id));
    const old = snap.data();
    if (!old || old.teamID !== input.teamID) throw notFound('Subscriber');
    const lists = await readLists(tx, store, input.teamID, input.subscribedNewsletters);
    await readRemainingLists(tx, store, old.teamID, old.subscribedNewsletterIDs, lists);
    const moving = newID !== input.id;
    if (moving && (await tx.get(subscriberRef(store, newID))).exists) {
      throw new DomainError('already-exists', 'A subscriber with this email already exists in this team.');
    }
    // Tags left out, or sent unchanged, pass on any plan: a lapsed plan keeps them read-only.
    const tags = tagsAfterEdit(tagsOf(old), input.tags, membership.team.subscription.tier);
    // Leaving a read-only list always works; joining one does not.
    const joining = new Map([...lists].filter(([listID]) => !old.subscribedNewsletterIDs.includes(listID)));
    await assertListsWritable(tx, store, input.teamID, membership.team, joining);
    // A new address joins every list it is on: the lists carried over too.
    await refuseSuppressed(tx, suppressions, deps, input.subscriberEmail, moving ? lists : joining);

    const doc: SubscriberDoc = {
      ...old,
      joinedNewsletterIDs: [...old.joinedNewsletterIDs],
      subscriptionMeta: { ...old.subscriptionMeta },
      subscriberEmail: input.subscriberEmail,
      emailKey: emailKey(input.subscriberEmail),
      subscriberName: input.subscriberName,
      notes: input.notes,
      tags,
      modifiedAt: now,
    };
    const wanted = new Set(input.subscribedNewsletters);
    const changes = new CounterChanges();
    for (const listID of old.subscribedNewsletterIDs) {
      if (!wanted.has(listID) && unsubscribe(doc, listID, now)) {
        changes.unsubscribed(listID, doc.subscriptionMeta[listID].subscribedAt);
      }
    }
    // A list added in an edit is the team's, as its record says (consentChanges).
    for (const listID of wanted) {
      if (subscribe(doc, listID, now, source)) changes.subscribed(listID, now);
    }
    if (moving) {
      tx.delete(subscriberRef(store, input.id));
      tx.create(subscriberRef(store, newID), withQueryKeys(doc));
    } else {
      tx.set(subscriberRef(store, input.id), withQueryKeys(doc));
    }
    queueSubscriberEvents(tx, deps, hooks, {
      before: { id: input.id, doc: old },
      after: { id: newID, doc },
      edited: true,
    });
    if (!sameTags(tagsOf(old), tags)) noteTags(tx, store, input.teamID, tags, now);
    const log = consentLog(tx, deps, input.teamID);
    for (const change of consentChanges(old.subscribedNewsletterIDs, doc.subscribedNewsletterIDs, moving, source)) {
      log.write({
        newsletterID: change.listID,
        email: change.address === 'old' ? old.subscriberEmail : input.subscriberEmail,
        action: change.action,
        source: change.source,
        at: now,
      });
    }
    changes.write(tx, store, input.teamID, lists, now);
  });
  deps.signal.teamChanged(input.teamID);
  return newID;
}

/** DELETE /subscribers/{id}: the subscriber and their place in every count. */
export async function deleteSubscriber(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  // Its team's endpoints, read before the transaction as every change reads them.
  const found = (await subscriberRef(store, id).get()).data();
  const hooks = found ? await teamWebhooks(deps, found.teamID) : null;
  await changeTeamData(deps, async (tx, changed) => {
    const doc = (await tx.get(subscriberRef(store, id))).data();
    if (!doc) throw notFound('Subscriber');
    // A subscriber of a team the caller is not in answers like a missing one.
    const membership = await requireMembership(store, uid, doc.teamID, tx, 'Subscriber');
    requirePermission(membership, 'manageSubscribers');
    changed(doc.teamID);
    const lists = new Map<string, ListDoc>();
    await readRemainingLists(tx, store, doc.teamID, doc.subscribedNewsletterIDs, lists);
    const changes = new CounterChanges();
    const consent = consentLog(tx, deps, doc.teamID);
    queueDeletion(tx, deps, { id, doc, lists, changes, consent, now });
    if (hooks?.teamID === doc.teamID) queueSubscriberEvents(tx, deps, hooks, { before: { id, doc } });
    changes.write(tx, store, doc.teamID, lists, now);
  });
}

/** The writes a subscriber takes with it into `tx`, besides `changes`, which the caller writes once. */
export interface Deletion {
  id: string;
  doc: SubscriberDoc;
  /** The team's lists as read in tx, at least those the subscriber is on that still exist. */
  lists: ReadonlyMap<string, ListDoc>;
  changes: CounterChanges;
  /** The team's consent log in tx. */
  consent: ConsentLog;
  now: number;
  /** The consent source of its opt-outs: the sender's deletion unless said otherwise. */
  source?: string;
}

/** Queues a subscriber's deletion: its document, its place in every count, and its opt-outs. */
export function queueDeletion(tx: Transaction, deps: Deps, deletion: Deletion): void {
  const { id, doc, lists, changes, consent, now, source = CONSENT_SOURCES.deletedBySender } = deletion;
  changes.deleted(doc.createdAt);
  for (const listID of doc.subscribedNewsletterIDs) {
    if (lists.has(listID)) changes.unsubscribed(listID, doc.subscriptionMeta[listID]?.subscribedAt);
  }
  tx.delete(subscriberRef(deps.store, id));
  // Every list the address was on, including one whose deletion is still being
  // cleaned up: that clean-up will no longer find the subscriber to record it.
  for (const listID of doc.subscribedNewsletterIDs) {
    consent.write({
      newsletterID: listID,
      email: doc.subscriberEmail,
      action: 'opt-out',
      source,
      at: now,
    });
  }
}
