/**
 * `npm run set-tier -- <email> <tier>` against the running local stack: it
 * changes the plan the API answers, signals the account's open tabs, and
 * refuses bad input and anything that is not the local emulators.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ApiTier, DashboardData, Profile } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { get, post } from '../support/api';
import { signUp, type TestUser } from '../support/auth-emulator';
import { PROJECT_ID } from '../support/env';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RTDB = `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? '127.0.0.1:9000'}`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function setTier(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'set-tier', '--', ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A signed-up account that has opened the app once, so its profile and own team exist. */
async function account(): Promise<TestUser & { teamID: string }> {
  const user = await signUp();
  const profile = await get<Profile>('/getUserData', user.idToken);
  expect(profile.status).toBe(200);
  return { ...user, teamID: profile.body.latestTeamID };
}

/** The tier the API answers for the user's own team, in the API's ids. */
async function tierOf(user: TestUser & { teamID: string }): Promise<ApiTier> {
  const dashboard = await get<DashboardData>(`/getDashboardData?teamID=${user.teamID}`, user.idToken);
  expect(dashboard.status).toBe(200);
  return dashboard.body.team.subscription.tier;
}

async function liveProfileNode(uid: string): Promise<unknown> {
  const res = await fetch(`${RTDB}/users/${uid}.json?ns=${PROJECT_ID}`);
  return res.json();
}

describe('npm run set-tier', () => {
  it("puts the account's own team on the tier and signals its open tabs", async () => {
    const user = await account();
    expect(await tierOf(user)).toBe('free');
    expect(await liveProfileNode(user.uid)).toBeNull();

    const run = await setTier([user.email, 'group']);
    // The Firestore client may warn (as Node warnings) that this machine has no cloud metadata server.
    const complaints = run.stderr
      .split('\n')
      .filter((line) => line.trim() && !/^\((node:\d+\)|Use `node --trace-warnings)/.test(line));
    expect({ code: run.code, complaints }).toEqual({ code: 0, complaints: [] });
    expect(run.stdout).toContain(`the team of ${user.email} (${user.teamID}) is on group (Group) now.`);
    expect(await tierOf(user)).toBe('team');
    const profile = await get<Profile>('/getUserData', user.idToken);
    expect(profile.body.subscription).toMatchObject({ tier: 'team', status: 'active' });
    expect(await liveProfileNode(user.uid)).toMatchObject({ action: 'account' });

    expect((await setTier([user.email, 'starter'])).code).toBe(0);
    expect(await tierOf(user)).toBe('free');
    expect((await get<Profile>('/getUserData', user.idToken)).body.subscription).toMatchObject({
      tier: 'free',
      status: 'none',
    });
  });

  it('refuses an unknown tier with its message and changes nothing', async () => {
    const user = await account();
    const run = await setTier([user.email, 'gold']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown tier "gold": use one of starter, core, group, scale, or whitelist.');
    expect(await tierOf(user)).toBe('free');
  });

  it('gives a whitelisted account the top plan with nothing to pay', async () => {
    const user = await account();
    expect((await setTier([user.email, 'whitelist'])).code).toBe(0);
    expect(await tierOf(user)).toBe('business');
    const profile = (await get<Profile>('/getUserData', user.idToken)).body;
    expect(profile).toMatchObject({ whitelisted: true, subscription: { tier: 'business', status: 'active' } });
    const checkout = await post('/create-checkout-session', { subscriptionTier: 'team' }, user.idToken);
    expect(checkout.status).toBe(409);

    expect((await setTier([user.email, 'starter'])).code).toBe(0);
    expect((await get<Profile>('/getUserData', user.idToken)).body.whitelisted).toBe(false);
  });

  it('refuses an address with no account', async () => {
    const run = await setTier(['nobody-here@example.org', 'core']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account with the address nobody-here@example.org on the local stack');
  });

  it.each([
    [
      'production credentials',
      { GOOGLE_APPLICATION_CREDENTIALS: '/tmp/key.json' },
      'GOOGLE_APPLICATION_CREDENTIALS is set',
    ],
    [
      'a project that is not a demo',
      { GCLOUD_PROJECT: 'listkeep-prod' },
      'GCLOUD_PROJECT names the project "listkeep-prod"',
    ],
    [
      'an emulator off this machine',
      { FIRESTORE_EMULATOR_HOST: '10.1.2.3:8085' },
      'FIRESTORE_EMULATOR_HOST is "10.1.2.3:8085"',
    ],
  ])('refuses to run with %s', async (_label, env, message) => {
    const user = await account();
    const run = await setTier([user.email, 'scale'], { ...process.env, ...env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(await tierOf(user)).toBe('free');
  });
});
