/**
 * Tracked links: GET /l/{shortID}, the tracked address in footers and
 * emails, and GET /link, the long one of earlier mails, count a click and
 * redirect to the list's public page or to a sender's own URL
 * (`trackedLinks/{linkID}`, made with POST /link type url and listed and
 * deleted per email log entry from the dashboard).
 */
import {
  MAX,
  planFor,
  type EmailTrackedLinks,
  type FooterShortIDs,
  type ParsedInput,
  type TrackedLink,
} from '@listkeep/common';
import { DomainError, notFound } from '../errors';
import type { Deps } from '../../services/deps';
import { windowMark } from '../../services/rate-limit';
import { FieldValue, type DocSnapshot, type Store, type Transaction } from '../../store/port';
import { addToShard, shardSums, emailOwner } from '../counters';
import { COLLECTIONS, type EmailDoc, type TrackedLinkDoc } from '../docs';
import { readEmail, trackedLinksOf } from './emails';
import { newLinkID } from '../link-ids';
import { emailOfList } from '../recipients';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas, assertListsWritable } from '../plans';
import {
  FOOTER_SHORT_LINKS,
  createFooterShortLinks,
  createUrlShortLink,
  freeShortIDs,
  shortLinkRef,
  shortLinksOf,
} from '../short-links';
import { toTimestamp } from '../time';
import { changeTeamData } from '../team-signal';
import { requireLiveTeam } from '../teams';
import { liveTeam } from '../team-fence';
import { emailRef, listRef, teamRef } from '../records';

export const trackedLinkRef = (store: Store, id: string) =>
  store.doc<TrackedLinkDoc>(`${COLLECTIONS.trackedLinks}/${id}`);

/** A click counts once per client, tracked address and hour, so reloading or a script in a loop cannot inflate it. */
export const CLICK_WINDOW_MS = 3_600_000;

/**
 * Whether this client's click on the address `what` is its first this hour;
 * if so it is marked in tx, so racing clicks count once. Call after the
 * transaction's other reads (Firestore reads come before writes).
 */
async function firstClickThisHour(deps: Deps, tx: Transaction, client: string, what: string): Promise<boolean> {
  const mark = windowMark(deps.store, deps.hashSecret, `click:${client}:${what}`, CLICK_WINDOW_MS, deps.now());
  if ((await tx.get(mark.ref)).exists) return false;
  tx.set(mark.ref, { expiresAt: mark.expiresAt });
  return true;
}

/** Counts a click against an email log entry of the list, on plans that track clicks. */
async function countClick(
  deps: Deps,
  list: { id: string; teamID: string },
  input: ParsedInput<'trackedLink'>,
  client: string,
) {
  const { store } = deps;
  const { emailID } = input;
  if (!emailID) return;
  await changeTeamData(deps, async (tx, changed) => {
    const team = liveTeam((await tx.get(teamRef(store, list.teamID))).data());
    if (!team || !planFor(team.subscription.tier).trackClicks) return;
    if (!(await emailOfList(tx, store, emailID, list))) return;
    if (!(await firstClickThisHour(deps, tx, client, `${input.type}:${list.id}:${emailID}`))) return;
    addToShard(tx, store, emailOwner(emailID), list.teamID, { clicks: FieldValue.increment(1) });
    changed(list.teamID);
  });
}

/**
 * Follows a sender's URL. The address must carry the list (and, when given,
 * the entry) the link was made for, so a guessed pairing answers like an
 * unknown link. A team that no longer has the plan is still redirected, since
 * emails already sent must keep working, but nothing is counted.
 */
async function followTrackedLink(deps: Deps, input: ParsedInput<'trackedLink'> & { linkID: string }, client: string) {
  const { store } = deps;
  return changeTeamData(deps, async (tx, changed) => {
    const ref = trackedLinkRef(store, input.linkID);
    const link = (await tx.get(ref)).data();
    if (!link || link.newsletterID !== input.newsletterID) throw notFound('Link');
    if (input.emailID !== undefined && input.emailID !== link.emailID) throw notFound('Link');
    const team = liveTeam((await tx.get(teamRef(store, link.teamID))).data());
    const email = (await tx.get(emailRef(store, link.emailID))).data();
    // Links go with their entry; one left over by an interrupted cleanup leads nowhere.
    if (!team || !email || email.teamID !== link.teamID) throw notFound('Link');
    const plan = planFor(team.subscription.tier);
    if (!plan.trackLinks && !plan.trackClicks) return link.url;
    if (!(await firstClickThisHour(deps, tx, client, `url:${input.linkID}`))) return link.url;
    // On shards: a link in an entry sent to a long list is clicked by many at once.
    const click = { clicks: FieldValue.increment(1) };
    if (plan.trackLinks) addToShard(tx, store, linkOwner(input.linkID), link.teamID, click);
    if (plan.trackClicks) addToShard(tx, store, emailOwner(link.emailID), link.teamID, click);
    changed(link.teamID);
    return link.url;
  });
}

/**
 * GET /link: where a footer's tracked link leads. With type, the public
 * subscribe or unsubscribe page of the list; with linkID, a sender's own URL.
 * `client` is the caller's address (http/client-address.ts), which only
 * decides whether the click is counted; it is kept only inside a keyed hash.
 */
export async function trackedLinkTarget(
  deps: Deps,
  input: ParsedInput<'trackedLink'>,
  client: string,
): Promise<string> {
  const { store } = deps;
  if (input.linkID) return followTrackedLink(deps, { ...input, linkID: input.linkID }, client);
  if (!input.type) throw new DomainError('invalid', 'Send type (subscribe or unsubscribe) or linkID.');
  const list = (await listRef(store, input.newsletterID).get()).data();
  const query = new URLSearchParams({ newsletterID: input.newsletterID });
  if (input.emailID) query.set('emailID', input.emailID);
  if (list) {
    query.set('newsletterName', list.newsletterName);
    await countClick(deps, { id: input.newsletterID, teamID: list.teamID }, input, client);
  }
  return `${deps.publicUrl}/link/${input.type === 'subscribe' ? 'sub' : 'unsub'}?${query}`;
}

/**
 * GET /l/{shortID}: where the long address it stands for leads, counted by
 * the same rules (a click on either counts once an hour for both).
 */
export async function shortLinkTarget(deps: Deps, shortID: string, client: string): Promise<string> {
  const link = (await shortLinkRef(deps.store, shortID).get()).data();
  if (!link) throw notFound('Link');
  const { newsletterID: listID, emailID, type, linkID } = link;
  return trackedLinkTarget(deps, { newsletterID: listID, emailID, type, linkID }, client);
}

type CreateInput = Extract<ParsedInput<'createLink'>, { type: 'url' }>;

/**
 * POST /link with type url: a tracked address of an email log entry that
 * leads to the sender's URL, with its short address. The same URL twice for
 * one entry gives the same link, so copying it again does not split its
 * clicks; the query that finds it runs in the transaction, so two racing
 * requests cannot both create one.
 */
export async function createTrackedLink(
  deps: Deps,
  uid: string,
  input: CreateInput,
): Promise<{ linkID: string; shortID: string }> {
  const { store } = deps;
  const now = deps.now();
  return changeTeamData(deps, async (tx, changed) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'sendEmails');
    changed(input.teamID);
    const list = (await tx.get(listRef(store, input.newsletterID))).data();
    if (!list || list.teamID !== input.teamID) throw notFound('Newsletter');
    const email = (await tx.get(emailRef(store, input.emailID))).data();
    if (!email || email.teamID !== input.teamID || email.newsletterID !== input.newsletterID) {
      throw notFound('Email');
    }
    assertPlanHas('trackLinks', membership.team.subscription.tier);
    await assertListsWritable(tx, store, input.teamID, membership.team, new Map([[input.newsletterID, list]]));
    const existing = (await tx.getQuery(trackedLinksOf(store, input.emailID))).docs;
    const same = existing.find((snap) => snap.data()!.url === input.url);
    const sameShortID = same?.data()!.shortID;
    if (same && sameShortID) return { linkID: same.id, shortID: sameShortID };
    if (!same && existing.length >= MAX.trackedLinksPerEmail) {
      throw new DomainError(
        'conflict',
        `An email can have at most ${MAX.trackedLinksPerEmail} tracked links. Delete one you no longer need first.`,
      );
    }
    const [shortID] = await freeShortIDs(tx, store, 1);
    const linkID = same?.id ?? newLinkID();
    const link = { teamID: input.teamID, newsletterID: input.newsletterID, emailID: input.emailID, linkID };
    createUrlShortLink(tx, store, shortID, link, now);
    if (same) {
      // A link tracked before short addresses gets one now.
      tx.update(trackedLinkRef(store, linkID), { shortID });
      return { linkID, shortID };
    }
    const doc: TrackedLinkDoc = {
      teamID: input.teamID,
      newsletterID: input.newsletterID,
      emailID: input.emailID,
      url: input.url,
      clicks: 0,
      shortID,
      createdAt: now,
    };
    tx.create(trackedLinkRef(store, linkID), doc);
    return { linkID, shortID };
  });
}

const linkOwner = (linkID: string) => `${COLLECTIONS.trackedLinks}/${linkID}`;

const toTrackedLink = (snap: DocSnapshot<TrackedLinkDoc>, shortID: string): TrackedLink => {
  const doc = snap.data()!;
  return {
    linkID: snap.id,
    newsletterID: doc.newsletterID,
    shortID,
    url: doc.url,
    clicks: doc.clicks ?? 0,
    createdAt: toTimestamp(doc.createdAt),
  };
};

/** Links as shown, with their shards' clicks added to their own. */
async function withClicks(store: Store, answer: EmailTrackedLinks): Promise<EmailTrackedLinks> {
  const sums = await shardSums(
    store,
    answer.links.map((l) => linkOwner(l.linkID)),
  );
  const links = answer.links.map((l) => {
    const clicks = sums.get(linkOwner(l.linkID))?.clicks;
    return typeof clicks === 'number' ? { ...l, clicks: l.clicks + clicks } : l;
  });
  return { ...answer, links };
}

/**
 * Gives an entry, and its tracked links, the short addresses they lack: those
 * made before short addresses existed. At most 2 + MAX.trackedLinksPerEmail
 * documents, well within a transaction.
 */
async function giveShortLinks(deps: Deps, emailID: string): Promise<EmailTrackedLinks> {
  const { store } = deps;
  const now = deps.now();
  return store.runTransaction(async (tx) => {
    const email = (await tx.get(emailRef(store, emailID))).data();
    if (!email) throw notFound('Email');
    // Read in the transaction so that a team being deleted gets no new short addresses.
    await requireLiveTeam(tx, store, email.teamID, 'Email');
    const links = (await tx.getQuery(trackedLinksOf(store, emailID).orderBy('createdAt'))).docs;
    const bare = links.filter((snap) => !snap.data()!.shortID);
    const footerCount = email.footerShortIDs ? 0 : FOOTER_SHORT_LINKS;
    const ids = await freeShortIDs(tx, store, footerCount + bare.length);
    const footerIDs = ids.splice(0, footerCount);
    const made = new Map<string, string>();
    for (const [i, snap] of bare.entries()) {
      const shortID = ids[i];
      const { teamID, newsletterID: listID } = snap.data()!;
      createUrlShortLink(tx, store, shortID, { teamID, newsletterID: listID, emailID, linkID: snap.id }, now);
      tx.update(trackedLinkRef(store, snap.id), { shortID });
      made.set(snap.id, shortID);
    }
    let footerShortIDs: FooterShortIDs | undefined = email.footerShortIDs;
    if (!footerShortIDs) {
      const entry = { teamID: email.teamID, emailID, newsletterID: email.newsletterID };
      footerShortIDs = createFooterShortLinks(tx, store, footerIDs, entry, now);
      tx.update(emailRef(store, emailID), { footerShortIDs } satisfies Partial<EmailDoc>);
    }
    return {
      links: links.map((snap) => toTrackedLink(snap, snap.data()!.shortID ?? made.get(snap.id)!)),
      footerShortIDs,
    };
  });
}

/** GET /trackedLinks/{emailID}: the entry's tracked links, oldest first, and its footer's short addresses. */
export async function emailTrackedLinks(deps: Deps, uid: string, emailID: string): Promise<EmailTrackedLinks> {
  const { store } = deps;
  const { doc, membership } = await readEmail(store, uid, emailID);
  requirePermission(membership, 'viewSubscribers');
  const snaps = await trackedLinksOf(store, emailID).orderBy('createdAt').get();
  const footerShortIDs = doc.footerShortIDs;
  if (!footerShortIDs || snaps.docs.some((snap) => !snap.data()!.shortID)) {
    return withClicks(store, await giveShortLinks(deps, emailID));
  }
  return withClicks(store, {
    links: snaps.docs.map((snap) => toTrackedLink(snap, snap.data()!.shortID!)),
    footerShortIDs,
  });
}

/** DELETE /trackedLinks/{linkID}: its addresses stop working at once, in emails already sent too. */
export async function deleteTrackedLink(deps: Deps, uid: string, linkID: string): Promise<void> {
  const { store } = deps;
  await changeTeamData(deps, async (tx, changed) => {
    const ref = trackedLinkRef(store, linkID);
    const link = (await tx.get(ref)).data();
    if (!link) throw notFound('Link');
    const membership = await requireMembership(store, uid, link.teamID, tx, 'Link');
    requirePermission(membership, 'sendEmails');
    changed(link.teamID);
    for (const short of shortLinksOf(store, link)) tx.delete(short);
    tx.delete(ref);
  });
}
