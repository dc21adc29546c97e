/**
 * Roles, leaving, the team's details and switching teams (docs/product.md §6, §7).
 * Members are written straight into the store (support/store.ts addMember), as
 * an accepted invitation would leave them, so these rules are tested on their own.
 */
import {
  type CallInput,
  type CallName,
  OWNER_CANNOT_LEAVE_MESSAGE,
  OWNER_ROW_MESSAGE,
  type Role,
  WEB_ADDRESS_IP,
  WEB_ADDRESS_MESSAGE,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import type { MemberDoc, UserDoc } from '../src/domain/docs';
import { VERIFY_TO_SWITCH_MESSAGE } from '../src/domain/accounts/profile';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { UNKNOWN, member, newUser, owner, type Owner } from './support/fixtures';
import { markEmailVerified, type TestUser } from './support/identities';
import { newClient } from './support/public-client';
import { readNode } from './support/rtdb';
import { teamDoc, testStore } from './support/store';
import { dashboard } from './support/team-reads';

const memberOf = async (teamID: string, uid: string) =>
  (await testStore().doc<MemberDoc>(`teams/${teamID}/members/${uid}`).get()).data();
const userOf = async (uid: string) => (await testStore().doc<UserDoc>(`users/${uid}`).get()).data()!;
const ownersOf = async (teamID: string) =>
  (await testStore().collection<MemberDoc>(`teams/${teamID}/members`).where('role', '==', 'owner').get()).docs.length;
const signalled = (uid: string) => readNode(`users/${uid}`);

const teamDetails = (teamID: string): CallInput<'updateTeam'> => ({
  teamID,
  action: 'update',
  teamName: 'Garden Club',
  publicOrgName: 'The Garden Club of Ely',
  autoSubscribe: true,
  supportEmail: 'help@garden.example.org',
  teamURL: 'https://garden.example.org/',
});

type Caller = Role | 'stranger' | 'signed-out';
const CALLERS: Caller[] = ['owner', 'admin', 'editor', 'viewer', 'stranger', 'signed-out'];

/** What each caller is answered, by the permission table (docs/product.md §6): manageTeam is owner and admin. */
const MATRIX: Record<'updateTeamUserRole' | 'updateTeam' | 'leaveTeam', Record<Caller, number>> = {
  updateTeamUserRole: { owner: 200, admin: 200, editor: 401, viewer: 401, stranger: 404, 'signed-out': 403 },
  updateTeam: { owner: 200, admin: 200, editor: 401, viewer: 401, stranger: 404, 'signed-out': 403 },
  leaveTeam: { owner: 409, admin: 200, editor: 200, viewer: 200, stranger: 404, 'signed-out': 403 },
};

async function callerOf(team: Owner, who: Caller): Promise<TestUser | undefined> {
  if (who === 'owner') return team;
  if (who === 'stranger') return newUser();
  if (who === 'signed-out') return undefined;
  return member(team.teamID, who);
}

const inputFor = (name: keyof typeof MATRIX, team: Owner, target: TestUser): CallInput<CallName> =>
  name === 'updateTeamUserRole'
    ? { teamID: team.teamID, userID: target.uid, email: target.email, role: 'viewer' }
    : name === 'updateTeam'
      ? teamDetails(team.teamID)
      : { teamID: team.teamID };

describe('the team calls by role', () => {
  const rows = Object.entries(MATRIX).flatMap(([name, answers]) =>
    CALLERS.map((who) => [name as keyof typeof MATRIX, who, answers[who]] as const),
  );

  it.each(rows)('%s as %s answers %i', async (name, who, status) => {
    const team = await owner('group');
    const target = await member(team.teamID, 'editor');
    const caller = await callerOf(team, who);
    const res = await send(name, inputFor(name, team, target), caller ? { as: caller } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });
});

describe('POST /updateTeamUserRole', () => {
  it("changes a member's role, found by id or by address in any case, and signals that member", async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    expect(await signalled(editor.uid)).toBeNull();

    const byID = { teamID: team.teamID, userID: editor.uid, email: editor.email, role: 'admin' } as const;
    expect(ok(await call('updateTeamUserRole', byID, { as: team }))).toEqual({ ok: true });
    expect((await memberOf(team.teamID, editor.uid))?.role).toBe('admin');
    expect(await signalled(editor.uid)).toMatchObject({ action: 'account' });

    const byAddress = { teamID: team.teamID, email: editor.email.toUpperCase(), role: 'viewer' } as const;
    ok(await call('updateTeamUserRole', byAddress, { as: team }));
    expect((await memberOf(team.teamID, editor.uid))?.role).toBe('viewer');
    const profile = ok(
      await call('setProfile', { latestTeamID: team.teamID }, { as: await markEmailVerified(editor) }),
    );
    expect(profile.profile.activeTeam).toMatchObject({ teamID: team.teamID, role: 'viewer' });
  });

  it("keeps the owner's row as it is, for the owner and for an admin", async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    for (const as of [team, admin]) {
      for (const named of [{ userID: team.uid, email: team.email }, { email: team.email }]) {
        const res = await call('updateTeamUserRole', { teamID: team.teamID, ...named, role: 'admin' }, { as });
        expect(res.status).toBe(409);
        expect(errorOf(res).message).toBe(OWNER_ROW_MESSAGE);
      }
    }
    expect((await memberOf(team.teamID, team.uid))?.role).toBe('owner');
    expect(await ownersOf(team.teamID)).toBe(1);
  });

  it('makes no second owner', async () => {
    const team = await owner('group');
    const admin = await member(team.teamID, 'admin');
    const res = await send(
      'updateTeamUserRole',
      { teamID: team.teamID, userID: admin.uid, email: admin.email, role: 'owner' },
      { as: team },
    );
    expect(res.status).toBe(400);
    expect(fieldPaths(res)).toEqual(['role']);
    expect((await memberOf(team.teamID, admin.uid))?.role).toBe('admin');
    expect(await ownersOf(team.teamID)).toBe(1);
  });

  it('answers 404 for someone who is not a member, by id or by address', async () => {
    const team = await owner('group');
    const outsider = await newUser();
    const other = await owner('group');
    const otherMember = await member(other.teamID, 'editor');
    for (const named of [
      { userID: outsider.uid, email: outsider.email },
      { email: outsider.email },
      { userID: otherMember.uid, email: otherMember.email },
    ]) {
      const res = await call('updateTeamUserRole', { teamID: team.teamID, ...named, role: 'viewer' }, { as: team });
      expect(res.status).toBe(404);
    }
    expect((await memberOf(other.teamID, otherMember.uid))?.role).toBe('editor');
    const unknownTeam = { teamID: UNKNOWN.team, email: outsider.email, role: 'viewer' } as const;
    expect((await call('updateTeamUserRole', unknownTeam, { as: team })).status).toBe(404);
  });
});

describe('POST /leaveTeam', () => {
  it('takes the member out of the team, counts them off and falls back to their own team, signalling them', async () => {
    const team = await owner('group');
    const viewer = await markEmailVerified(await member(team.teamID, 'viewer'));
    const own = await userOf(viewer.uid);
    ok(await call('setProfile', { latestTeamID: team.teamID }, { as: viewer }));
    const membersBefore = (await teamDoc(team.teamID)).counters.members;

    expect(ok(await call('leaveTeam', { teamID: team.teamID }, { as: viewer }))).toEqual({ ok: true });

    expect(await memberOf(team.teamID, viewer.uid)).toBeUndefined();
    expect((await teamDoc(team.teamID)).counters.members).toBe(membersBefore - 1);
    const profile = ok(await call('getUserData', {}, { as: viewer }));
    expect(profile.latestTeamID).toBe(own.ownTeamID);
    expect(profile.activeTeam).toMatchObject({ teamID: own.ownTeamID, role: 'owner' });
    expect(profile.teams.map((t) => t.teamID)).toEqual([own.ownTeamID]);
    expect(await userOf(viewer.uid)).toMatchObject({ latestTeamID: own.ownTeamID, teamIDs: [own.ownTeamID] });
    expect(await signalled(viewer.uid)).toMatchObject({ action: 'account' });
    expect((await call('getDashboardData', { teamID: team.teamID }, { as: viewer })).status).toBe(404);
    expect((await call('leaveTeam', { teamID: team.teamID }, { as: viewer })).status).toBe(404);
  });

  it('keeps the latest team when the member left another one', async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    const own = await userOf(editor.uid);
    ok(await call('leaveTeam', { teamID: team.teamID }, { as: editor }));
    expect((await userOf(editor.uid)).latestTeamID).toBe(own.ownTeamID);
  });

  it('refuses the owner, of the team and of their own team', async () => {
    const team = await owner('group');
    await member(team.teamID, 'admin');
    const res = await call('leaveTeam', { teamID: team.teamID }, { as: team });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(OWNER_CANNOT_LEAVE_MESSAGE);
    expect((await memberOf(team.teamID, team.uid))?.role).toBe('owner');
    expect((await teamDoc(team.teamID)).counters.members).toBe(2);
  });
});

describe('POST /updateTeam', () => {
  it('saves the details, stops following the owner’s name, shows the public name on public pages and signals every member', async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    const admin = await member(team.teamID, 'admin');

    expect(ok(await call('updateTeam', teamDetails(team.teamID), { as: admin }))).toEqual({ ok: true });

    const { action: _, teamID, ...details } = teamDetails(team.teamID);
    expect((await dashboard(team, editor)).team).toMatchObject({ ...details, id: teamID });
    for (const uid of [team.uid, editor.uid, admin.uid])
      expect(await signalled(uid)).toMatchObject({ action: 'account' });

    ok(await call('setProfile', { name: 'Olive Owner' }, { as: team }));
    expect((await teamDoc(team.teamID)).teamName).toBe('Garden Club');

    const opened = ok(
      await call('linkOpen', { type: 'subscribe', newsletterID: team.listID }, { headers: newClient() }),
    );
    expect((opened.returnData as { senderName: string }).senderName).toBe('The Garden Club of Ely');
  });

  it('clears the optional details when they are left empty', async () => {
    const team = await owner('group');
    ok(await call('updateTeam', teamDetails(team.teamID), { as: team }));
    const emptied = { teamID: team.teamID, action: 'update', teamName: 'Garden Club' } as const;
    ok(await call('updateTeam', emptied, { as: team }));
    expect(await teamDoc(team.teamID)).toMatchObject({
      publicOrgName: '',
      teamURL: '',
      supportEmail: '',
      autoSubscribe: false,
    });
  });

  it.each([
    ['an empty team name', { teamName: '  ' }, 'teamName', 'Please fill in a team name.'],
    ['a team URL that is not a web address', { teamURL: 'garden.example.org' }, 'teamURL', WEB_ADDRESS_MESSAGE],
    ['a team URL into a local network', { teamURL: 'http://192.168.1.1/' }, 'teamURL', WEB_ADDRESS_IP],
    [
      'a support address that is not one',
      { supportEmail: 'help@' },
      'supportEmail',
      'Please enter a valid email address.',
    ],
  ])('refuses %s with 400 on that field and changes nothing', async (_, change, field, message) => {
    const team = await owner('group');
    const before = await teamDoc(team.teamID);
    const res = await send('updateTeam', { ...teamDetails(team.teamID), ...change }, { as: team });
    expect(res.status).toBe(400);
    expect(fieldPaths(res)).toEqual([field]);
    expect(errorOf(res).fields?.[0].message).toBe(message);
    expect(await teamDoc(team.teamID)).toEqual(before);
  });
});

describe('POST /setProfile {latestTeamID}', () => {
  it('switches to a team the user belongs to once their address is verified', async () => {
    const team = await owner('group');
    const unverified = await member(team.teamID, 'editor');

    const refused = await call('setProfile', { latestTeamID: team.teamID }, { as: unverified });
    expect(refused.status).toBe(401);
    expect(errorOf(refused).message).toBe(VERIFY_TO_SWITCH_MESSAGE);
    const own = await userOf(unverified.uid);
    expect(own.latestTeamID).toBe(own.ownTeamID);
    // Back to one's own team is always open.
    ok(await call('setProfile', { latestTeamID: own.ownTeamID! }, { as: unverified }));

    const verified = await markEmailVerified(unverified);
    const { profile } = ok(await call('setProfile', { latestTeamID: team.teamID }, { as: verified }));
    expect(profile.latestTeamID).toBe(team.teamID);
    expect(profile.activeTeam).toMatchObject({ teamID: team.teamID, role: 'editor', ownerEmail: team.email });
    expect(await signalled(verified.uid)).toMatchObject({ action: 'account' });
  });

  it('answers 404 for a team the verified user does not belong to, as for a missing one', async () => {
    const team = await owner('group');
    const stranger = await markEmailVerified(await newUser());
    const foreign = await call('setProfile', { latestTeamID: team.teamID }, { as: stranger });
    const missing = await call('setProfile', { latestTeamID: UNKNOWN.team }, { as: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
