/**
 * What recipients do through public links, with no account: the unsubscribe
 * page, per-subscriber unsubscribe and manage links, RFC 8058 one-click
 * unsubscribe. Sign-ups on the subscribe page and their confirmation are in
 * public-subscribe.ts, tracked links in tracked-links.ts.
 *
 * Every opt-in and opt-out appends a consent record with a keyed hash of the
 * address (never the address). Answers of the public calls that take an
 * address never depend on whether it is on a list; the handlers pad their time.
 */
import {
  type LinkList,
  type LinkNewsletterPageData,
  type LinkSubscriberData,
  type ParsedInput,
  CONSENT_SOURCES,
  PERSONAL_LINK_DAYS,
} from '@listkeep/common';
import { DEFAULT_LANGUAGE, type Language } from '@listkeep/common';
import { mailText } from '@listkeep/common/src/server/mails';
import { notFound } from '../errors';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import type { OutgoingMail } from '../../services/mailer';
import type { DocData, Store, Transaction, WriteBatch } from '../../store/port';
import { confirmationRequest } from './confirmation-requests';
import { consentLog, liftSuppression, suppress, suppressionCheck, type SuppressionCheck } from '../consent';
import { CounterChanges, countOnEmail } from '../counters';
import type { ConsentDoc, LinkDoc, ListDoc, SubscriberDoc, TeamDoc } from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { readOnlyAmong, readOnlyListIDs } from '../plans';
import { currentLists, subscribe, subscriberID, unsubscribe, withQueryKeys } from '../subscribers';
import { newLinkID } from '../link-ids';
import { DAY_MS } from '../time';
import { addressBudget } from '../mail-budgets';
import { link, mailBody, paragraph } from './mail-body';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { listLanguage, mailLanguage } from './mail-language';
import { publicSenderName } from './public-sender';
import { changeTeamData } from '../team-signal';
import { queueSubscriberEvents, teamWebhooks } from '../webhooks';
import { liveTeam } from '../team-fence';
import { emailRef, linkRef, listRef, listsOf, subscriberRef, teamRef } from '../records';

/** How long a subscriber's link works; an expired link answers like an unknown one. */
export const LINK_TTL_MS = PERSONAL_LINK_DAYS * DAY_MS;

export const unsubscribePageUrl = (deps: Deps, linkID: string) => `${deps.publicUrl}/link/unsub/${linkID}`;
export const managePageUrl = (deps: Deps, linkID: string) => `${deps.publicUrl}/link/manage/${linkID}`;
export const oneClickUrl = (deps: Deps, linkID: string) => `${deps.publicUrl}/api/oneClickUnsubscribe/${linkID}`;

/** Headers that let mail providers offer one-click unsubscribe (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(deps: Deps, linkID: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(deps, linkID)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Where a new link is written: a transaction, or a batch of many new links (domain/emails/mail-merge.ts). */
type LinkWriter = Pick<Transaction, 'create'> | Pick<WriteBatch, 'create'>;

export function newLink(
  tx: LinkWriter,
  deps: Deps,
  fields: Pick<LinkDoc, 'teamID' | 'subscriberID' | 'newsletterID' | 'type' | 'emailID' | 'mailed'>,
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
  list: { id: string; teamID: string },
): Promise<string | null> {
  if (!emailID) return null;
  const doc = (await tx.get(emailRef(store, emailID))).data();
  return doc && doc.newsletterID === list.id && doc.teamID === list.teamID ? emailID : null;
}

/** A live link; an unknown or expired one answers 404. */
export async function readLink(store: Store, linkID: string, now: number, tx?: Transaction): Promise<LinkDoc> {
  const ref = linkRef(store, linkID);
  return liveLink((tx ? await tx.get(ref) : await ref.get()).data(), now);
}

function liveLink(doc: LinkDoc | undefined, now: number): LinkDoc {
  if (!doc || doc.expiresAt <= now) throw notFound('Link');
  return doc;
}

export const cloneSubscriber = (doc: SubscriberDoc): SubscriberDoc => ({
  ...doc,
  joinedNewsletterIDs: [...doc.joinedNewsletterIDs],
  subscribedNewsletterIDs: [...doc.subscribedNewsletterIDs],
  subscriptionMeta: { ...doc.subscriptionMeta },
});

type SubmitInput = ParsedInput<'emailActionSubmit'>;

/**
 * POST /emailActionSubmit's unsubscribe request: mails a subscriber of the
 * list a link to confirm it with, and nothing else. Whether or not the
 * address is on the list, the caller's answer is the same. The subscribe
 * requests are in public-subscribe.ts.
 */
export async function unsubscribeRequest(deps: Deps, input: SubmitInput): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  return store.runTransaction(async (tx) => {
    const listID = input.newsletterID;
    const list = (await tx.get(listRef(store, listID))).data();
    if (!list) return;
    // Spent for every address once the list is known, as publicSubscribe's budget is.
    const spend = await addressBudget(tx, deps, input.email);
    const id = subscriberID(list.teamID, input.email);
    const doc = (await tx.get(subscriberRef(store, id))).data();
    if (!doc || doc.teamID !== list.teamID || !currentLists(doc).includes(listID)) {
      spend();
      return;
    }
    const emailID = await emailOfList(tx, store, input.emailID, { id: listID, teamID: list.teamID });
    const team = liveTeam((await tx.get(teamRef(store, list.teamID))).data());
    if (!team) return;
    spend();
    const linkID = newLink(
      tx,
      deps,
      { teamID: list.teamID, subscriberID: id, newsletterID: listID, type: 'unsubscribe', emailID, mailed: true },
      now,
    );
    const listName = mailName(list.newsletterName);
    const language = mailLanguage(input.language, list);
    const subject = mailText(language, 'unsubscribeSubject', { list: listName });
    const mail: OutgoingMail = {
      to: doc.subscriberEmail,
      subject,
      senderName: publicSenderName(team, list.newsletterName),
      ...mailBody(
        subject,
        [
          paragraph(mailText(language, 'unsubscribeAsked', { list: listName })),
          paragraph(mailText(language, 'unsubscribeOpen'), link(unsubscribePageUrl(deps, linkID))),
          paragraph(mailText(language, 'unsubscribeIgnore')),
        ],
        language,
      ),
      headers: listUnsubscribeHeaders(deps, linkID),
    };
    queueMail(tx, deps, mail, { kind: 'unsubscribeConfirmation', teamID: list.teamID });
  });
}

export const toLinkList = (id: string, doc: ListDoc): LinkList => ({ id, newsletterName: doc.newsletterName });

/** POST /linkOpen with a newsletterID: the public subscribe / unsubscribe page's list. */
export async function openList(deps: Deps, listID: string): Promise<LinkNewsletterPageData> {
  const list = (await listRef(deps.store, listID).get()).data();
  if (!list) throw notFound('Newsletter');
  const team = liveTeam((await teamRef(deps.store, list.teamID).get()).data());
  if (!team) throw notFound('Newsletter');
  return {
    senderName: publicSenderName(team, list.newsletterName),
    newsletterData: { newsletterName: list.newsletterName, description: list.description },
    blockSubscribes: list.blockSubscribes,
    language: listLanguage(list),
    senderSite: team.teamURL ?? '',
  };
}

/** POST /linkOpen with a linkID: the subscriber's address, their lists and the team's public lists. */
export async function openLink(deps: Deps, linkID: string): Promise<LinkSubscriberData> {
  const { store } = deps;
  const link = await readLink(store, linkID, deps.now());
  const subscriber = (await subscriberRef(store, link.subscriberID).get()).data();
  if (!subscriber || subscriber.teamID !== link.teamID) throw notFound('Link');
  const [team, listDocs] = await Promise.all([teamRef(store, link.teamID).get(), listsOf(store, link.teamID).get()]);
  if (!liveTeam(team.data())) throw notFound('Link');
  const lists = new Map(listDocs.docs.map((s) => [s.id, s.data()!]));
  const own = lists.get(link.newsletterID);
  // A list beyond the team's plan takes nobody new (domain/plans/read-only-lists.ts), so it is not offered.
  const readOnly = readOnlyListIDs(team.data()?.subscription.tier, [...lists.keys()]);
  return {
    senderName: publicSenderName(team.data(), own?.newsletterName ?? ''),
    subscriberEmail: subscriber.subscriberEmail,
    newsletterID: link.newsletterID,
    newsletterData: { newsletterName: own?.newsletterName ?? '', description: own?.description ?? '' },
    subscribedLists: currentLists(subscriber)
      .filter((id) => lists.has(id))
      .map((id) => toLinkList(id, lists.get(id)!)),
    publicLists: [...lists]
      .filter(([id, doc]) => !doc.private && !readOnly.has(id))
      .map(([id, doc]) => toLinkList(id, doc)),
    language: own ? listLanguage(own) : DEFAULT_LANGUAGE,
  };
}

/** What a change of lists through a link leaves. */
export interface ListsChange {
  /** The subscriber's lists afterwards. */
  lists: LinkList[];
  /** Lists the address opted out of, to be joined again only from its mailbox: a confirmation was asked for. */
  awaitingConfirmation: LinkList[];
}

/**
 * Sets the lists of a link's subscriber to `choose(current, public)` within
 * (public lists ∪ current lists), in one transaction with the counters, the
 * consent records and the email log counts.
 *
 * A list left is suppressed for the address, a list joined again lifts that
 * (domain/consent/suppressions.ts). Only the mailbox shows who the recipient is,
 * though: on a link a sender made (not one Listkeep mailed to the address),
 * a list the address is kept off is not joined; the address is asked to
 * confirm from its mailbox instead, as on the subscribe page, so a sender
 * cannot put back an address that opted out. The records of such a link say
 * so too (linkConsentSource).
 */
async function changeLists(
  deps: Deps,
  linkID: string,
  /** The source of the recipient's own change, recorded when Listkeep mailed them the link. */
  recipientSource: string,
  choose: (link: LinkDoc, current: string[]) => string[],
  /** Whether the choice may join lists (the team's public ones), or only leave. */
  mayJoin: boolean,
  /** The page's language, for the confirmation mail of a list joined again. */
  language?: Language,
): Promise<ListsChange> {
  const { store } = deps;
  const now = deps.now();
  const first = await readLink(store, linkID, now);
  const publicIDs = mayJoin
    ? (await listsOf(store, first.teamID).get()).docs.filter((s) => !s.data()!.private).map((s) => s.id)
    : [];
  const suppressions: SuppressionCheck | null =
    mayJoin && !first.mailed ? await suppressionCheck(deps, first.teamID) : null;
  const hooks = await teamWebhooks(deps, first.teamID);
  return changeTeamData(deps, async (tx, changed) => {
    // In one request, by the ids the link read before named: every read in a transaction is a round trip.
    const [linkSnap, teamSnap, oldSnap] = await tx.getAll<DocData>([
      linkRef(store, linkID),
      teamRef(store, first.teamID),
      subscriberRef(store, first.subscriberID),
    ]);
    const link = liveLink(linkSnap.data() as LinkDoc | undefined, now);
    const team = liveTeam(teamSnap.data() as TeamDoc | undefined);
    const old = oldSnap.data() as SubscriberDoc | undefined;
    const same = link.teamID === first.teamID && link.subscriberID === first.subscriberID;
    if (!same || !team || !old || old.teamID !== link.teamID) throw notFound('Link');
    const emailHash = hashEmail(deps.hashSecret, old.subscriberEmail);
    const source = linkConsentSource(link, recipientSource);
    const current = currentLists(old);
    const allowed = new Set([...publicIDs, ...current]);
    const wanted = new Set(choose(link, current).filter((id) => allowed.has(id)));
    const lists = new Map<string, ListDoc>();
    const listIDs = [...new Set([...current, ...wanted])];
    const listSnaps = await tx.getAll(listIDs.map((id) => listRef(store, id)));
    listSnaps.forEach((snap, i) => {
      const doc = snap.data();
      if (doc && doc.teamID === link.teamID) lists.set(listIDs[i], doc);
    });
    const joining = [...wanted].filter((id) => lists.has(id) && !current.includes(id));
    const readOnly = await readOnlyAmong(tx, store, link.teamID, team, joining);
    // A list that takes no subscriptions, or is beyond the plan, keeps those on it but takes nobody back.
    const joinable = joining.filter((id) => !lists.get(id)!.blockSubscribes && !readOnly.has(id));
    const keptOff = suppressions
      ? ((await suppressions.suppressed([emailHash], joinable, tx)).get(emailHash) ?? new Set<string>())
      : new Set<string>();
    const emailID = await emailOfList(tx, store, link.emailID, { id: link.newsletterID, teamID: link.teamID });
    const requests = [];
    for (const id of keptOff) {
      const request = { listID: id, list: lists.get(id)!, team, email: old.subscriberEmail, sourceID: null, language };
      requests.push(
        await confirmationRequest(tx, deps, { ...request, emailID: id === link.newsletterID ? emailID : null }),
      );
    }

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
      if (!current.includes(id) && (!joinable.includes(id) || keptOff.has(id))) continue;
      if (subscribe(doc, id, now, source)) {
        changes.subscribed(id, now);
        events.push({ listID: id, action: 'opt-in' });
      }
    }
    if (events.length > 0) {
      doc.modifiedAt = now;
      tx.set(subscriberRef(store, link.subscriberID), withQueryKeys(doc));
      const id = link.subscriberID;
      queueSubscriberEvents(tx, deps, hooks, { before: { id, doc: old }, after: { id, doc } });
      changed(link.teamID);
      const log = consentLog(tx, deps, link.teamID);
      for (const e of events) {
        log.write({ newsletterID: e.listID, emailHash, action: e.action, source, at: now });
        const pair = { teamID: link.teamID, newsletterID: e.listID, emailHash };
        if (e.action === 'opt-in') liftSuppression(tx, store, pair);
        // A list being deleted keeps nobody off it (its entries go with it).
        else if (lists.has(e.listID)) suppress(tx, store, { ...pair, source, at: now });
        if (e.listID === link.newsletterID) {
          countOnEmail(
            tx,
            store,
            team.subscription.tier,
            { id: emailID, teamID: link.teamID },
            e.action === 'opt-out' ? 'unsubscribeCount' : 'subscribeCount',
          );
        }
      }
      changes.write(tx, store, link.teamID, lists, now);
    }
    for (const request of requests) request();
    return {
      lists: currentLists(doc)
        .filter((id) => lists.has(id))
        .map((id) => toLinkList(id, lists.get(id)!)),
      awaitingConfirmation: [...keptOff].map((id) => toLinkList(id, lists.get(id)!)),
    };
  });
}

/**
 * The source of a change through a link: the recipient's own only when
 * Listkeep mailed the link to the address; whoever holds a link the team made
 * may be the team, so its changes are recorded as the team's.
 */
export function linkConsentSource(link: Pick<LinkDoc, 'mailed'>, recipientSource: string): string {
  return link.mailed ? recipientSource : CONSENT_SOURCES.teamLink;
}

/** The calls of POST /linkAction on a subscriber's link; confirmSubscribe is in public-subscribe.ts. */
export type PreferencesInput = Exclude<ParsedInput<'linkAction'>, { type: 'confirmSubscribe' }>;

/**
 * POST /linkAction on a subscriber's unsubscribe or manage link: the lists
 * chosen, none, or one list left or joined again from the lists the
 * subscriber is on now (never from what the page last saw).
 */
export function linkAction(deps: Deps, input: PreferencesInput): Promise<ListsChange> {
  const source = CONSENT_SOURCES.managePage;
  const change = (choose: (link: LinkDoc, current: string[]) => string[], mayJoin: boolean) =>
    changeLists(deps, input.token, source, choose, mayJoin, input.language);
  switch (input.type) {
    case 'leaveList':
      return change((_link, now) => now.filter((id) => id !== input.newsletterID), false);
    case 'joinList':
      return change((_link, now) => [...new Set([...now, input.newsletterID])], true);
    case 'unsubscribeAll':
      return change(() => [], true);
    case 'updatePreferences':
      return change(() => input.newsletterIDs, true);
  }
}

/** POST /oneClickUnsubscribe/{linkID}: leaves the link's list. */
export async function oneClickUnsubscribe(deps: Deps, linkID: string): Promise<void> {
  await changeLists(
    deps,
    linkID,
    CONSENT_SOURCES.oneClick,
    (link, current) => current.filter((id) => id !== link.newsletterID),
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
    const list = (await tx.get(listRef(store, input.newsletterID))).data();
    if (!list || list.teamID !== input.teamID) throw notFound('Newsletter');
    const subscriber = (await tx.get(subscriberRef(store, input.subscriberID))).data();
    if (!subscriber || subscriber.teamID !== input.teamID) throw notFound('Subscriber');
    return newLink(
      tx,
      deps,
      {
        teamID: input.teamID,
        subscriberID: input.subscriberID,
        newsletterID: input.newsletterID,
        type: input.type,
        emailID: null,
      },
      now,
    );
  });
}
