/**
 * Tiers at cutoff (docs/product.md §4): a team whose plan no longer covers
 * its users (members and pending invites, as maxUsers counts them), say after
 * its subscription ended and it fell back to Starter, is warned first and cut
 * a week later. The daily job (`runPlanCutoff`) looks at each such team in a
 * transaction of its own, deciding from what it reads there, so a team that
 * changes meanwhile is judged as it is, and a second run on the same day
 * finds nothing more to do:
 *
 * - first seen over: the team gets `usersCutoffAt` (the start of the run's UTC
 *   day + USERS_CUTOFF_DAYS, so the run that many days on cuts whatever time
 *   of day it starts), the owner one mail (queued with it), and every member's open app a signal (the dashboard
 *   then shows the modals);
 * - at or after `usersCutoffAt`: pending invites are withdrawn first, newest
 *   first, then the most recently joined members other than the owner are
 *   removed, until the team is within its plan, as counted from the member and
 *   invite documents read there (the counters are written back from them);
 *   each removed member gets an access notice and a signal;
 * - back within its plan (an upgrade, members removed by hand): the marker
 *   goes, and with it the cut. A change of plan that covers the team's users
 *   clears it at once (domain/billing/billing.ts).
 *
 * Lists beyond the plan's allowance need no job: domain/plans/read-only-lists.ts
 * decides on each call.
 */
import { USERS_CUTOFF_MS, countText, cutoffDateText, planFor, roomFor, type Plan } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { OutgoingMail } from '../../services/mailer';
import { FieldValue, type Store } from '../../store/port';
import { noticeTeamNameIn } from './access-notices';
import { COLLECTIONS, type TeamDoc } from '../docs';
import { inviteRef, invitesOf } from './invite-lookup';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { allowanceOf, usersOf, usersOverPlan, upgradeAt } from '../plans';
import { signalAddress } from './team-invites';
import { isOwnerRow, takeOffTeam } from './team-members';
import { DAY_MS } from '../time';
import { teamMembers, teamRef, userRef } from '../records';

/** How many users the team holds beyond its own plan's (0 when within it). */
const overItsPlan = (team: TeamDoc) => usersOverPlan(team, team.subscription.tier);

/**
 * When the team's members beyond its plan lose access, or null when none
 * will: the marker is only shown while the team is still over, so an
 * upgrade ends the warning at once, before the next run clears it.
 */
export const usersCutoffOf = (team: TeamDoc): number | null =>
  team.usersCutoffAt !== undefined && overItsPlan(team) > 0 ? team.usersCutoffAt : null;

export interface PlanCutoffReport {
  /** Teams first seen over their plan on this run. */
  warned: string[];
  /** Teams cut down to their plan on this run. */
  cut: string[];
  /** Teams back within their plan whose marker went. */
  cleared: string[];
}

/** What one team's transaction decided, with what is done after its commit. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'cleared' }
  | { kind: 'warned'; signal: string[] }
  | { kind: 'cut'; signal: string[]; withdrawn: string[] };

/**
 * The teams that may be over their plan's users or carry a marker: those with
 * more than one member, with pending invites, or marked. Every plan allows at
 * least one user, so a team of its owner alone with no invite is never over,
 * and most teams are never read.
 */
async function teamsToLookAt(store: Store): Promise<string[]> {
  const teams = store.collection<TeamDoc>(COLLECTIONS.teams);
  const found = await Promise.all([
    teams.where('counters.members', '>', 1).get(),
    teams.where('pendingInvites', '>', 0).get(),
    teams.where('usersCutoffAt', '>', 0).get(),
  ]);
  const ids = new Set<string>();
  for (const snap of found.flatMap((result) => result.docs)) {
    const team = snap.data()!;
    if (overItsPlan(team) > 0 || team.usersCutoffAt !== undefined) ids.add(snap.id);
  }
  return [...ids].sort();
}

function warningMail(deps: Deps, team: TeamDoc, plan: Plan, cutoffAt: number): OutgoingMail | null {
  if (team.ownerEmail === '') return null;
  const name = mailName(team.teamName);
  const date = cutoffDateText(new Date(cutoffAt));
  const upgrade = upgradeAt(deps, plan.tier, roomFor('users', usersOf(team)));
  return {
    to: team.ownerEmail,
    subject: `${name} has more members than your plan allows`,
    text:
      `${name} is on the ${plan.name} plan, which allows ${countText(plan.maxUsers, 'user')}, counting pending invites; ` +
      `the team has ${usersOf(team)}.\n\n` +
      `Nothing is removed yet. On ${date}, pending invites are withdrawn and the most recently joined members ` +
      'lose access to the team until it is within its plan. You keep the team and everything in it.\n\n' +
      `To keep everyone, ${upgrade ? `${upgrade} before then, or ` : ''}remove members yourself on the dashboard's Team tab.\n`,
  };
}

/** Looks at one team in one transaction and decides. */
async function settleTeam(deps: Deps, teamID: string, now: number): Promise<Outcome> {
  const { store } = deps;
  return store.runTransaction<Outcome>(async (tx) => {
    const snap = await tx.get(teamRef(store, teamID));
    const team = snap.data();
    if (!team) return { kind: 'none' };
    if (overItsPlan(team) === 0) {
      if (team.usersCutoffAt === undefined) return { kind: 'none' };
      tx.update(teamRef(store, teamID), { usersCutoffAt: FieldValue.delete() });
      return { kind: 'cleared' };
    }
    const members = (await tx.getQuery(teamMembers(store, teamID))).docs.map((m) => m.data()!);
    if (team.usersCutoffAt === undefined) {
      // The start of the run's day: the run USERS_CUTOFF_DAYS on cuts, whenever in its day it starts.
      const cutoffAt = now - (now % DAY_MS) + USERS_CUTOFF_MS;
      tx.update(teamRef(store, teamID), { usersCutoffAt: cutoffAt });
      const mail = warningMail(deps, team, planFor(team.subscription.tier), cutoffAt);
      if (mail) queueMail(tx, deps, mail, { kind: 'ownerNotice', teamID });
      return { kind: 'warned', signal: members.map((m) => m.uid) };
    }
    if (now < team.usersCutoffAt) return { kind: 'none' };

    // Counted from the documents, not the counters, which are written back from them.
    const invites = (await tx.getQuery(invitesOf(store, teamID))).docs.map((invite) => invite.data()!);
    const over = Math.max(0, members.length + invites.length - allowanceOf('users', team.subscription.tier));
    const withdrawn = invites
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, over)
      .map((invite) => invite.email);
    const removed = members
      .filter((member) => !isOwnerRow(member, team))
      .sort((a, b) => b.joinedAt - a.joinedAt)
      .slice(0, over - withdrawn.length);
    if (removed.length > 0) {
      const profiles = await Promise.all(removed.map((member) => tx.get(userRef(store, member.uid))));
      const notice = { teamName: await noticeTeamNameIn(tx, store, team), reason: 'planCutoff' as const, at: now };
      removed.forEach((member, i) => takeOffTeam(tx, store, teamID, member, profiles[i].data(), notice));
    }
    for (const email of withdrawn) tx.delete(inviteRef(store, teamID, email));
    tx.update(teamRef(store, teamID), {
      'counters.members': members.length - removed.length,
      pendingInvites: invites.length - withdrawn.length,
      usersCutoffAt: FieldValue.delete(),
    });
    if (withdrawn.length + removed.length === 0) return { kind: 'cleared' };
    return { kind: 'cut', signal: removed.map((member) => member.uid), withdrawn };
  });
}

/** Reports what a settled team's transaction did. */
function record(report: PlanCutoffReport, teamID: string, outcome: Outcome): void {
  if (outcome.kind !== 'none') report[outcome.kind].push(teamID);
}

/** What follows a team's commit: the signals to the open apps of those concerned. */
async function tellPeople(deps: Deps, outcome: Outcome): Promise<void> {
  if (outcome.kind === 'cut') await Promise.all(outcome.withdrawn.map((email) => signalAddress(deps, email)));
  if (outcome.kind === 'warned' || outcome.kind === 'cut') {
    await Promise.all(outcome.signal.map((uid) => deps.signal.accountChanged(uid)));
  }
}

/**
 * The daily job. `now` is the run's clock (tests and the local script move
 * it). A team that fails, before its commit or after, is logged and the
 * others go on; one not settled is left for the next run.
 */
export async function runPlanCutoff(deps: Deps, now: number = deps.now()): Promise<PlanCutoffReport> {
  const report: PlanCutoffReport = { warned: [], cut: [], cleared: [] };
  for (const teamID of await teamsToLookAt(deps.store)) {
    let outcome: Outcome | undefined;
    try {
      outcome = await settleTeam(deps, teamID, now);
      record(report, teamID, outcome);
      await tellPeople(deps, outcome);
    } catch (error) {
      console.error(
        outcome
          ? `plan cutoff: team ${teamID} was settled (${outcome.kind}), but not everyone concerned was told`
          : `plan cutoff: team ${teamID} was not settled; the next run tries again`,
        error,
      );
    }
  }
  return report;
}
