import {
  DEFAULT_NEWSLETTER_SETTINGS,
  NEWSLETTER_SETTING_KEYS,
  coupleVisibility,
  sanitizeFooterTemplate,
  settingsOf,
  type Newsletter,
  type NewsletterSettings,
  type OverviewCounts,
  type ParsedInput,
  CONSENT_SOURCES,
} from '@listkeep/common';
import { DomainError, notFound } from '../errors';
import type { Deps } from '../../services/deps';
import type { DocSnapshot, Store } from '../../store/port';
import { FieldValue } from '../../store/port';
import { MAX_IN_VALUES } from '../../store/query-spec';
import { consentLog, suppressionsOfList } from '../consent';
import { deleteFound } from '../delete-found';
import { deleteSendBatchesOf } from '../send-batches';
import { shardRefs, listOwner } from '../counters';
import {
  COLLECTIONS,
  type DayCounts,
  type EmailDoc,
  type ListDoc,
  type SubscriberDoc,
  type TrackedLinkDoc,
} from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { liveTeam } from '../team-fence';
import { assertPlanHas, assertWithinPlan, assertListsWritable } from '../plans';
import { FOOTER_SHORT_LINKS, shortLinksOf } from '../short-links';
import { deleteSourcesOf } from './sources';
import { queryKeys } from '../subscribers';
import { recentCount, toTimestamp } from '../time';
import { changeTeamData } from '../team-signal';
import { listRef, teamRef } from '../records';
import { queueSubscriberEvents, teamWebhooks } from '../webhooks';

/**
 * The overview's figures of a list or a team, read from the counters as
 * domain/counters/counters.ts defines them (recent never exceeds total there).
 */
export function overviewCounts(
  doc: { counters: { subscribers: number; emails: number }; subscribeDays: DayCounts },
  now: number,
): OverviewCounts {
  return {
    recentSubscribersCount: recentCount(doc.subscribeDays, now),
    totalSubscribers: doc.counters.subscribers,
    totalEmails: doc.counters.emails,
  };
}

/** `readOnly`: beyond the team's plan (domain/plans/read-only-lists.ts). */
export function toList(snap: Pick<DocSnapshot<ListDoc>, 'id' | 'data'>, now: number, readOnly: boolean): Newsletter {
  const doc = snap.data()!;
  const { newsletterName, ...settings } = settingsOf(doc);
  return {
    id: snap.id,
    teamID: doc.teamID,
    newsletterName,
    name: newsletterName,
    ...settings,
    customFooterHtml: typeof doc.customFooterHtml === 'string' ? doc.customFooterHtml : '',
    overviewData: overviewCounts(doc, now),
    createdAt: toTimestamp(doc.createdAt),
    readOnly,
  };
}

type CreateInput = ParsedInput<'createNewsletter'>;

function fieldsOf(input: CreateInput): NewsletterSettings {
  if ('onboarding' in input) return { ...DEFAULT_NEWSLETTER_SETTINGS, newsletterName: input.name };
  // A newsletter that blocks subscriptions must be private (docs/product.md §4).
  return { ...settingsOf(input), ...coupleVisibility(DEFAULT_NEWSLETTER_SETTINGS, input) };
}

/**
 * POST /newsletters. The onboarding form creates the team's first newsletter
 * only once: a repeat answers 409 so the wizard can say "Newsletter already
 * created". The list limit of the tier is checked in the same transaction as
 * the counter it reads.
 */
export async function createList(deps: Deps, uid: string, input: CreateInput): Promise<Newsletter> {
  const { store } = deps;
  const now = deps.now();
  const ref = store.collection<ListDoc>(COLLECTIONS.newsletters).doc();
  const doc: ListDoc = {
    ...fieldsOf(input),
    teamID: input.teamID,
    counters: { subscribers: 0, emails: 0 },
    subscribeDays: {},
    createdAt: now,
    modifiedAt: now,
  };

  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageNewsletters');
    const count = membership.team.counters.newsletters;
    if ('onboarding' in input && count > 0) {
      throw new DomainError('already-exists', 'Newsletter already created');
    }
    assertWithinPlan('newsletters', membership.team.subscription.tier, count, 1);
    tx.create(ref, doc);
    tx.update(teamRef(store, input.teamID), { 'counters.newsletters': FieldValue.increment(1) });
  });
  deps.signal.teamChanged(input.teamID);
  // A new list is within the plan: the check above let it in.
  return toList({ id: ref.id, data: () => doc }, now, false);
}

type PatchInput = ParsedInput<'updateNewsletter'>;

/**
 * PUT /newsletters/{id}. Without any setting (the client sends it bare when
 * switching newsletters) only membership is checked and nothing changes.
 */
export async function updateList(deps: Deps, uid: string, input: PatchInput): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  if (input.newsletterID !== undefined && input.newsletterID !== input.id) {
    throw new DomainError('invalid', 'newsletterID differs from the id in the path.', [
      { path: 'newsletterID', message: 'Must be the id in the path.' },
    ]);
  }
  const changes = NEWSLETTER_SETTING_KEYS.filter((key) => input[key] !== undefined);
  await changeTeamData(deps, async (tx, changed) => {
    const ref = listRef(store, input.id);
    const doc = (await tx.get(ref)).data();
    if (!doc || (input.teamID !== undefined && input.teamID !== doc.teamID)) throw notFound('Newsletter');
    const membership = await requireMembership(store, uid, doc.teamID, tx, 'Newsletter');
    if (changes.length === 0) return;
    requirePermission(membership, 'manageNewsletters');
    await assertListsWritable(tx, store, doc.teamID, membership.team, new Map([[input.id, doc]]));
    const update: Partial<ListDoc> = { modifiedAt: now };
    for (const key of changes) Object.assign(update, { [key]: input[key] });
    Object.assign(update, coupleVisibility(doc, input));
    tx.update(ref, update);
    changed(doc.teamID);
  });
}

type FooterInput = ParsedInput<'updateNewsletterFooter'>;

/**
 * PUT /newsletters/{id}/footer. Stores the sanitised template (the contract
 * has already checked its unsubscribe link); an empty one removes it. A plan
 * without custom footers refuses the call, and a team that lost them keeps
 * what it saved, unused (docs/product.md §4, Custom footer).
 */
export async function updateListFooter(deps: Deps, uid: string, input: FooterInput): Promise<string> {
  const { store } = deps;
  const customFooterHtml = sanitizeFooterTemplate(input.customFooterHtml);
  await changeTeamData(deps, async (tx, changed) => {
    const ref = listRef(store, input.id);
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound('Newsletter');
    const membership = await requireMembership(store, uid, doc.teamID, tx, 'Newsletter');
    requirePermission(membership, 'manageNewsletters');
    assertPlanHas('customFooter', membership.team.subscription.tier);
    await assertListsWritable(tx, store, doc.teamID, membership.team, new Map([[input.id, doc]]));
    tx.update(ref, { customFooterHtml, modifiedAt: deps.now() });
    changed(doc.teamID);
  });
  return customFooterHtml;
}

/** Documents deleted per batch while a deleted list is cleaned up. */
const CLEANUP_CHUNK = 400;
/** An entry goes with its footer's short addresses, a tracked link with its own (domain/short-links.ts). */
const ENTRY_CLEANUP_CHUNK = Math.floor(CLEANUP_CHUNK / (1 + FOOTER_SHORT_LINKS));
const TRACKED_LINK_CLEANUP_CHUNK = CLEANUP_CHUNK / 2;
/** Subscribers per clean-up transaction: each takes its own update and at most one consent record. */
const SUBSCRIBER_CLEANUP_CHUNK = 200;

/**
 * Deletes the tracked links of these log entries. Links are found by their
 * entry rather than by list: an entry moved to another list keeps links that
 * name the list it was on when they were made.
 */
async function deleteTrackedLinksOf(store: Store, emailIDs: string[]): Promise<void> {
  for (let i = 0; i < emailIDs.length; i += MAX_IN_VALUES) {
    const links = store
      .collection<TrackedLinkDoc>(COLLECTIONS.trackedLinks)
      .where('emailID', 'in', emailIDs.slice(i, i + MAX_IN_VALUES))
      .limit(TRACKED_LINK_CLEANUP_CHUNK);
    await deleteFound(store, links, (link) => shortLinksOf(store, link));
  }
}

/**
 * DELETE /newsletters/{id}. The list goes at once, with the team's counters,
 * in one transaction; the last list of a team is kept. Its subscribers lose
 * it from their lists and its log entries, with their tracked links, short
 * addresses and send batches, are deleted afterwards in chunks, since a large
 * list does not fit one transaction. Until that finishes, a leftover id on a
 * subscriber names no list and is ignored by every reader, and what goes with
 * an entry is deleted before it, so none is left behind if the cleanup stops
 * half way.
 *
 * Each subscriber still on the list gets an opt-out consent record in the
 * transaction that takes the list off them. A transaction rather than a plain
 * batch, so a subscriber who leaves the list by other means meanwhile (a
 * dashboard edit, an unsubscribe link) is recorded once, by whichever change
 * came first.
 */
export async function deleteList(deps: Deps, uid: string, id: string): Promise<void> {
  const { store } = deps;
  const teamID = await store.runTransaction(async (tx) => {
    const ref = listRef(store, id);
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound('Newsletter');
    const membership = await requireMembership(store, uid, doc.teamID, tx, 'Newsletter');
    requirePermission(membership, 'updateNewsletters');
    if (membership.team.counters.newsletters <= 1) {
      throw new DomainError('conflict', 'A team keeps at least one newsletter.');
    }
    tx.delete(ref);
    for (const shard of shardRefs(store, listOwner(id))) tx.delete(shard);
    tx.update(teamRef(store, doc.teamID), {
      'counters.newsletters': FieldValue.increment(-1),
      'counters.emails': FieldValue.increment(-doc.counters.emails),
    });
    return doc.teamID;
  });

  // Each subscriber still on the list is told of as leaving it, to each endpoint that asked.
  const hooks = await teamWebhooks(deps, teamID);
  const events = hooks.endpoints.filter((endpoint) => endpoint.events.includes('subscriber.unsubscribed')).length;
  // Each subscriber takes its update, its opt-out record and its events of the store's cap.
  const chunk = Math.max(1, Math.min(SUBSCRIBER_CLEANUP_CHUNK, Math.floor(store.maxTransactionWrites / (2 + events))));
  const members = store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', teamID)
    .where('joinedNewsletterIDs', 'array-contains', id)
    .limit(chunk);
  for (;;) {
    const cleaned = await store.runTransaction(async (tx) => {
      const page = await tx.getQuery(members);
      const team = liveTeam((await tx.get(teamRef(store, teamID))).data());
      // A team gone or being deleted goes with its owner's account, whose deletion takes the subscribers too.
      if (!team) return 0;
      const now = deps.now();
      const log = consentLog(tx, deps, teamID);
      for (const snap of page.docs) {
        const subscriber = snap.data()!;
        const joined = subscriber.joinedNewsletterIDs.filter((listID) => listID !== id);
        tx.update(store.doc(snap.path), {
          joinedNewsletterIDs: FieldValue.arrayRemove(id),
          subscribedNewsletterIDs: FieldValue.arrayRemove(id),
          [`subscriptionMeta.${id}`]: FieldValue.delete(),
          filterKeys: queryKeys({ ...subscriber, joinedNewsletterIDs: joined }).filterKeys,
        });
        if (subscriber.subscribedNewsletterIDs.includes(id)) {
          const after = {
            ...subscriber,
            subscribedNewsletterIDs: subscriber.subscribedNewsletterIDs.filter((listID) => listID !== id),
          };
          queueSubscriberEvents(tx, deps, hooks, {
            before: { id: snap.id, doc: subscriber },
            after: { id: snap.id, doc: after },
          });
          log.write({
            newsletterID: id,
            email: subscriber.subscriberEmail,
            action: 'opt-out',
            source: CONSENT_SOURCES.listDeleted,
            at: now,
          });
        }
      }
      return page.size;
    });
    if (cleaned === 0) break;
  }

  // Nobody is kept off a list that no longer exists; list ids are never used again.
  await deleteFound(store, suppressionsOfList(store, id).limit(CLEANUP_CHUNK));

  const entries = store
    .collection<EmailDoc>(COLLECTIONS.emails)
    .where('teamID', '==', teamID)
    .where('newsletterID', '==', id)
    .limit(ENTRY_CLEANUP_CHUNK);
  for (;;) {
    const page = await entries.get();
    if (page.empty) break;
    const emailIDs = page.docs.map((snap) => snap.id);
    await deleteTrackedLinksOf(store, emailIDs);
    await deleteSendBatchesOf(store, emailIDs);
    const batch = store.batch();
    for (const snap of page.docs) {
      for (const short of shortLinksOf(store, snap.data()!)) batch.delete(short);
      batch.delete(store.doc(snap.path));
    }
    await batch.commit();
  }
  await deleteSourcesOf(store, id, CLEANUP_CHUNK);
  deps.signal.teamChanged(teamID);
}
