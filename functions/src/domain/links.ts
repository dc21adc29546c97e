/**
 * What recipients do through public links, with no account: subscribe and
 * unsubscribe pages, per-subscriber unsubscribe and manage links, RFC 8058
 * one-click unsubscribe. Tracked links are in tracked-links.ts.
 *
 * Every opt-in and opt-out appends a consent record with a keyed hash of the
 * address (never the address). Answers of the public calls that take an
 * address never depend on whether it is on a list; the handlers pad their time.
 */
import { randomBytes } from 'node:crypto';
import {
  NOT_ACCEPTING_REASON,
  planFor,
  type EmailActionSubmitAnswer,
  type LinkList,
  type LinkNewsletterPageData,
  type LinkSubscriberData,
  type ParsedInput,
} from '@listkeep/common';
import { notFound } from '../http/api-error';
import type { Deps } from '../services/deps';
import type { OutgoingMail } from '../services/mailer';
import { FieldValue, type Store, type Transaction } from '../store/port';
import { teamRef } from './accounts';
import { SOURCES, writeConsent } from './consent';
import { CounterChanges, newsletterRef } from './counters';
import { COLLECTIONS, type ConsentDoc, type LinkDoc, type NewsletterDoc, type SubscriberDoc } from './docs';
import { emailRef } from './emails';
import { requireMembership, requirePermission } from './membership';
import { newslettersOf } from './newsletters';
import { refuseSignup } from './refused-signups';
import {
  currentLists,
  isSubscribed,
  newSubscriberDoc,
  reservedPlaces,
  subscribe,
  subscriberID,
  subscriberRef,
  unsubscribe,
} from './subscribers';
import { DAY_MS } from './time';

/** How long a subscriber's link works; an expired link answers like an unknown one. */
export const LINK_TTL_MS = 60 * DAY_MS;

/** 128 random bits, base64url: 22 characters that ZId accepts. */
export const newLinkID = () => randomBytes(16).toString('base64url');

export const linkRef = (store: Store, id: string) => store.doc<LinkDoc>(`${COLLECTIONS.links}/${id}`);

export const unsubscribePageUrl = (deps: Deps, linkID: string) => `${deps.publicUrl}/link/unsub/${linkID}`;
export const oneClickUrl = (deps: Deps, linkID: string) => `${deps.publicUrl}/api/oneClickUnsubscribe/${linkID}`;

/** Headers that let mail providers offer one-click unsubscribe (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(deps: Deps, linkID: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(deps, linkID)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function newLink(
  tx: Transaction,
  deps: Deps,
  fields: Pick<LinkDoc, 'teamId' | 'subscriberId' | 'newsletterId' | 'type' | 'emailID'>,
  now: number,
): string {
  const id = newLinkID();
  tx.create(linkRef(deps.store, id), { ...fields, createdAt: now, expiresAt: now + LINK_TTL_MS });
  return id;
}

/** The entry's id when it is an email log entry of that list; a forged or foreign id gives null. */
export async function emailOfList(
  tx: Transaction,
  store: Store,
  emailID: string | null | undefined,
  list: { id: string; teamId: string },
): Promise<string | null> {
  if (!emailID) return null;
  const doc = (await tx.get(emailRef(store, emailID))).data();
  return doc && doc.newsletterID === list.id && doc.teamId === list.teamId ? emailID : null;
}

async function readLink(store: Store, linkID: string, now: number, tx?: Transaction): Promise<LinkDoc> {
  const ref = linkRef(store, linkID);
  const doc = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!doc || doc.expiresAt <= now) throw notFound('Link');
  return doc;
}

const cloneSubscriber = (doc: SubscriberDoc): SubscriberDoc => ({
  ...doc,
  newsletterIDs: [...doc.newsletterIDs],
  subscribedIDs: [...doc.subscribedIDs],
  subscriptionMeta: { ...doc.subscriptionMeta },
});

type SubmitInput = ParsedInput<'emailActionSubmit'>;

/** What POST /emailActionSubmit answers, and the mails to send before it does. */
export interface EmailActionResult {
  answer: EmailActionSubmitAnswer;
  mails: OutgoingMail[];
}

const ACCEPTED: EmailActionSubmitAnswer = { ok: true };
const NOT_ACCEPTING: EmailActionSubmitAnswer = { ok: false, reason: NOT_ACCEPTING_REASON };
const accepted = (mails: OutgoingMail[] = []): EmailActionResult => ({ answer: ACCEPTED, mails });
const notAccepting = (mails: OutgoingMail[] = []): EmailActionResult => ({ answer: NOT_ACCEPTING, mails });

/**
 * POST /emailActionSubmit, the work behind the answer. An unsubscribe request
 * is always accepted, whether or not the address is on the list; a subscribe
 * is refused only for reasons of the list and its team (see publicSubscribe).
 */
export async function emailAction(deps: Deps, input: SubmitInput): Promise<EmailActionResult> {
  return input.type === 'subscribe' ? publicSubscribe(deps, input) : accepted(await unsubscribeRequest(deps, input));
}

/**
 * The list takes nobody when it is unknown, blocks subscriptions, or its team
 * is at the plan's subscriber limit. The limit is checked before the address
 * is looked at, so the refusal is the same for every address, also one that
 * is already on the list or in the team and would need no new place:
 * answering those differently would tell who is there. Only a sign-up that
 * did not happen, not one already on the list, is counted for the team.
 */
async function publicSubscribe(deps: Deps, input: SubmitInput): Promise<EmailActionResult> {
  const { store } = deps;
  const now = deps.now();
  return store.runTransaction(async (tx) => {
    const listID = input.newsletterID;
    const list = (await tx.get(newsletterRef(store, listID))).data();
    if (!list || list.blockSubscribes) return notAccepting();
    const team = (await tx.get(teamRef(store, list.teamId))).data();
    if (!team) return notAccepting();
    const id = subscriberID(list.teamId, input.email);
    const existing = (await tx.get(subscriberRef(store, id))).data();
    const emailID = await emailOfList(tx, store, input.emailID, { id: listID, teamId: list.teamId });

    const plan = planFor(team.subscription.tier);
    if (team.counters.subscribers + reservedPlaces(team.reservations, now) + 1 > plan.maxSubscribers) {
      if (existing && isSubscribed(existing, listID)) return notAccepting();
      return notAccepting(refuseSignup(tx, deps, list.teamId, team, listID, list, plan, now));
    }

    const changes = new CounterChanges();
    let doc: SubscriberDoc;
    if (existing) {
      doc = cloneSubscriber(existing);
    } else {
      doc = newSubscriberDoc(list.teamId, input.email, { subscriptionSource: SOURCES.subscribePage }, now);
      changes.created(now);
    }
    // Already on the list: the ordinary thanks, as for anyone else.
    if (!subscribe(doc, listID, now, SOURCES.subscribePage)) return accepted();
    doc.modifiedAt = now;
    changes.subscribed(listID, now);
    tx.set(subscriberRef(store, id), doc);
    changes.write(tx, store, list.teamId, team.subscribeDays, new Map([[listID, list]]), now);
    if (emailID) tx.update(emailRef(store, emailID), { subscribes: FieldValue.increment(1) });
    writeConsent(tx, deps, {
      teamId: list.teamId,
      newsletterId: listID,
      email: input.email,
      action: 'opt-in',
      source: SOURCES.subscribePage,
      at: now,
    });
    if (!list.sendWelcomeEmail) return accepted();
    const linkID = newLink(
      tx,
      deps,
      { teamId: list.teamId, subscriberId: id, newsletterId: listID, type: 'unsubscribe', emailID },
      now,
    );
    return accepted([welcomeMail(deps, input.email, list, linkID)]);
  });
}

function welcomeMail(deps: Deps, to: string, list: NewsletterDoc, linkID: string): OutgoingMail {
  const url = unsubscribePageUrl(deps, linkID);
  const content = list.welcomeContent.trim() || `You are now subscribed to ${list.newsletterName}.`;
  return {
    to,
    subject: `Welcome to ${list.newsletterName}`,
    text: `${content}\n\n--\nTo unsubscribe, open ${url}\n`,
    headers: listUnsubscribeHeaders(deps, linkID),
  };
}

async function unsubscribeRequest(deps: Deps, input: SubmitInput): Promise<OutgoingMail[]> {
  const { store } = deps;
  const now = deps.now();
  return store.runTransaction(async (tx) => {
    const listID = input.newsletterID;
    const list = (await tx.get(newsletterRef(store, listID))).data();
    if (!list) return [];
    const id = subscriberID(list.teamId, input.email);
    const doc = (await tx.get(subscriberRef(store, id))).data();
    if (!doc || doc.teamId !== list.teamId || !currentLists(doc).includes(listID)) return [];
    const emailID = await emailOfList(tx, store, input.emailID, { id: listID, teamId: list.teamId });
    const linkID = newLink(
      tx,
      deps,
      { teamId: list.teamId, subscriberId: id, newsletterId: listID, type: 'unsubscribe', emailID },
      now,
    );
    const url = unsubscribePageUrl(deps, linkID);
    return [
      {
        to: doc.subscriberEmail,
        subject: `Confirm your unsubscribe from ${list.newsletterName}`,
        text:
          `Someone asked to unsubscribe this address from ${list.newsletterName}.\n\n` +
          `To confirm, open ${url}\n\n` +
          `If it was not you, ignore this mail: nothing changes.\n`,
        headers: listUnsubscribeHeaders(deps, linkID),
      },
    ];
  });
}

const toLinkList = (id: string, doc: NewsletterDoc): LinkList => ({ id, newsletterName: doc.newsletterName });

/** POST /linkOpen with a newsletterID: the public subscribe / unsubscribe page's list. */
export async function openNewsletter(deps: Deps, newsletterID: string): Promise<LinkNewsletterPageData> {
  const list = (await newsletterRef(deps.store, newsletterID).get()).data();
  if (!list) throw notFound('Newsletter');
  return {
    newsletterData: { newsletterName: list.newsletterName, description: list.description },
    blockSubscribes: list.blockSubscribes,
  };
}

/** POST /linkOpen with a linkID: the subscriber's address, their lists and the team's public lists. */
export async function openLink(deps: Deps, linkID: string): Promise<LinkSubscriberData> {
  const { store } = deps;
  const link = await readLink(store, linkID, deps.now());
  const subscriber = (await subscriberRef(store, link.subscriberId).get()).data();
  if (!subscriber || subscriber.teamId !== link.teamId) throw notFound('Link');
  const lists = new Map((await newslettersOf(deps, link.teamId).get()).docs.map((s) => [s.id, s.data()!]));
  const own = lists.get(link.newsletterId);
  return {
    subscriberEmail: subscriber.subscriberEmail,
    newsletterData: { newsletterName: own?.newsletterName ?? '', description: own?.description ?? '' },
    subscribedLists: currentLists(subscriber)
      .filter((id) => lists.has(id))
      .map((id) => toLinkList(id, lists.get(id)!)),
    publicLists: [...lists].filter(([, doc]) => !doc.private).map(([id, doc]) => toLinkList(id, doc)),
  };
}

/**
 * Sets the lists of a link's subscriber to `choose(current, public)` within
 * (public lists ∪ current lists), in one transaction with the counters, the
 * consent records and the email log counts. Returns the lists afterwards.
 */
async function changeLists(
  deps: Deps,
  linkID: string,
  source: string,
  choose: (link: LinkDoc, current: string[]) => string[],
  withPublicLists: boolean,
): Promise<LinkList[]> {
  const { store } = deps;
  const now = deps.now();
  const first = await readLink(store, linkID, now);
  const publicIDs = withPublicLists
    ? (await newslettersOf(deps, first.teamId).get()).docs.filter((s) => !s.data()!.private).map((s) => s.id)
    : [];
  return store.runTransaction(async (tx) => {
    const link = await readLink(store, linkID, now, tx);
    const team = (await tx.get(teamRef(store, link.teamId))).data();
    const old = (await tx.get(subscriberRef(store, link.subscriberId))).data();
    if (!team || !old || old.teamId !== link.teamId) throw notFound('Link');
    const current = currentLists(old);
    const allowed = new Set([...publicIDs, ...current]);
    const wanted = new Set(choose(link, current).filter((id) => allowed.has(id)));
    const lists = new Map<string, NewsletterDoc>();
    for (const id of new Set([...current, ...wanted])) {
      const doc = (await tx.get(newsletterRef(store, id))).data();
      if (doc && doc.teamId === link.teamId) lists.set(id, doc);
    }
    const emailID = await emailOfList(tx, store, link.emailID, { id: link.newsletterId, teamId: link.teamId });

    const doc = cloneSubscriber(old);
    const changes = new CounterChanges();
    const events: { listID: string; action: ConsentDoc['action'] }[] = [];
    for (const id of current) {
      if (!wanted.has(id) && unsubscribe(doc, id, now)) {
        changes.unsubscribed(id, doc.subscriptionMeta[id].subscribedAt);
        events.push({ listID: id, action: 'opt-out' });
      }
    }
    for (const id of wanted) {
      const list = lists.get(id);
      // A list that takes no subscriptions keeps those on it but takes nobody back.
      if (!list || (list.blockSubscribes && !current.includes(id))) continue;
      if (subscribe(doc, id, now, source)) {
        changes.subscribed(id, now);
        events.push({ listID: id, action: 'opt-in' });
      }
    }
    if (events.length > 0) {
      doc.modifiedAt = now;
      tx.set(subscriberRef(store, link.subscriberId), doc);
      changes.write(tx, store, link.teamId, team.subscribeDays, lists, now);
      for (const e of events) {
        writeConsent(tx, deps, {
          teamId: link.teamId,
          newsletterId: e.listID,
          email: doc.subscriberEmail,
          action: e.action,
          source,
          at: now,
        });
        if (emailID && e.listID === link.newsletterId) {
          const field = e.action === 'opt-out' ? 'unsubscribes' : 'subscribes';
          tx.update(emailRef(store, emailID), { [field]: FieldValue.increment(1) });
        }
      }
    }
    return currentLists(doc)
      .filter((id) => lists.has(id))
      .map((id) => toLinkList(id, lists.get(id)!));
  });
}

/** POST /linkAction. */
export function linkAction(deps: Deps, input: ParsedInput<'linkAction'>): Promise<LinkList[]> {
  const wanted = input.type === 'unsubscribeAll' ? [] : input.newsletterIDs;
  return changeLists(deps, input.token, SOURCES.managePage, () => wanted, true);
}

/** POST /oneClickUnsubscribe/{linkID}: leaves the link's list. */
export async function oneClickUnsubscribe(deps: Deps, linkID: string): Promise<void> {
  await changeLists(
    deps,
    linkID,
    SOURCES.oneClick,
    (link, current) => current.filter((id) => id !== link.newsletterId),
    false,
  );
}

type SubscriberLinkInput = Exclude<ParsedInput<'createLink'>, { type: 'url' }>;

/** POST /link: a subscriber's unsubscribe or manage link, for the dashboard. */
export async function createLink(deps: Deps, uid: string, input: SubscriberLinkInput): Promise<string> {
  const { store } = deps;
  const now = deps.now();
  return store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const list = (await tx.get(newsletterRef(store, input.newsletterID))).data();
    if (!list || list.teamId !== input.teamID) throw notFound('Newsletter');
    const subscriber = (await tx.get(subscriberRef(store, input.subscriberID))).data();
    if (!subscriber || subscriber.teamId !== input.teamID) throw notFound('Subscriber');
    return newLink(
      tx,
      deps,
      {
        teamId: input.teamID,
        subscriberId: input.subscriberID,
        newsletterId: input.newsletterID,
        type: input.type,
        emailID: null,
      },
      now,
    );
  });
}
