/**
 * Sign-ups on the public subscribe page, confirmed from the mailbox (double
 * opt-in). Anyone can type any address into that page, with no account; if
 * the address joined at once and got the sender's welcome text, the page
 * would let any stranger make Listkeep mail any text to anyone. So a request
 * only sends a short confirmation mail that Listkeep writes itself, and the
 * address joins the list, with its consent record, its count on the email log
 * entry and the welcome mail, when the link in that mail is used. The
 * requests themselves are confirmation-requests.ts's.
 */
import {
  CONSENT_SOURCES,
  NOT_ACCEPTING_REASON,
  listSourceConsent,
  planFor,
  type EmailActionSubmitAnswer,
  type LinkActionAnswer,
  type LinkConfirmPageData,
  type ParsedInput,
} from '@listkeep/common';
import type { Language } from '@listkeep/common';
import { mailText } from '@listkeep/common/src/server/mails';
import { notFound } from '../errors';
import type { Deps } from '../../services/deps';
import type { OutgoingMail } from '../../services/mailer';
import { type DocData, FieldValue, type Store } from '../../store/port';
import { confirmationRequest, pendingRef } from './confirmation-requests';
import { consentLog, liftSuppression } from '../consent';
import { CounterChanges, counted, teamShardSum, countOnEmail } from '../counters';
import { COLLECTIONS, type ListDoc, type PendingSubscribeDoc, type SubscriberDoc, type TeamDoc } from '../docs';
import {
  cloneSubscriber,
  emailOfList,
  listUnsubscribeHeaders,
  newLink,
  toLinkList,
  unsubscribePageUrl,
  unsubscribeRequest,
} from './links';
import { withinPlan, readOnlyAmong, refuseSignup } from '../plans';
import { creditSource, creditsSources, sourceOfList } from '../lists';
import { isSubscribed, newSubscriberDoc, subscribe, subscriberID, takenPlaces, withQueryKeys } from '../subscribers';
import { deleteExpired, sweepNowAndThen } from '../../services/expired-docs';
import { addressBudget } from '../mail-budgets';
import { link, mailBody } from './mail-body';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { listLanguage, mailLanguage } from './mail-language';
import { publicSenderName } from './public-sender';
import { changeTeamData } from '../team-signal';
import { queueSubscriberEvents, teamWebhooks } from '../webhooks';
import { liveTeam } from '../team-fence';

export { PENDING_TTL_MS, pendingKey, pendingRef } from './confirmation-requests';
import { listRef, subscriberRef, teamRef } from '../records';

/**
 * The team's shard counts of a list's team, read before the request's
 * transaction (domain/counters/counters.ts teamShardSum): sign-ups racing at the plan's
 * limit may each pass it, so a team can end a few subscribers over.
 */
async function shardSumOfList(store: Store, listID: string) {
  const list = (await listRef(store, listID).get()).data();
  return list ? teamShardSum(store, list.teamID) : undefined;
}

/** The request a confirmation link belongs to: one field equal, which Firestore indexes by itself. */
const pendingByToken = (store: Store, token: string) =>
  store.collection<PendingSubscribeDoc>(COLLECTIONS.pendingSubscribes).where('token', '==', token).limit(1);

type SubmitInput = ParsedInput<'emailActionSubmit'>;

const NOT_ACCEPTING = { ok: false, reason: NOT_ACCEPTING_REASON } as const;
const accepted: EmailActionSubmitAnswer = { ok: true };

/**
 * POST /emailActionSubmit, the work behind the answer. An unsubscribe request
 * is always accepted, whether or not the address is on the list; a subscribe
 * is refused only for reasons of the list and its team (see publicSubscribe).
 */
export async function emailAction(deps: Deps, input: SubmitInput): Promise<EmailActionSubmitAnswer> {
  if (input.type === 'subscribe') return publicSubscribe(deps, input);
  await unsubscribeRequest(deps, input);
  return accepted;
}

/**
 * A subscribe request. The list takes nobody when it is unknown, blocks
 * subscriptions, or its team is at the plan's subscriber limit. The limit is
 * checked before the address is looked at, so the refusal is the same for
 * every address, also one already on the list or in the team that would need
 * no new place: answering those differently would tell who is there. Only a
 * sign-up that did not happen, not one already on the list, is counted.
 *
 * Otherwise the answer is the same thanks for everyone. An address already on
 * the list gets no mail (a confirmation would be pointless, and a "you are
 * already subscribed" mail would still be mail to whoever typed the address).
 * Anyone else gets a confirmation mail, at most one a day per address and
 * list however often it is asked for; a mail on a later day carries a new
 * link and the earlier one stops working.
 */
async function publicSubscribe(deps: Deps, input: SubmitInput): Promise<EmailActionSubmitAnswer> {
  const { store } = deps;
  const now = deps.now();
  const shards = await shardSumOfList(store, input.newsletterID);
  return changeTeamData(deps, async (tx, changed) => {
    const listID = input.newsletterID;
    const list = (await tx.get(listRef(store, listID))).data();
    if (!list || list.blockSubscribes) return NOT_ACCEPTING;
    const team = liveTeam((await tx.get(teamRef(store, list.teamID))).data());
    if (!team) return NOT_ACCEPTING;
    // A list beyond the team's plan takes nobody; the team is told on the dashboard, not by a count.
    if ((await readOnlyAmong(tx, store, list.teamID, team, [listID])).size > 0) return NOT_ACCEPTING;
    const id = subscriberID(list.teamID, input.email);
    const existing = (await tx.get(subscriberRef(store, id))).data();
    const emailID = await emailOfList(tx, store, input.emailID, { id: listID, teamID: list.teamID });
    const source = await sourceOfList(tx, store, input.sourceID, { id: listID, teamID: list.teamID });

    if (!withinPlan('subscribers', team.subscription.tier, takenPlaces(counted(team, shards), now), 1)) {
      if (existing && isSubscribed(existing, listID)) return NOT_ACCEPTING;
      const plan = planFor(team.subscription.tier);
      changed(list.teamID);
      refuseSignup(tx, deps, list.teamID, team, listID, list, plan, now);
      return NOT_ACCEPTING;
    }
    // Past the list's checks, which are the same for every address, the request spends the address's
    // budget whether or not it mails: a 429 that came only for some addresses would tell who is on the list.
    const spend = await addressBudget(tx, deps, input.email);
    if (existing && isSubscribed(existing, listID)) {
      spend();
      return accepted;
    }

    const request = await confirmationRequest(tx, deps, {
      listID,
      list,
      team,
      email: input.email,
      emailID,
      sourceID: source?.id ?? null,
      language: input.language,
    });
    spend();
    request();
    return accepted;
  });
}

/**
 * The sender's welcome text, as they typed it: in the HTML part it is
 * escaped, never markup, so a link in it shows the full address it leads to
 * and nothing can be dressed up as something else.
 */
function welcomeMail(
  deps: Deps,
  to: string,
  list: ListDoc,
  team: TeamDoc,
  linkID: string,
  language: Language,
): OutgoingMail {
  const name = mailName(list.newsletterName);
  // The sender's own welcome is sent as they wrote it; only Listkeep's words follow the reader's language.
  const content = list.welcomeContent.trim() || mailText(language, 'welcomeText', { list: name });
  const subject = mailText(language, 'welcomeSubject', { list: name });
  return {
    to,
    subject,
    senderName: publicSenderName(team, list.newsletterName),
    ...mailBody(
      subject,
      [
        { kind: 'sender-text', text: content },
        {
          kind: 'footer',
          pieces: [mailText(language, 'welcomeFooter'), link(unsubscribePageUrl(deps, linkID))],
        },
      ],
      language,
    ),
    headers: listUnsubscribeHeaders(deps, linkID),
  };
}

/** The request behind a token, or 404 like an unknown link when there is none or it expired. */
function livePending(pending: PendingSubscribeDoc | undefined, now: number) {
  if (!pending || pending.expiresAt <= now) throw notFound('Link');
  return pending;
}

/** Confirmed already: the address is no longer kept on the request. */
const isConfirmed = (pending: PendingSubscribeDoc) => pending.confirmedAt !== null || pending.email === undefined;

/**
 * POST /linkOpen {type: 'confirmSubscribe', linkID}: what the confirmation
 * page shows. Opening changes nothing: mail scanners open links too.
 */
export async function openConfirmation(deps: Deps, token: string): Promise<LinkConfirmPageData> {
  const { store } = deps;
  const pending = livePending((await pendingByToken(store, token).get()).docs[0]?.data(), deps.now());
  const list = (await listRef(store, pending.newsletterID).get()).data();
  const team = liveTeam((await teamRef(store, pending.teamID).get()).data());
  if (!list || list.teamID !== pending.teamID || !team) throw notFound('Link');
  let confirmed = false;
  if (isConfirmed(pending)) {
    const subscriber = (await subscriberRef(store, pending.subscriberID).get()).data();
    if (!subscriber || !isSubscribed(subscriber, pending.newsletterID)) throw notFound('Link');
    confirmed = true;
  }
  return {
    newsletterData: { newsletterName: list.newsletterName, description: list.description },
    senderName: publicSenderName(team, list.newsletterName),
    confirmed,
    language: pending.language ?? listLanguage(list),
  };
}

/**
 * POST /linkAction {type: 'confirmSubscribe', token}: puts the address on the
 * list, in one transaction with the counters, the consent record, the count
 * on the email log entry and the welcome mail's unsubscribe link.
 *
 * - A link used twice (a double press, a page reloaded after a lost answer)
 *   answers the same success while the address is on the list; once it has
 *   left, the link is no longer valid (404), as an unknown or expired one.
 * - The plan's limit is checked again, since the team may have filled up
 *   since the request. Here the caller holds the mailbox, so nothing is
 *   hidden by checking the address: one already in the team takes no new
 *   place and is never refused. A refusal is counted and mailed to the owner
 *   as on the subscribe page, once per request however often it is retried;
 *   the request stays, so the link works once there is room again.
 * - A list that blocks subscriptions by now, or is beyond the team's plan
 *   (domain/plans/read-only-lists.ts), takes nobody, with no count.
 */
export async function confirmSubscribe(deps: Deps, token: string): Promise<LinkActionAnswer> {
  const { store } = deps;
  const now = deps.now();
  // Found by its token outside the transaction and read there by id: a query in a transaction
  // locks more than the document it finds, and confirmations of one team would queue on it.
  const found = (await pendingByToken(store, token).get()).docs[0];
  const asked = livePending(found?.data(), now);
  const ref = pendingRef(store, found.id);
  const shards = await teamShardSum(store, asked.teamID);
  const hooks = await teamWebhooks(deps, asked.teamID);
  return changeTeamData(deps, async (tx, changed) => {
    // The request's id is made of its team, list and address, so what it names is read with it in one request.
    const [snap, listSnap, teamSnap, subscriberSnap] = await tx.getAll<DocData>([
      ref,
      listRef(store, asked.newsletterID),
      teamRef(store, asked.teamID),
      subscriberRef(store, asked.subscriberID),
    ]);
    // A later mail for the same address and list replaces the token: this link no longer works.
    const stored = snap.data() as PendingSubscribeDoc | undefined;
    const pending = livePending(stored?.token === token ? stored : undefined, now);
    const { teamID, newsletterID: listID } = pending;
    const list = listSnap.data() as ListDoc | undefined;
    const team = liveTeam(teamSnap.data() as TeamDoc | undefined);
    if (!list || list.teamID !== teamID || !team) throw notFound('Link');
    const existing = subscriberSnap.data() as SubscriberDoc | undefined;
    const onList = existing !== undefined && isSubscribed(existing, listID);
    const subscribed: LinkActionAnswer = { ok: true, subscribedLists: [toLinkList(listID, list)] };
    const confirmed = { confirmedAt: now, email: FieldValue.delete() };

    if (isConfirmed(pending)) {
      if (onList) return subscribed;
      throw notFound('Link');
    }
    // Put on the list by the sender meanwhile: nothing more to do.
    if (onList) {
      tx.update(ref, confirmed);
      return subscribed;
    }
    // A list that blocks subscriptions, or beyond the team's plan, takes nobody: the reader is told no more.
    if (list.blockSubscribes || (await readOnlyAmong(tx, store, teamID, team, [listID])).size > 0) {
      return NOT_ACCEPTING;
    }
    const emailID = await emailOfList(tx, store, pending.emailID, { id: listID, teamID });
    // Credited only while the plan tracks links, and only to a source the list still has.
    const source = creditsSources(team.subscription.tier)
      ? await sourceOfList(tx, store, pending.sourceID, { id: listID, teamID })
      : null;
    const how = source ? listSourceConsent(source.doc.name) : CONSENT_SOURCES.subscribePage;

    if (!existing && !withinPlan('subscribers', team.subscription.tier, takenPlaces(counted(team, shards), now), 1)) {
      if (pending.refusedAt !== undefined) return NOT_ACCEPTING;
      refuseSignup(tx, deps, teamID, team, listID, list, planFor(team.subscription.tier), now);
      tx.update(ref, { refusedAt: now });
      changed(teamID);
      return NOT_ACCEPTING;
    }

    const email = pending.email!;
    const changes = new CounterChanges();
    let doc: SubscriberDoc;
    if (existing) {
      doc = cloneSubscriber(existing);
    } else {
      doc = newSubscriberDoc(teamID, email, { subscriptionSource: how }, now);
      changes.created(now);
    }
    subscribe(doc, listID, now, how);
    doc.modifiedAt = now;
    changes.subscribed(listID, now);
    tx.set(subscriberRef(store, pending.subscriberID), withQueryKeys(doc));
    const id = pending.subscriberID;
    queueSubscriberEvents(tx, deps, hooks, { before: existing && { id, doc: existing }, after: { id, doc } });
    changed(teamID);
    const log = consentLog(tx, deps, teamID);
    const { emailHash } = pending;
    log.write({ newsletterID: listID, emailHash, action: 'opt-in', source: how, at: now });
    // The recipient subscribing again from their mailbox is the one way back from their opt-out.
    liftSuppression(tx, store, { teamID, newsletterID: listID, emailHash });
    changes.write(tx, store, teamID, new Map([[listID, list]]), now);
    countOnEmail(tx, store, team.subscription.tier, { id: emailID, teamID }, 'subscribeCount');
    if (source) creditSource(tx, store, source, now);
    tx.update(ref, confirmed);
    if (!list.sendWelcomeEmail) return subscribed;
    const linkID = newLink(
      tx,
      deps,
      { teamID, subscriberID: pending.subscriberID, newsletterID: listID, type: 'unsubscribe', emailID, mailed: true },
      now,
    );
    queueMail(tx, deps, welcomeMail(deps, email, list, team, linkID, mailLanguage(pending.language, list)), {
      kind: 'welcome',
      teamID,
    });
    return subscribed;
  });
}

/** Every this many subscribe requests a process deletes a page of expired ones. */
const SWEEP_EVERY = 100;

/** Deletes expired requests, and with them the addresses they hold. */
export const sweepExpiredPending = (store: Store, now: number) =>
  deleteExpired(store, COLLECTIONS.pendingSubscribes, now);

/** Called once per subscribe request; never fails it. */
const sweepPending = sweepNowAndThen(COLLECTIONS.pendingSubscribes, SWEEP_EVERY);
export const sweepPendingNowAndThen = (deps: Deps) => sweepPending(deps.store, deps.now());
