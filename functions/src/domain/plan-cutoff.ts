/**
 * Tiers at cutoff (docs/product.md §4): a team whose plan no longer covers
 * its users (members and pending invites, as maxUsers counts them), say after
 * its subscription ended and it fell back to Starter, is warned first and cut
 * a week later. The daily job (`runPlanCutoff`) looks at each such team in a
 * transaction of its own, deciding from what it reads there, so a team that
 * changes meanwhile is judged as it is, and a second run on the same day
 * finds nothing more to do:
 *
 * - first seen over: the team gets `usersCutoffAt` (now + USERS_CUTOFF_DAYS),
 *   the owner one mail, and every member's open app a signal (the dashboard
 *   then shows the modals);
 * - at or after `usersCutoffAt`: pending invites are withdrawn first, newest
 *   first, then the most recently joined members other than the owner are
 *   removed, until the team is within its plan; each removed member gets an
 *   access notice and a signal;
 * - back within its plan (an upgrade, members removed by hand): the marker
 *   goes, and with it the cut.
 *
 * Lists beyond the plan's allowance need no job: domain/read-only-lists.ts
 * decides on each call.
 */
import { USERS_CUTOFF_MS, countText, cutoffDateText, planFor, type Plan } from '@listkeep/common';
import type { Deps } from '../services/deps';
import type { OutgoingMail } from '../services/mailer';
import { FieldValue, type DocSnapshot, type Store } from '../store/port';
import { noticeTeamName } from './access-notices';
import { teamRef, userRef } from './accounts';
import { COLLECTIONS, type InviteDoc, type TeamDoc } from './docs';
import { oneLine } from './mail-text';
import { pricingUrl } from './refused-signups';
import { removeInviteWrites, signalAddress } from './team-invites';
import { isOwnerRow, takeOffTeam, teamMembers } from './team-members';

/** The team's users as the plan's maxUsers counts them. */
export const usersOf = (team: Pick<TeamDoc, 'counters' | 'pendingInvites'>) =>
  team.counters.members + (team.pendingInvites ?? 0);

/** How many users the team holds beyond its plan's (0 when within it). */
export const usersOverPlan = (team: Pick<TeamDoc, 'counters' | 'pendingInvites' | 'subscription'>) =>
  Math.max(0, usersOf(team) - planFor(team.subscription.tier).maxUsers);

/**
 * When the team's members beyond its plan lose access, or null when none
 * will: the marker is only shown while the team is still over, so an
 * upgrade ends the warning at once, before the next run clears it.
 */
export const usersCutoffOf = (team: TeamDoc): number | null =>
  team.usersCutoffAt !== undefined && usersOverPlan(team) > 0 ? team.usersCutoffAt : null;

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
  | { kind: 'warned'; mail: OutgoingMail | null; signal: string[] }
  | { kind: 'cut'; signal: string[]; withdrawn: string[] };

const invitesOf = (store: Store, teamID: string) =>
  store.collection<InviteDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.invites}`);

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
    if (usersOverPlan(team) > 0 || team.usersCutoffAt !== undefined) ids.add(snap.id);
  }
  return [...ids].sort();
}

function warningMail(deps: Deps, team: TeamDoc, plan: Plan, cutoffAt: number): OutgoingMail | null {
  if (team.ownerEmail === '') return null;
  const name = oneLine(team.teamName);
  const date = cutoffDateText(new Date(cutoffAt));
  return {
    to: team.ownerEmail,
    subject: `${name} has more members than your plan allows`,
    text:
      `${name} is on the ${plan.name} plan, which allows ${countText(plan.maxUsers, 'user')}, counting pending invites; ` +
      `the team has ${usersOf(team)}.\n\n` +
      `Nothing is removed yet. On ${date}, pending invites are withdrawn and the most recently joined members ` +
      'lose access to the team until it is within its plan. You keep the team and everything in it.\n\n' +
      `To keep everyone, upgrade at ${pricingUrl(deps)} before then, or remove members yourself on the dashboard's Team tab.\n`,
  };
}

/** Looks at one team in one transaction and decides. */
async function settleTeam(deps: Deps, teamID: string, now: number): Promise<Outcome> {
  const { store } = deps;
  return store.runTransaction<Outcome>(async (tx) => {
    const snap = await tx.get(teamRef(store, teamID));
    const team = snap.data();
    if (!team) return { kind: 'none' };
    const over = usersOverPlan(team);
    if (over === 0) {
      if (team.usersCutoffAt === undefined) return { kind: 'none' };
      tx.update(teamRef(store, teamID), { usersCutoffAt: FieldValue.delete() });
      return { kind: 'cleared' };
    }
    const members = (await tx.getQuery(teamMembers(store, teamID))).docs.map((m) => m.data()!);
    if (team.usersCutoffAt === undefined) {
      const cutoffAt = now + USERS_CUTOFF_MS;
      tx.update(teamRef(store, teamID), { usersCutoffAt: cutoffAt });
      const plan = planFor(team.subscription.tier);
      return { kind: 'warned', mail: warningMail(deps, team, plan, cutoffAt), signal: members.map((m) => m.uid) };
    }
    if (now < team.usersCutoffAt) return { kind: 'none' };

    const invites: DocSnapshot<InviteDoc>[] = (await tx.getQuery(invitesOf(store, teamID))).docs;
    const withdrawn = invites
      .sort((a, b) => b.data()!.createdAt - a.data()!.createdAt)
      .slice(0, over)
      .map((invite) => invite.data()!.email);
    const removed = members
      .filter((member) => !isOwnerRow(member, team))
      .sort((a, b) => b.joinedAt - a.joinedAt)
      .slice(0, over - withdrawn.length);
    const profiles = await Promise.all(removed.map((member) => tx.get(userRef(store, member.uid))));
    const owner = (await tx.get(userRef(store, team.ownerUid))).data() ?? { name: '', email: team.ownerEmail };

    const notice = { teamName: noticeTeamName(team, owner), reason: 'planCutoff' as const, at: now };
    removed.forEach((member, i) => takeOffTeam(tx, store, teamID, member, profiles[i].data(), notice));
    for (const email of withdrawn) removeInviteWrites(tx, store, teamID, email);
    const within = withdrawn.length + removed.length >= over;
    tx.update(teamRef(store, teamID), {
      'counters.members': FieldValue.increment(-removed.length),
      pendingInvites: FieldValue.increment(-withdrawn.length),
      // Kept only if the counters promised users that were not there to remove.
      ...(within ? { usersCutoffAt: FieldValue.delete() } : {}),
    });
    return { kind: 'cut', signal: removed.map((member) => member.uid), withdrawn };
  });
}

/**
 * The daily job. `now` is the run's clock (tests and the local script move
 * it). A team that fails is logged and left for the next run; the others go on.
 */
export async function runPlanCutoff(deps: Deps, now: number = deps.now()): Promise<PlanCutoffReport> {
  const report: PlanCutoffReport = { warned: [], cut: [], cleared: [] };
  for (const teamID of await teamsToLookAt(deps.store)) {
    let outcome: Outcome;
    try {
      outcome = await settleTeam(deps, teamID, now);
    } catch (error) {
      console.error(`plan cutoff: team ${teamID} was not settled; the next run tries again`, error);
      continue;
    }
    if (outcome.kind === 'none') continue;
    if (outcome.kind === 'cleared') {
      report.cleared.push(teamID);
      continue;
    }
    if (outcome.kind === 'warned') {
      report.warned.push(teamID);
      if (outcome.mail) {
        await deps.mailer.send(outcome.mail).catch((error) => {
          console.warn(`plan cutoff: the warning to the owner of team ${teamID} could not be sent`, error);
        });
      }
    } else {
      report.cut.push(teamID);
      await Promise.all(outcome.withdrawn.map((email) => signalAddress(deps, email)));
    }
    await Promise.all(outcome.signal.map((uid) => deps.signal.accountChanged(uid)));
  }
  return report;
}
