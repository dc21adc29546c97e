/**
 * Tiers at cutoff, for a team's users (docs/product.md §4): the daily job
 * warns a team over its plan's users, then a week later withdraws its pending
 * invites and removes its newest members until it is within its plan. The job
 * runs here over the served API's own services with a moved clock, and every
 * result is read as the people concerned see it: through the API, the mail
 * inbox and their live-profile signal.
 */
import { USERS_CUTOFF_MS, type Role, type Tier } from '@listkeep/common';
import { accessNoticeText } from '@listkeep/common/src/access-notices';
import { describe, expect, it } from 'vitest';
import { runPlanCutoff } from '../src/domain/teams/plan-cutoff';
import { toTimestamp } from '../src/domain/time';
import { press, subscribe } from './support/billing';
import { call, ok } from './support/client';
import { member, owner, type Owner } from './support/fixtures';
import { markEmailVerified, uniqueEmail, type TestUser } from './support/identities';
import { mailsTo } from './support/mail';
import { readNode } from './support/rtdb';
import { servedDeps } from './support/served-api';
import { setTier, teamDoc, testStore } from './support/store';
import { dashboard, rowsOf } from './support/team-reads';

const DAY = 24 * 60 * 60 * 1000;

const runJob = (at: number) => runPlanCutoff(servedDeps(), at);

/** A member who joined `minutesAgo` minutes before now, so the newest are known. */
async function memberJoined(team: Owner, role: Role, minutesAgo: number): Promise<TestUser> {
  const user = await member(team.teamID, role);
  await testStore()
    .doc(`teams/${team.teamID}/members/${user.uid}`)
    .update({ joinedAt: Date.now() - minutesAgo * 60_000 });
  return user;
}

/** The team's users as its owner reads them on the Team tab: members' addresses and pending invites'. */
async function teamUsers(team: Owner) {
  const rows = await rowsOf(team, 'teamUsers');
  const emails = (status: string) => rows.filter((row) => row.status === status).map((row) => ({ email: row.email }));
  return { users: emails('active'), invites: emails('pending') };
}

const signalled = (uid: string) => readNode(`users/${uid}`);

/** The billing portal of a paying owner's team, where they cancel and end the period. */
const portalUrl = async (team: Owner) => ok(await call('createCheckoutSession', {}, { as: team })).url;

interface LapsedTeam {
  team: Owner;
  /** Oldest first. */
  members: TestUser[];
  invited: string;
}

/** A team on `from` with its owner, `count` members (oldest first) and one pending invite, then put on `to`. */
async function lapsedTeam(from: Tier, to: Tier, count: number): Promise<LapsedTeam> {
  const team = await owner(from);
  const members: TestUser[] = [];
  for (let i = 0; i < count; i++) members.push(await memberJoined(team, 'editor', 100 - i));
  const invited = uniqueEmail('invitee');
  ok(await call('inviteTeamUser', { teamID: team.teamID, email: invited, role: 'viewer' }, { as: team }));
  await setTier(team.teamID, to);
  return { team, members, invited };
}

describe('the daily plan cutoff', () => {
  it('warns a Group team that fell back to Starter once, cuts nothing before the week is over, then withdraws the invite and removes every member but the owner', async () => {
    const { team, members, invited } = await lapsedTeam('group', 'starter', 3);
    const [first, , newest] = members;
    await testStore().doc(`teams/${team.teamID}`).update({ teamName: 'Garden Club', teamNameIsDefault: false });
    // The newest member works in the team; the job must bring them back to their own.
    const working = await markEmailVerified(newest);
    ok(await call('setProfile', { latestTeamID: team.teamID }, { as: working }));
    const start = Date.now();
    // The start of the run's UTC day, a week on: the daily run that day cuts, whatever its time.
    const cutDay = start - (start % DAY) + 7 * DAY;

    const warned = await runJob(start);
    expect(warned.warned).toContain(team.teamID);
    expect((await teamDoc(team.teamID)).usersCutoffAt).toBe(start - (start % DAY) + USERS_CUTOFF_MS);
    expect((await dashboard(team)).team.usersCutoffAt).toEqual(toTimestamp(cutDay));
    expect((await dashboard(team, first)).team.usersCutoffAt).toEqual(toTimestamp(cutDay));
    const [mail] = await mailsTo(team.email);
    expect(mail.subject).toBe('Garden Club has more members than your plan allows');
    expect(mail.text).toContain('Starter plan, which allows 1 user');
    expect(mail.text).toContain('/pricing');
    for (const user of [team, ...members]) expect(await signalled(user.uid)).toMatchObject({ action: 'account' });

    // Later the same day, and six days on: nothing more happens.
    const again = await runJob(start + 60 * 60 * 1000);
    const sixDays = await runJob(start + 6 * DAY);
    for (const report of [again, sixDays]) {
      expect(report.warned).not.toContain(team.teamID);
      expect(report.cut).not.toContain(team.teamID);
    }
    expect(await mailsTo(team.email, 2, 500)).toHaveLength(1);
    const before = await teamUsers(team);
    expect(before.users).toHaveLength(4);
    expect(before.invites.map((i) => i.email)).toEqual([invited]);

    // The run a week on, even one that starts at the first moment of the day.
    const cut = await runJob(cutDay);
    expect(cut.cut).toContain(team.teamID);
    const after = await teamUsers(team);
    expect(after.users.map((u) => u.email)).toEqual([team.email]);
    expect(after.invites).toEqual([]);
    expect((await teamDoc(team.teamID)).counters.members).toBe(1);
    expect((await teamDoc(team.teamID)).pendingInvites).toBe(0);
    expect((await dashboard(team)).team.usersCutoffAt).toBeNull();

    for (const user of members) {
      expect((await call('getDashboardData', { teamID: team.teamID }, { as: user })).status).toBe(404);
      const profile = ok(await call('getUserData', {}, { as: user }));
      expect(profile.teams.map((t) => t.teamID)).not.toContain(team.teamID);
      expect(profile.accessNotices.map(accessNoticeText)).toEqual([
        'You no longer have access to Garden Club: its plan no longer includes that many members.',
      ]);
    }
    const back = ok(await call('getUserData', {}, { as: working }));
    expect(back.latestTeamID).not.toBe(team.teamID);
    expect(back.activeTeam).toMatchObject({ role: 'owner' });

    // Run again, a day later: the team is within its plan and is left alone.
    const later = await runJob(start + 8 * DAY);
    expect([...later.warned, ...later.cut, ...later.cleared]).not.toContain(team.teamID);
    expect(await mailsTo(team.email, 2, 500)).toHaveLength(1);
  });

  it('on a smaller paid plan, withdraws the invite first, then removes only the newest members', async () => {
    // Scale allows 20, Group 5: the owner, five members and an invite are two over.
    const { team, members } = await lapsedTeam('scale', 'group', 5);
    const start = Date.now();
    expect((await runJob(start)).warned).toContain(team.teamID);
    expect((await runJob(start + 7 * DAY + 1)).cut).toContain(team.teamID);

    const after = await teamUsers(team);
    expect(after.invites).toEqual([]);
    const kept = [team, ...members.slice(0, 4)].map((u) => u.email).sort();
    expect(after.users.map((u) => u.email).sort()).toEqual(kept);
    const newest = ok(await call('getUserData', {}, { as: members[4] }));
    expect(newest.accessNotices.map((n) => n.reason)).toEqual(['planCutoff']);
    const older = ok(await call('getUserData', {}, { as: members[3] }));
    expect(older.accessNotices).toEqual([]);
  });

  it('cancels the cut when the team is upgraded before it: the warning ends at once, the marker on the next run', async () => {
    const { team, members } = await lapsedTeam('group', 'starter', 2);
    const start = Date.now();
    expect((await runJob(start)).warned).toContain(team.teamID);

    await setTier(team.teamID, 'group');
    expect((await dashboard(team)).team.usersCutoffAt).toBeNull();
    expect((await runJob(start + 3 * DAY)).cleared).toContain(team.teamID);
    expect((await teamDoc(team.teamID)).usersCutoffAt).toBeUndefined();

    const late = await runJob(start + 8 * DAY);
    expect([...late.warned, ...late.cut]).not.toContain(team.teamID);
    expect((await teamUsers(team)).users).toHaveLength(3);
    for (const user of members) expect((await dashboard(team, user)).team.id).toBe(team.teamID);
  });

  it('forgets the warning when a paid plan covers the team, so a later lapse is warned afresh', async () => {
    const team = await owner();
    await subscribe(team, 'group');
    await memberJoined(team, 'editor', 5);
    await press(await portalUrl(team), 'cancel');
    await press(await portalUrl(team), 'end-period');
    const start = Date.now();
    expect((await runJob(start)).warned).toContain(team.teamID);

    // Back on Group before the next run, then lapsed again.
    await subscribe(team, 'group');
    expect((await teamDoc(team.teamID)).usersCutoffAt).toBeUndefined();
    await press(await portalUrl(team), 'cancel');
    await press(await portalUrl(team), 'end-period');

    const late = await runJob(start + 8 * DAY);
    expect(late.warned).toContain(team.teamID);
    expect(late.cut).not.toContain(team.teamID);
    expect((await teamUsers(team)).users).toHaveLength(2);
  });

  it('cancels the cut when the owner brings the team within its plan by hand', async () => {
    const { team, members, invited } = await lapsedTeam('group', 'starter', 1);
    const start = Date.now();
    expect((await runJob(start)).warned).toContain(team.teamID);
    const removeInvite = { teamID: team.teamID, email: invited, isInvite: true };
    ok(await call('removeTeamUser', removeInvite, { as: team }));
    const removeMember = { teamID: team.teamID, userID: members[0].uid, email: members[0].email, isInvite: false };
    ok(await call('removeTeamUser', removeMember, { as: team }));
    expect((await runJob(start + 7 * DAY)).cleared).toContain(team.teamID);
    // Removed by hand: the member's notice says so, not the plan.
    const profile = ok(await call('getUserData', {}, { as: members[0] }));
    expect(profile.accessNotices.map((n) => n.reason)).toEqual(['removed']);
  });

  it('cuts by the members and invites there are, and writes the counters back from them', async () => {
    const { team, members, invited } = await lapsedTeam('group', 'starter', 1);
    const start = Date.now();
    expect((await runJob(start)).warned).toContain(team.teamID);
    expect((await teamUsers(team)).invites).toEqual([{ email: invited }]);
    // Counters that promise more users than there are (say, left behind by a failed clean-up).
    await testStore().doc(`teams/${team.teamID}`).update({ 'counters.members': 5, pendingInvites: 3 });

    expect((await runJob(start + 8 * DAY)).cut).toContain(team.teamID);
    expect(await teamUsers(team)).toEqual({ users: [{ email: team.email }], invites: [] });
    const after = await teamDoc(team.teamID);
    expect(after.counters.members).toBe(1);
    expect(after.pendingInvites).toBe(0);
    expect(after.usersCutoffAt).toBeUndefined();
    expect(ok(await call('getUserData', {}, { as: members[0] })).accessNotices.map((n) => n.reason)).toEqual([
      'planCutoff',
    ]);
  });

  it('settles the other teams when telling the people of one fails', async () => {
    const teams = [await lapsedTeam('group', 'starter', 1), await lapsedTeam('group', 'starter', 1)];
    // The team the run looks at first is the one whose signals fail.
    teams.sort((a, b) => (a.team.teamID < b.team.teamID ? -1 : 1));
    const [failing, other] = teams;
    const served = servedDeps();
    const unreachable = new Set([failing.team.uid, ...failing.members.map((m) => m.uid)]);
    const deps = {
      ...served,
      signal: {
        ...served.signal,
        accountChanged: async (uid: string) => {
          if (unreachable.has(uid)) throw new Error('the realtime database is not reachable');
          await served.signal.accountChanged(uid);
        },
      },
    };

    const report = await runPlanCutoff(deps, Date.now());
    expect(report.warned).toEqual(expect.arrayContaining([failing.team.teamID, other.team.teamID]));
    expect(await signalled(other.members[0].uid)).toMatchObject({ action: 'account' });
    expect(await mailsTo(other.team.email)).toHaveLength(1);
  });

  it('leaves a team within its plan alone', async () => {
    const team = await owner('group');
    await memberJoined(team, 'editor', 5);
    const report = await runJob(Date.now() + 30 * DAY);
    expect([...report.warned, ...report.cut, ...report.cleared]).not.toContain(team.teamID);
    expect((await teamDoc(team.teamID)).usersCutoffAt).toBeUndefined();
  });
});
