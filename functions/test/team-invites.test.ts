import { OWNER_CANNOT_BE_REMOVED_MESSAGE, REMOVE_YOURSELF_MESSAGE, type TeamUser } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, created, errorOf, ok } from './support/client';
import { ROLES_AND_STRANGER, actor, member, owner, type Owner } from './support/fixtures';
import { markEmailVerified, signUp, uniqueEmail, type TestUser } from './support/identities';
import { mailsTo } from './support/mail';
import { readNode } from './support/rtdb';
import { atStartOfHour } from './support/served-api';
import { teamDoc } from './support/store';
import { rowsOf } from './support/team-reads';

/** Someone who signed up with `email` and verified it. */
async function verifiedUser(email = uniqueEmail('invitee')): Promise<TestUser> {
  const user = await markEmailVerified(await signUp(email));
  ok(await call('getUserData', {}, { as: user }));
  return user;
}

const invite = (team: Owner, email: string, as: TestUser = team, role?: 'admin' | 'editor' | 'viewer') =>
  call('inviteTeamUser', { teamID: team.teamID, email, ...(role ? { role } : {}) }, { as });

async function teamUsers(team: Owner): Promise<TeamUser[]> {
  return ok(await call('getDashboardItem', { type: 'teamUsers', teamID: team.teamID }, { as: team }))
    .data as TeamUser[];
}

describe('POST /inviteTeamUser', () => {
  it('stores the invite as editor by default and mails the address a link to sign in with it filled in', async () => {
    const team = await owner('team');
    const email = uniqueEmail('invitee');
    created(await invite(team, email));

    expect(await teamUsers(team)).toContainEqual({ userID: '', name: '', email, role: 'editor', status: 'pending' });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain('invited you to');
    expect(mail.text).toContain('as an editor');
    expect(mail.text).toContain(`/login?email=${encodeURIComponent(email)}`);
    expect(ok(await call('getDashboardData', { teamID: team.teamID }, { as: team })).usage.users).toBe(2);
  });

  it('tells an invitee who already has an account at once', async () => {
    const team = await owner('team');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email, team, 'viewer'));
    expect(await readNode(`users/${invitee.uid}`)).toMatchObject({ action: 'account' });
  });

  it('answers 409 for an address already invited, in any case, or already a member', async () => {
    const team = await owner('team');
    const email = uniqueEmail('twice');
    created(await invite(team, email));
    const again = await invite(team, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(errorOf(again).message.toLowerCase()).toBe(`${email} has already been invited to this team.`);

    const editor = await member(team.teamID, 'editor');
    const memberAgain = await invite(team, editor.email);
    expect(memberAgain.status).toBe(409);
    expect(errorOf(memberAgain).message).toBe(`${editor.email} is already a member of this team.`);
  });

  it("refuses an invite beyond the plan's users with 402", async () => {
    const team = await owner('free');
    const res = await invite(team, uniqueEmail());
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(
      'The Starter plan allows 1 user, counting pending invites. Upgrade to Group to add more.',
    );
  });

  it('mails one address at most five times an hour, however often it is withdrawn and invited again', async () => {
    const undo = atStartOfHour();
    try {
      const team = await owner('team');
      const email = uniqueEmail('flooded');
      for (let i = 0; i < 5; i++) {
        created(await invite(team, email));
        ok(await call('removeTeamUser', { teamID: team.teamID, email, isInvite: true }, { as: team }));
      }
      const sixth = await invite(team, email);
      expect(sixth.status).toBe(429);
      expect(errorOf(sixth).code).toBe('rate-limited');
      expect(await teamUsers(team)).not.toContainEqual(expect.objectContaining({ email }));
      expect(await mailsTo(email, 6, 500)).toHaveLength(5);
    } finally {
      undo();
    }
  });

  it('lets exactly one of 10 racing invites in at 4 users of 5', async () => {
    const team = await owner('team');
    await member(team.teamID, 'admin');
    await member(team.teamID, 'editor');
    created(await invite(team, uniqueEmail('pending')));
    const answers = await Promise.all(Array.from({ length: 10 }, () => invite(team, uniqueEmail('race'))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(402)]);
    const stored = await teamDoc(team.teamID);
    expect(stored.counters.members + (stored.pendingInvites ?? 0)).toBe(5);
    expect(await teamUsers(team)).toHaveLength(5);
  });

  const expected = { owner: 201, admin: 201, editor: 401, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('needs manageTeam: %s', async (who) => {
    const team = await owner('team');
    const user = await actor(team, who);
    expect((await invite(team, uniqueEmail(), user)).status).toBe(expected[who]);
  });
});

describe('POST /acceptTeamInvite', () => {
  it('shows pending invites only to a verified address', async () => {
    const team = await owner('team');
    const email = uniqueEmail('unverified');
    created(await invite(team, email));
    const unverified = await signUp(email);
    expect(ok(await call('getUserData', {}, { as: unverified })).teamInvites).toEqual([]);
    const res = await call('acceptTeamInvite', { accept: true, teamID: team.teamID }, { as: unverified });
    expect(res.status).toBe(404);

    const verified = await markEmailVerified(unverified);
    const profile = ok(await call('getUserData', {}, { as: verified }));
    expect(profile.teamInvites).toEqual([
      { teamID: team.teamID, teamName: expect.any(String), inviterName: expect.any(String) },
    ]);
    const dashboard = ok(await call('getDashboardData', {}, { as: verified }));
    expect(dashboard.team.teamInvites.map((i) => i.teamID)).toEqual([team.teamID]);
  });

  it('makes the invitee a member with the invited role, and during onboarding opens that team', async () => {
    const team = await owner('team');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email, team, 'admin'));
    ok(await call('acceptTeamInvite', { accept: true, teamID: team.teamID, onboarding: true }, { as: invitee }));

    const profile = ok(await call('getUserData', {}, { as: invitee }));
    expect(profile.teamInvites).toEqual([]);
    expect(profile.latestTeamID).toBe(team.teamID);
    expect(profile.activeTeam.role).toBe('admin');
    expect(profile.teams.map((t) => t.teamID)).toContain(team.teamID);
    expect(await teamUsers(team)).toContainEqual(
      expect.objectContaining({ userID: invitee.uid, email: invitee.email, role: 'admin', status: 'active' }),
    );
    const stored = await teamDoc(team.teamID);
    expect([stored.counters.members, stored.pendingInvites]).toEqual([2, 0]);
    expect(await readNode(`users/${invitee.uid}`)).toMatchObject({ action: 'account' });
  });

  it('declining removes the invite and joins nothing; a settled invite is then not found', async () => {
    const team = await owner('team');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email));
    ok(await call('acceptTeamInvite', { accept: false, teamID: team.teamID }, { as: invitee }));
    expect(await teamUsers(team)).toHaveLength(1);
    expect(ok(await call('getUserData', {}, { as: invitee })).teams).toHaveLength(1);
    const again = await call('acceptTeamInvite', { accept: true, teamID: team.teamID }, { as: invitee });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('Invitation not found.');
  });

  it('answers 404 for invites of the earlier shape, which are no longer made', async () => {
    const user = await verifiedUser();
    const res = await call('acceptGroupInvite', { accept: true, groupID: 'noSuchTeam0000000000' }, { as: user });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe('Invitation not found.');
  });
});

describe('POST /removeTeamUser', () => {
  it('withdraws a pending invite, which the invitee then no longer sees', async () => {
    const team = await owner('team');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email));
    const input = { teamID: team.teamID, email: invitee.email, isInvite: true };
    ok(await call('removeTeamUser', input, { as: team }));
    expect(ok(await call('getUserData', {}, { as: invitee })).teamInvites).toEqual([]);
    expect((await teamDoc(team.teamID)).pendingInvites).toBe(0);
    expect((await call('removeTeamUser', input, { as: team })).status).toBe(404);
  });

  it('removes a member, who loses access at once', async () => {
    const team = await owner('team');
    const editor = await member(team.teamID, 'editor');
    ok(await call('removeTeamUser', { teamID: team.teamID, email: editor.email, userID: editor.uid }, { as: team }));
    expect((await teamDoc(team.teamID)).counters.members).toBe(1);
    expect((await call('getDashboardData', { teamID: team.teamID }, { as: editor })).status).toBe(404);
    expect(ok(await call('getUserData', {}, { as: editor })).teams.map((t) => t.teamID)).not.toContain(team.teamID);
    expect(await readNode(`users/${editor.uid}`)).toMatchObject({ action: 'account' });
  });

  it('never removes the owner', async () => {
    const team = await owner('team');
    const admin = await member(team.teamID, 'admin');
    for (const as of [admin, team]) {
      const res = await call('removeTeamUser', { teamID: team.teamID, email: team.email }, { as });
      expect([res.status, errorOf(res).message]).toEqual([409, OWNER_CANNOT_BE_REMOVED_MESSAGE]);
    }
    expect((await teamDoc(team.teamID)).counters.members).toBe(2);
  });

  it('sends an admin removing themselves to Leave Team: they stay, with no notice', async () => {
    const team = await owner('team');
    const admin = await member(team.teamID, 'admin');
    for (const named of [{ userID: admin.uid, email: admin.email }, { email: admin.email.toUpperCase() }]) {
      const res = await call('removeTeamUser', { teamID: team.teamID, ...named }, { as: admin });
      expect([res.status, errorOf(res).message]).toEqual([409, REMOVE_YOURSELF_MESSAGE]);
    }
    expect(REMOVE_YOURSELF_MESSAGE).toBe('Use Leave Team on your account page to leave.');
    expect((await rowsOf(team, 'teamUsers')).map((row) => row.email)).toContain(admin.email);
    expect((await teamDoc(team.teamID)).counters.members).toBe(2);
    const profile = ok(await call('getUserData', {}, { as: admin }));
    expect(profile.teams.map((t) => t.teamID)).toContain(team.teamID);
    expect(profile.accessNotices).toEqual([]);
  });

  const expected = { owner: 200, admin: 200, editor: 401, viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('needs manageTeam: %s', async (who) => {
    const team = await owner('team');
    const email = uniqueEmail();
    created(await invite(team, email));
    const user = await actor(team, who);
    const res = await call('removeTeamUser', { teamID: team.teamID, email, isInvite: true }, { as: user });
    expect(res.status).toBe(expected[who]);
  });
});
