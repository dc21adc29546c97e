import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { signUp } from './support/auth-emulator';
import { UNKNOWN } from './support/fixtures';
import { readNode } from './support/rtdb';
import { teamsOwnedBy } from './support/store';

describe('GET /getUserData', () => {
  it('creates the profile and an own team (owner, free tier) on the first call', async () => {
    const user = await signUp();
    const res = await get('/getUserData', user.idToken);
    expect(res.status).toBe(200);
    const profile = res.body;
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
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/getUserData', user.idToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const teamIDs = new Set(answers.map((a) => a.body.latestTeamID));
    expect(teamIDs.size).toBe(1);
    expect(await teamsOwnedBy(user.uid)).toBe(1);
  });
});

describe('POST /setProfile', () => {
  it('saves the name, answers the new profile and signals the open tabs', async () => {
    const user = await signUp();
    const res = await post('/setProfile', { name: '  Ann Example ' }, user.idToken);
    expect(res.status).toBe(200);
    expect(res.body.profile.name).toBe('Ann Example');
    expect((await get('/getUserData', user.idToken)).body.name).toBe('Ann Example');
    expect(await readNode(`users/${user.uid}`)).toMatchObject({ action: 'account' });
  });

  it("names the user's own team after them until the team is named", async () => {
    const user = await signUp();
    const res = await post('/setProfile', { name: 'Ann Example' }, user.idToken);
    expect(res.body.profile.activeTeam.teamName).toBe("Ann Example's Team");
    expect(res.body.profile.teams[0].teamName).toBe("Ann Example's Team");
  });

  it('marks the profile onboarded and clears group invites', async () => {
    const user = await signUp();
    const res = await post('/setProfile', { onboarding: true }, user.idToken);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ onboarded: true, groupInvites: [] });
  });

  it('switches the latest team only to a team the user belongs to', async () => {
    const ann = await signUp();
    const bob = await signUp();
    const annTeam = (await get('/getUserData', ann.idToken)).body.latestTeamID;
    const bobTeam = (await get('/getUserData', bob.idToken)).body.latestTeamID;

    expect((await post('/setProfile', { latestTeamID: annTeam }, ann.idToken)).status).toBe(200);

    const foreign = await post('/setProfile', { latestTeamID: bobTeam }, ann.idToken);
    const missing = await post('/setProfile', { latestTeamID: UNKNOWN.team }, ann.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await get('/getUserData', ann.idToken)).body.latestTeamID).toBe(annTeam);
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
    await post('/setProfile', { name: 'Before' }, user.idToken);
    const res = await post('/setProfile', body, user.idToken);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain(path);
    const profile = (await get('/getUserData', user.idToken)).body;
    expect(profile).toMatchObject({ name: 'Before', onboarded: false });
  });
});
