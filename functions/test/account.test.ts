import { describe, expect, it } from 'vitest';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { UNKNOWN, newUser } from './support/fixtures';
import { signUp } from './support/identities';
import { readNode } from './support/rtdb';
import { teamsOwnedBy } from './support/store';

describe('GET /getUserData', () => {
  it('creates the profile and an own team (owner, free tier) on the first call', async () => {
    const user = await signUp();
    const res = await call('getUserData', {}, { as: user });
    expect(res.status).toBe(200);
    const profile = ok(res);
    expect(profile).toMatchObject({
      uid: user.uid,
      email: user.email,
      name: '',
      onboarded: false,
      teamInvites: [],
      groupInvites: [],
      whitelisted: false,
      subscription: { tier: 'free', status: 'none', cancelAtPeriodEnd: false },
      activeTeam: { role: 'owner', ownerEmail: user.email },
    });
    expect(profile.serverVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(profile.teams).toEqual([{ teamID: profile.latestTeamID, teamName: profile.activeTeam.teamName }]);
    expect(profile.activeTeam.teamName).toBe(`${user.email.split('@')[0]}'s Team`);
  });

  it('creates exactly one profile and team when first calls race', async () => {
    const user = await signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('getUserData', {}, { as: user })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const teamIDs = new Set(answers.map((a) => ok(a).latestTeamID));
    expect(teamIDs.size).toBe(1);
    expect(await teamsOwnedBy(user.uid)).toBe(1);
  });
});

describe('POST /setProfile', () => {
  const nameOf = async (user: { idToken: string }) => ok(await call('getUserData', {}, { as: user })).name;

  it('saves the name, answers the new profile and signals the open tabs', async () => {
    const user = await signUp();
    const res = await call('setProfile', { name: '  Ann Example ' }, { as: user });
    expect(res.status).toBe(200);
    expect(ok(res).profile.name).toBe('Ann Example');
    expect(await nameOf(user)).toBe('Ann Example');
    expect(await readNode(`users/${user.uid}`)).toMatchObject({ action: 'account' });
  });

  it("names the user's own team after them until the team is named", async () => {
    const user = await signUp();
    const { profile } = ok(await call('setProfile', { name: 'Ann Example' }, { as: user }));
    expect(profile.activeTeam.teamName).toBe("Ann Example's Team");
    expect(profile.teams[0].teamName).toBe("Ann Example's Team");
  });

  it('marks the profile onboarded and clears group invites', async () => {
    const user = await signUp();
    const res = await call('setProfile', { onboarding: true }, { as: user });
    expect(res.status).toBe(200);
    expect(ok(res).profile).toMatchObject({ onboarded: true, groupInvites: [] });
  });

  it('switches the latest team only to a team the user belongs to', async () => {
    const ann = await newUser();
    const bob = await newUser();

    expect((await call('setProfile', { latestTeamID: ann.teamID }, { as: ann })).status).toBe(200);

    const foreign = await call('setProfile', { latestTeamID: bob.teamID }, { as: ann });
    const missing = await call('setProfile', { latestTeamID: UNKNOWN.team }, { as: ann });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(ok(await call('getUserData', {}, { as: ann })).latestTeamID).toBe(ann.teamID);
  });

  it.each([
    ['no field', {}, '(body)'],
    ['a name that is not text', { name: 42 }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an onboarding flag that is not boolean', { onboarding: 'yes' }, 'onboarding'],
    ['a malformed team id', { latestTeamID: '../users' }, 'latestTeamID'],
    ['an unknown field', { name: 'Ann', onboarded: true }, '(body)'],
  ])('refuses %s with 400 and changes nothing', async (_label, body, path) => {
    const user = await signUp();
    await call('setProfile', { name: 'Before' }, { as: user });
    const res = await send('setProfile', body, { as: user });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('invalid-argument');
    expect(fieldPaths(res)).toContain(path);
    const profile = ok(await call('getUserData', {}, { as: user }));
    expect(profile).toMatchObject({ name: 'Before', onboarded: false });
  });
});
