/**
 * The email log: what a team sent to a list, written by hand. Only entries
 * marked sent count in the "Total emails sent" figures, so the counters move
 * when an entry is created sent, flips its sent flag, moves list or goes.
 */
import { type EmailLog, type FooterShortIDs, type ParsedInput } from '@listkeep/common';
import { notFound } from '../errors';
import type { Deps } from '../../services/deps';
import { type DocSnapshot, type Store, type Transaction } from '../../store/port';
import { CounterChanges } from '../counters';
import {
  COLLECTIONS,
  EMAIL_FIELDS_AS_SHOWN,
  type EmailDoc,
  type ListDoc,
  type SubscriberDoc,
  type TrackedLinkDoc,
} from '../docs';
import { listWithMembership, requireMembership, requirePermission } from '../membership';
import { assertListsWritable, assertPlanHas } from '../plans';
import { pick } from '../pick';
import { FOOTER_SHORT_LINKS, createFooterShortLinks, freeShortIDs, shortLinkRef, shortLinksOf } from '../short-links';
import { matchesTag } from '../subscribers';
import { toTimestamp } from '../time';
import { deleteSendBatchesOf } from '../send-batches';
import { changeTeamData } from '../team-signal';
import { emailRef, listRef } from '../records';

/** The tracked links of an entry: at most MAX.trackedLinksPerEmail, so one read in a transaction holds them all. */
export const trackedLinksOf = (store: Store, emailID: string) =>
  store.collection<TrackedLinkDoc>(COLLECTIONS.trackedLinks).where('emailID', '==', emailID);

export function toEmailLog(snap: DocSnapshot<EmailDoc>): EmailLog {
  const doc = snap.data()!;
  return {
    id: snap.id,
    ...pick(doc, EMAIL_FIELDS_AS_SHOWN),
    subscribes: doc.subscribeCount,
    unsubscribes: doc.unsubscribeCount,
    clicks: doc.clicks ?? 0,
    ...(doc.footerShortIDs ? { footerShortIDs: doc.footerShortIDs } : {}),
    createdAt: toTimestamp(doc.createdAt),
    sendProgress: doc.send ? { batches: doc.send.batches, marked: doc.send.marked } : null,
    recipients: doc.send && doc.send.marked > 0 ? doc.send.recipients : null,
  };
}

type EmailInput = ParsedInput<'createEmail'>;

function fieldsOf(input: EmailInput) {
  return {
    newsletterID: input.newsletterID,
    subject: input.subject,
    body: input.body,
    notes: input.notes,
    sent: input.sent,
    sentTime: input.sentTime,
    sentDate: input.sentDate,
  };
}

/** POST /emails: the entry, with its footer's short tracked addresses. */
export async function createEmail(
  deps: Deps,
  uid: string,
  input: EmailInput,
): Promise<{ id: string; footerShortIDs: FooterShortIDs }> {
  const { store } = deps;
  const now = deps.now();
  const ref = store.collection<EmailDoc>(COLLECTIONS.emails).doc();
  const shortIDs = await changeTeamData(deps, async (tx, changed) => {
    const { list, membership } = await listWithMembership(tx, store, uid, input.newsletterID);
    requirePermission(membership, 'sendEmails');
    changed(list.teamID);
    await assertListsWritable(tx, store, list.teamID, membership.team, new Map([[input.newsletterID, list]]));
    const ids = await freeShortIDs(tx, store, FOOTER_SHORT_LINKS);
    const entry = { teamID: list.teamID, emailID: ref.id, newsletterID: input.newsletterID };
    const footerShortIDs = createFooterShortLinks(tx, store, ids, entry, now);
    const doc: EmailDoc = {
      ...fieldsOf(input),
      teamID: list.teamID,
      subscribeCount: 0,
      unsubscribeCount: 0,
      clicks: 0,
      footerShortIDs,
      createdAt: now,
      modifiedAt: now,
    };
    const changes = new CounterChanges();
    if (doc.sent) {
      changes.team.emails += 1;
      changes.list(input.newsletterID).emails += 1;
    }
    tx.create(ref, doc);
    changes.write(tx, store, list.teamID, new Map([[input.newsletterID, list]]), now);
    return footerShortIDs;
  });
  return { id: ref.id, footerShortIDs: shortIDs };
}

/** Reads an entry and checks the caller's team, answering 404 alike for missing and foreign entries. */
/**
 * A log entry and the caller's membership of its team, inside `tx` when
 * given; an entry of another team answers like a missing one.
 */
export async function readEmail(store: Store, uid: string, id: string, tx?: Transaction) {
  const ref = emailRef(store, id);
  const doc = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!doc) throw notFound('Email');
  const membership = await requireMembership(store, uid, doc.teamID, tx, 'Email');
  return { doc, membership };
}

/** PUT /emails/{id}: every field, the list included (within the same team). */
export async function updateEmail(deps: Deps, uid: string, input: ParsedInput<'updateEmail'>): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  await changeTeamData(deps, async (tx, changed) => {
    const { doc, membership } = await readEmail(store, uid, input.id, tx);
    requirePermission(membership, 'sendEmails');
    changed(doc.teamID);
    const lists = new Map<string, ListDoc>();
    for (const id of new Set([doc.newsletterID, input.newsletterID])) {
      const list = (await tx.get(listRef(store, id))).data();
      if (list && list.teamID === doc.teamID) lists.set(id, list);
      else if (id === input.newsletterID) throw notFound('Newsletter');
    }
    // The entry's list, and the one it moves to: a read-only list's log stays as it is.
    await assertListsWritable(tx, store, doc.teamID, membership.team, lists);
    const changes = new CounterChanges();
    // An entry of a deleted list left the team's count with its list (deleteNewsletter).
    if (doc.sent && lists.has(doc.newsletterID)) {
      changes.team.emails -= 1;
      changes.list(doc.newsletterID).emails -= 1;
    }
    if (input.sent) {
      changes.team.emails += 1;
      changes.list(input.newsletterID).emails += 1;
    }
    tx.update(emailRef(store, input.id), { ...fieldsOf(input), modifiedAt: now });
    // The footer's short addresses are the entry's and lead to its list; a URL's keep the list they were made with.
    if (doc.footerShortIDs && input.newsletterID !== doc.newsletterID) {
      for (const id of Object.values(doc.footerShortIDs)) {
        tx.update(shortLinkRef(store, id), { newsletterID: input.newsletterID });
      }
    }
    changes.write(tx, store, doc.teamID, lists, now);
  });
}

/**
 * DELETE /emails/{id}, with its send's batches, then the entry with its
 * tracked links and short addresses (addresses already sent answer 404 from then on).
 */
export async function deleteEmail(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  // The batches go first: were the entry to go first, a failure between the two would leave them for good.
  requirePermission((await readEmail(store, uid, id)).membership, 'sendEmails');
  await deleteSendBatchesOf(store, [id]);
  await changeTeamData(deps, async (tx, changed) => {
    const { doc, membership } = await readEmail(store, uid, id, tx);
    requirePermission(membership, 'sendEmails');
    changed(doc.teamID);
    const list = (await tx.get(listRef(store, doc.newsletterID))).data();
    const links = await tx.getQuery(trackedLinksOf(store, id));
    const lists = new Map<string, ListDoc>();
    if (list && list.teamID === doc.teamID) lists.set(doc.newsletterID, list);
    const changes = new CounterChanges();
    // An entry of a deleted list left the team's count with its list (deleteNewsletter).
    if (doc.sent && lists.has(doc.newsletterID)) {
      changes.team.emails -= 1;
      changes.list(doc.newsletterID).emails -= 1;
    }
    for (const link of links.docs) {
      for (const short of shortLinksOf(store, link.data()!)) tx.delete(short);
      tx.delete(store.doc(link.path));
    }
    for (const short of shortLinksOf(store, doc)) tx.delete(short);
    tx.delete(emailRef(store, id));
    changes.write(tx, store, doc.teamID, lists, now);
  });
}

/** GET /emailSubscribers/{emailID}: the addresses currently subscribed to that entry's list. */
export async function emailSubscribers(deps: Deps, uid: string, emailID: string): Promise<string[]> {
  const { store } = deps;
  const { doc, membership } = await readEmail(store, uid, emailID);
  requirePermission(membership, 'exportEmails');
  return subscribedAddresses(store, doc.teamID, doc.newsletterID);
}

/** GET /newsletterSubscribers/{newsletterID}, narrowed to the subscribers with `tag` if given. */
export async function listSubscribers(deps: Deps, uid: string, listID: string, tag?: string): Promise<string[]> {
  const list = await readListForExport(deps.store, uid, listID, tag);
  return subscribedAddresses(deps.store, list.teamID, listID, tag);
}

/**
 * A list whose addresses the caller may take out (exportEmails), narrowed to
 * `tag` only on a plan with tags; another team's list answers like a missing one.
 */
export async function readListForExport(store: Store, uid: string, listID: string, tag?: string) {
  const list = (await listRef(store, listID).get()).data();
  if (!list) throw notFound('Newsletter');
  const membership = await requireMembership(store, uid, list.teamID, undefined, 'Newsletter');
  requirePermission(membership, 'exportEmails');
  if (tag !== undefined) assertPlanHas('tags', membership.team.subscription.tier);
  return list;
}

/**
 * One query on the indexed list of current subscriptions (subscribedNewsletterIDs);
 * no per-list scan. It reads the address and tags alone: a list of a million
 * is read in seconds, not its whole documents. A tag narrows the answer in
 * memory: a store query takes one array-contains only, and tags compare
 * without case.
 */
export async function subscribedAddresses(
  store: Store,
  teamID: string,
  listID: string,
  tag?: string,
): Promise<string[]> {
  const snaps = await store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', teamID)
    .where('subscribedNewsletterIDs', 'array-contains', listID)
    .select('subscriberEmail', 'tags')
    .get();
  return snaps.docs
    .map((snap) => snap.data()!)
    .filter((doc) => matchesTag(doc, tag))
    .map((doc) => doc.subscriberEmail);
}
