// Seeds the demo account of the local stack: an Auth emulator user with a
// verified email, a profile name, a newsletter in the user's team, and the
// onboarding flag, made through the same API calls as the onboarding wizard.
// Safe to run again: an onboarded demo user is left as it is.
//
// Usage: node scripts/seed.mjs   (the stack must be running)
import { fileURLToPath } from 'node:url';
import { api, markEmailVerified, signIn, signUpOrIn } from './lib/emulator-auth.mjs';

export const DEMO = {
  email: 'demo@listkeep.test',
  password: 'listkeep-demo',
  name: 'Demo Sender',
  newsletterName: 'Demo Newsletter',
};

class NotYetAvailable extends Error {}

/**
 * @param {import('./lib/emulator-auth.mjs').ApiAnswer} res
 * @param {string} what
 */
function expectOk(res, what, okStatuses = [200, 201]) {
  if (res.status === 501) throw new NotYetAvailable(`${what} answered 501 (not implemented yet)`);
  if (!okStatuses.includes(res.status)) {
    throw new Error(`${what} failed: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.json;
}

/** @param {any} userData the answer of GET /getUserData: the profile, whole or under `profile` */
const profileOf = (userData) => userData?.profile ?? userData ?? {};

/**
 * Creates (or completes) an onboarded account with one newsletter.
 * Returns {status: 'created' | 'exists' | 'unavailable', uid, idToken, teamID}.
 * @param {{ email?: string, password?: string, name?: string, newsletterName?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<import('./lib/emulator-auth.mjs').Session & { status: 'created' | 'exists' | 'unavailable', teamID?: string }>}
 */
export async function seedAccount({
  email = DEMO.email,
  password = DEMO.password,
  name = DEMO.name,
  newsletterName = DEMO.newsletterName,
  log = console.log,
} = {}) {
  /** @type {import('./lib/emulator-auth.mjs').Session} */
  let user = await signUpOrIn(email, password);
  // Verified up front so the dashboard shows no verify-email banner for the demo.
  await markEmailVerified(user.uid);
  user = await signIn(email, password);
  const token = user.idToken;

  try {
    let profile = profileOf(expectOk(await api('GET', '/getUserData', { token }), 'GET /api/getUserData'));
    if (profile.onboarded) {
      return { status: 'exists', ...user, teamID: profile.activeTeam?.teamID ?? profile.latestTeamID };
    }
    expectOk(await api('POST', '/setProfile', { token, body: { name } }), 'POST /api/setProfile {name}');
    profile = profileOf(expectOk(await api('GET', '/getUserData', { token }), 'GET /api/getUserData'));
    const teamID = profile.activeTeam?.teamID ?? profile.latestTeamID;
    if (!teamID) throw new Error('GET /api/getUserData gave no activeTeam.teamID nor latestTeamID');
    // 409: a newsletter exists already from an earlier, interrupted seed.
    expectOk(
      await api('POST', '/newsletters', { token, body: { name: newsletterName, teamID, onboarding: true } }),
      'POST /api/newsletters',
      [200, 201, 409],
    );
    expectOk(
      await api('POST', '/setProfile', { token, body: { onboarding: true } }),
      'POST /api/setProfile {onboarding}',
    );
    return { status: 'created', ...user, teamID };
  } catch (err) {
    if (err instanceof NotYetAvailable) {
      log(`seed: ${err.message}; the account exists in the Auth emulator but has no profile yet`);
      return { status: 'unavailable', ...user };
    }
    throw err;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await seedAccount();
    const what = {
      created: 'demo account created',
      exists: 'demo account already set up',
      unavailable: 'demo sign-in created (API not complete yet)',
    }[result.status];
    console.log(`seed: ${what}`);
    console.log(`  email:    ${DEMO.email}`);
    console.log(`  password: ${DEMO.password}`);
  } catch (err) {
    console.error(`seed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
