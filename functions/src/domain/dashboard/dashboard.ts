import {
  apiTier,
  type DashboardData,
  type LatestSubscriber,
  type Newsletter,
  type PlanUsageCounts,
  type Team,
  type TeamInvite,
} from '@listkeep/common';
import type { Identity } from '../identity';
import type { Deps } from '../../services/deps';
import type { QuerySnapshot, Store } from '../../store/port';
import { COLLECTIONS, type ListDoc, type SubscriberDoc, type TeamDoc, type UserDoc } from '../docs';
import { pendingTeamInvites, usersCutoffOf } from '../teams';
import { requireMembership } from '../membership';
import { shardSums, counted, listOwner, teamOwner } from '../counters';
import { overviewCounts, toNewsletter } from '../lists';
import { undeliveredMails } from '../outbox';
import { usersOf, readOnlyListIDs, refusedSignupsWarning } from '../plans';
import { toTimestamp } from '../time';
import { listsOf } from '../records';

export const LATEST_SUBSCRIBERS = 10;

/** The team as the dashboard shows it; `teamInvites` are the caller's own pending invitations. */
export function toTeam(teamID: string, team: TeamDoc, teamInvites: TeamInvite[]): Team {
  return {
    id: teamID,
    teamName: team.teamName,
    publicOrgName: team.publicOrgName,
    teamURL: team.teamURL,
    autoSubscribe: team.autoSubscribe,
    supportEmail: team.supportEmail,
    ownerEmail: team.ownerEmail,
    subscription: { tier: apiTier(team.subscription.tier), status: team.subscription.status },
    teamInvites,
    usersCutoffAt: toTimestamp(usersCutoffOf(team)),
  };
}

/**
 * What the team holds of each thing its plan limits, from the counters the
 * plan's checks read (domain/counters/counters.ts). Its users are its members and the
 * invites still pending, as the plan's maxUsers counts them.
 */
export function planUsageCounts(team: TeamDoc): PlanUsageCounts {
  return {
    subscribers: team.counters.subscribers,
    lists: team.counters.newsletters,
    users: usersOf(team),
  };
}

/** The team's lists, oldest first, as read, with the counts recipients move and whether each is beyond the plan. */
async function countedLists(
  store: Store,
  listSnaps: QuerySnapshot<ListDoc>,
  team: TeamDoc,
  now: number,
): Promise<Newsletter[]> {
  const readOnly = readOnlyListIDs(
    team.subscription.tier,
    listSnaps.docs.map((snap) => snap.id),
  );
  const sums = await shardSums(
    store,
    listSnaps.docs.map((snap) => listOwner(snap.id)),
  );
  return listSnaps.docs.map((snap) => {
    const doc = counted(snap.data()!, sums.get(listOwner(snap.id)));
    return toNewsletter({ id: snap.id, data: () => doc }, now, readOnly.has(snap.id));
  });
}

/** GET /v1/lists: the team's lists as the dashboard shows them. */
export async function getTeamLists(deps: Deps, uid: string, teamID: string): Promise<Newsletter[]> {
  const membership = await requireMembership(deps.store, uid, teamID);
  return countedLists(deps.store, await listsOf(deps.store, teamID).get(), membership.team, deps.now());
}

/**
 * GET /getDashboardData. Reads a constant number of documents however long
 * the lists are: totals come from counters kept with every change, and only
 * the latest few subscribers are read.
 */
export async function getDashboardData(
  deps: Deps,
  user: UserDoc,
  identity: Identity,
  teamID: string | undefined,
): Promise<DashboardData> {
  const { store } = deps;
  const now = deps.now();
  const id = teamID ?? user.latestTeamID;
  const membership = await requireMembership(store, user.uid, id);
  const [listSnaps, latestSnaps, teamInvites, undelivered] = await Promise.all([
    listsOf(store, id).get(),
    store
      .collection<SubscriberDoc>(COLLECTIONS.subscribers)
      .where('teamID', '==', id)
      .orderBy('lastSubscribeEvent', 'desc')
      .limit(LATEST_SUBSCRIBERS)
      .get(),
    pendingTeamInvites(store, identity.email, identity.emailVerified),
    // The owner's alone, as the mails the product sends for the team are theirs to hear of.
    membership.team.ownerUid === user.uid ? undeliveredMails(store, id, now) : null,
  ]);
  const [sums, lists] = await Promise.all([
    shardSums(store, [teamOwner(id)]),
    countedLists(store, listSnaps, membership.team, now),
  ]);
  const names = new Map(lists.map((n) => [n.id, n.newsletterName]));
  const latestSubscribers: LatestSubscriber[] = latestSnaps.docs.map((snap) => {
    const doc = snap.data()!;
    return {
      id: snap.id,
      email: doc.subscriberEmail,
      newsletterNames: doc.joinedNewsletterIDs.map((nid) => names.get(nid)).filter((n): n is string => !!n),
      lastSubscribeEvent: toTimestamp(doc.lastSubscribeEvent),
    };
  });
  const team = counted(membership.team, sums.get(teamOwner(id)));
  return {
    team: toTeam(id, team, teamInvites),
    newsletters: lists,
    overviewData: { ...overviewCounts(team, now), latestSubscribers },
    usage: planUsageCounts(team),
    warnings: {
      // Accounts from a social provider arrive verified; only password sign-ups need the check.
      verify_email_warning: !identity.emailVerified,
      refused_signups_warning: refusedSignupsWarning(team, names),
      undelivered_mails_warning: undelivered && undelivered.length > 0 ? undelivered : null,
    },
  };
}
