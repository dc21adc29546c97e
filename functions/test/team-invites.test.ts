import {
  INVITATION_MESSAGES,
  INVITATION_PARAMS,
  INVITATION_PATH,
  OWNER_CANNOT_BE_REMOVED_MESSAGE,
  REMOVE_YOURSELF_MESSAGE,
  type TeamUser,
} from '@listkeep/common';
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

/** The team and token of the invitation page a mail links to. */
function linkOf(text: string): { teamID: string; token: string } {
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toBe(INVITATION_PATH);
  return {
    teamID: link.searchParams.get(INVITATION_PARAMS.team)!,
    token: link.searchParams.get(INVITATION_PARAMS.token)!,
  };
}

/** Invites a new address and answers it with the link its mail carries. */
async function invited(team: Owner, role: 'admin' | 'editor' | 'viewer' = 'editor') {
  const email = uniqueEmail('invitee');
  created(await invite(team, email, team, role));
  const [mail] = await mailsTo(email);
  return { email, ...linkOf(mail.text) };
}

async function teamUsers(team: Owner): Promise<TeamUser[]> {
  return ok(await call('getDashboardItem', { type: 'teamUsers', teamID: team.teamID }, { as: team }))
    .data as TeamUser[];
}

describe('POST /inviteTeamUser', () => {
  it('stores the invite as editor by default and mails the address the link to its invitation page', async () => {
    const team = await owner('group');
    const email = uniqueEmail('invitee');
    created(await invite(team, email));

    expect(await teamUsers(team)).toContainEqual({ userID: '', name: '', email, role: 'editor', status: 'pending' });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain('invited you to');
    expect(mail.text).toContain('as an editor');
    const { teamID, token } = linkOf(mail.text);
    expect(teamID).toBe(team.teamID);
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(ok(await call('getDashboardData', { teamID: team.teamID }, { as: team })).usage.users).toBe(2);
  });

  it('tells an invitee who already has an account at once', async () => {
    const team = await owner('group');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email, team, 'viewer'));
    expect(await readNode(`users/${invitee.uid}`)).toMatchObject({ action: 'account' });
  });

  it('answers 409 for an address already invited, in any case, or already a member', async () => {
    const team = await owner('group');
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
    const team = await owner('starter');
    const res = await invite(team, uniqueEmail());
    expect(res.status).toBe(402);
    expect(errorOf(res).message).toBe(
      'The Starter plan allows 1 user, counting pending invites. Upgrade to Group to add more.',
    );
  });

  it('mails one address at most five times an hour, however often it is withdrawn and invited again', async () => {
    const undo = atStartOfHour();
    try {
      const team = await owner('group');
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
    const team = await owner('group');
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
    const team = await owner('group');
    const user = await actor(team, who);
    expect((await invite(team, uniqueEmail(), user)).status).toBe(expected[who]);
  });
});

describe('POST /acceptTeamInvite', () => {
  it('shows pending invites only to a verified address', async () => {
    const team = await owner('group');
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
    // Invited before signing up, they have no team of their own to show a dashboard of.
    expect(profile.teams).toEqual([]);
  });

  it('makes the invitee a member with the invited role, and during onboarding opens that team', async () => {
    const team = await owner('group');
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
    const team = await owner('group');
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

describe('the invitation page (POST /getInvitation) and its invitee', () => {
  it("shows who invited the address to which team as what, to anyone holding the link's token", async () => {
    const team = await owner('group');
    ok(await call('setProfile', { name: 'Ana Lopes' }, { as: team }));
    await call('updateTeam', { teamID: team.teamID, action: 'update', teamName: 'Harbour Choir' }, { as: team });
    const { email, teamID, token } = await invited(team);
    expect(ok(await call('getInvitation', { teamID, token }))).toEqual({
      teamID,
      teamName: 'Harbour Choir',
      inviterName: 'Ana Lopes',
      role: 'editor',
      email,
    });
  });

  it('answers 404 for a wrong token, another team, or an invitation withdrawn, telling none apart', async () => {
    const team = await owner('group');
    const other = await owner('group');
    const { email, teamID, token } = await invited(team);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    ok(await call('removeTeamUser', { teamID, email, isInvite: true }, { as: team }));
    for (const input of [
      { teamID, token: wrong },
      { teamID: other.teamID, token },
      { teamID, token },
    ]) {
      const res = await call('getInvitation', input);
      expect([res.status, errorOf(res).code, errorOf(res).message]).toEqual([
        404,
        'not-found',
        INVITATION_MESSAGES.notFound,
      ]);
    }
    const badShape = await call('getInvitation', { teamID, token: 'short' });
    expect(badShape.status).toBe(404);
  });

  it('a new account of the invited address gets no own team, accepts with the token unverified, and is in the team', async () => {
    const team = await owner('group');
    const { email, teamID, token } = await invited(team, 'viewer');
    const invitee = await signUp(email);
    const before = ok(await call('getUserData', {}, { as: invitee }));
    expect([before.teams, before.ownTeamID, before.latestTeamID]).toEqual([[], null, '']);
    const noTeam = await call('getDashboardData', {}, { as: invitee });
    expect(noTeam.status).toBe(404);

    // Without the token an unverified address cannot answer; with another token neither.
    expect((await call('acceptTeamInvite', { accept: true, teamID }, { as: invitee })).status).toBe(404);
    const forged = 'A'.repeat(32);
    expect((await call('acceptTeamInvite', { accept: true, teamID, token: forged }, { as: invitee })).status).toBe(404);
    ok(await call('acceptTeamInvite', { accept: true, teamID, token, onboarding: true }, { as: invitee }));

    const after = ok(await call('getUserData', {}, { as: invitee }));
    expect(after.teams.map((t) => t.teamID)).toEqual([teamID]);
    expect(after).toMatchObject({ ownTeamID: null, latestTeamID: teamID, onboarded: true });
    expect(after.activeTeam).toMatchObject({ teamID, role: 'viewer' });
    expect(ok(await call('getDashboardData', {}, { as: invitee })).team.id).toBe(teamID);
    // Paying is for one's own team, which they do not have yet.
    const checkout = await call('createCheckoutSession', { subscriptionTier: 'solo' }, { as: invitee });
    expect([checkout.status, errorOf(checkout).message]).toEqual([409, INVITATION_MESSAGES.noOwnTeam]);
  });

  it("does not let another account use the token of someone else's invitation", async () => {
    const team = await owner('group');
    const { teamID, token } = await invited(team);
    const stranger = await markEmailVerified(await signUp());
    const res = await call('acceptTeamInvite', { accept: true, teamID, token }, { as: stranger });
    expect(res.status).toBe(404);
    expect((await teamUsers(team)).map((user) => user.status)).toEqual(['active', 'pending']);
  });

  it('an invitee who declines has no team until they create their own, once', async () => {
    const team = await owner('group');
    const { email, teamID, token } = await invited(team);
    const invitee = await signUp(email);
    ok(await call('acceptTeamInvite', { accept: false, teamID, token }, { as: invitee }));
    expect(ok(await call('getUserData', {}, { as: invitee })).teams).toEqual([]);

    const { teamID: own } = ok(await call('createOwnTeam', {}, { as: invitee }));
    expect(ok(await call('createOwnTeam', {}, { as: invitee })).teamID).toBe(own);
    const profile = ok(await call('getUserData', {}, { as: invitee }));
    expect(profile).toMatchObject({ ownTeamID: own, latestTeamID: own });
    expect(profile.teams.map((t) => t.teamID)).toEqual([own]);
    expect(profile.activeTeam.role).toBe('owner');
    created(await call('createNewsletter', { newsletterName: 'Harbour News', teamID: own }, { as: invitee }));
  });

  it('an invitee without an own team who leaves the team is in none, and can delete their account', async () => {
    const team = await owner('group');
    const { email, teamID, token } = await invited(team);
    const invitee = await signUp(email);
    ok(await call('acceptTeamInvite', { accept: true, teamID, token, onboarding: true }, { as: invitee }));
    ok(await call('leaveTeam', { teamID }, { as: invitee }));
    expect(ok(await call('getUserData', {}, { as: invitee }))).toMatchObject({ teams: [], latestTeamID: '' });
    ok(await call('deleteAccount', { confirmEmail: email }, { as: invitee }));
  });

  it('an address nobody invited gets its own team on its first call, as before', async () => {
    const user = await signUp();
    const profile = ok(await call('getUserData', {}, { as: user }));
    expect(profile.ownTeamID).toBe(profile.latestTeamID);
    expect(profile.teams.map((t) => t.teamID)).toEqual([profile.ownTeamID]);
  });
});

describe('POST /removeTeamUser', () => {
  it('withdraws a pending invite, which the invitee then no longer sees', async () => {
    const team = await owner('group');
    const invitee = await verifiedUser();
    created(await invite(team, invitee.email));
    const input = { teamID: team.teamID, email: invitee.email, isInvite: true };
    ok(await call('removeTeamUser', input, { as: team }));
    expect(ok(await call('getUserData', {}, { as: invitee })).teamInvites).toEqual([]);
    expect((await teamDoc(team.teamID)).pendingInvites).toBe(0);
    expect((await call('removeTeamUser', input, { as: team })).status).toBe(404);
  });

  it('removes a member, who loses access at once', async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    ok(await call('removeTeamUser', { teamID: team.teamID, email: editor.email, userID: editor.uid }, { as: team }));
    expect((await teamDoc(team.teamID)).counters.members).toBe(1);
    expect((await call('getDashboardData', { teamID: team.teamID }, { as: editor })).status).toBe(404);
    expect(ok(await call('getUserData', {}, { as: editor })).teams.map((t) => t.teamID)).not.toContain(team.teamID);
    expect(await readNode(`users/${editor.uid}`)).toMatchObject({ action: 'account' });
  });

  it('never removes the owner', async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    for (const as of [admin, team]) {
      const res = await call('removeTeamUser', { teamID: team.teamID, email: team.email }, { as });
      expect([res.status, errorOf(res).message]).toEqual([409, OWNER_CANNOT_BE_REMOVED_MESSAGE]);
    }
    expect((await teamDoc(team.teamID)).counters.members).toBe(2);
  });

  it('sends an admin removing themselves to Leave Team: they stay, with no notice', async () => {
    const team = await owner('group');
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
    const team = await owner('group');
    const email = uniqueEmail();
    created(await invite(team, email));
    const user = await actor(team, who);
    const res = await call('removeTeamUser', { teamID: team.teamID, email, isInvite: true }, { as: user });
    expect(res.status).toBe(expected[who]);
  });
});
