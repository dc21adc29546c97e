// Seeds the local stack's accounts.
//
// `seedAccount` makes a plain onboarded account (an Auth emulator user with a
// verified email, a profile name, a newsletter in the user's team, and the
// onboarding flag) through the same API calls as the onboarding wizard; the
// bench and tests use it.
//
// `seedDemo` (this script, run by `npm start`) makes the demo account a
// product in use (docs/local-stack.md, "The demo account"): its sign-in and profile come
// the same way, then six months of a running club's lists are written by the
// product's own domain code with its clock moved back
// (functions/dev/demo-account), on free access (as `npm run set-tier --
// demo@listkeep.test whitelist` gives). That happens once, when the store has
// no onboarded demo profile yet; afterwards every run leaves it as it is.
//
// Usage: node scripts/seed.mjs   (the stack must be running)
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { api, markEmailVerified, signIn, signUpOrIn } from './lib/emulator-auth.mjs';
import { openStackStore, putOnTier, WHITELIST } from './set-tier.mjs';
import { URLS } from './stack.mjs';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

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

/**
 * An Auth emulator account with a verified address, signed in afresh so its
 * token says so.
 * @param {string} email
 * @param {string} password
 */
async function verifiedSession(email, password) {
  const user = await signUpOrIn(email, password);
  await markEmailVerified(user.uid);
  return signIn(email, password);
}

/**
 * @param {string} token
 * @param {Record<string, unknown>} body
 */
async function setProfile(token, body) {
  const answer = expectOk(
    await api('POST', '/setProfile', { token, body }),
    `POST /api/setProfile ${Object.keys(body)}`,
  );
  return profileOf(answer.profile);
}

/**
 * The demo account with its history, made once: an onboarded demo profile
 * means it is there already, and nothing is changed.
 * Returns {status: 'created' | 'exists', uid, teamID, ms}.
 * @returns {Promise<{ status: 'created' | 'exists', uid: string, teamID: string, ms: number }>}
 */
export async function seedDemo() {
  const started = Date.now();
  const demo = await verifiedSession(DEMO.email, DEMO.password);
  let profile = profileOf(expectOk(await api('GET', '/getUserData', { token: demo.idToken }), 'GET /api/getUserData'));
  if (profile.onboarded)
    return { status: 'exists', uid: demo.uid, teamID: profile.latestTeamID, ms: Date.now() - started };
  profile = await setProfile(demo.idToken, { name: DEMO.name });
  // A new account's latest team is the one made with it, its own.
  const teamID = profile.latestTeamID;

  const { TEAMMATE, writeDemoHistory } = await ts('../functions/dev/demo-account/index.ts');
  const teammate = await verifiedSession(TEAMMATE.email, DEMO.password);
  expectOk(await api('GET', '/getUserData', { token: teammate.idToken }), 'GET /api/getUserData (teammate)');
  await setProfile(teammate.idToken, { name: TEAMMATE.name });

  const { hashSecretFromEnv } = await ts('../functions/src/services/email-hash.ts');
  const store = await openStackStore();
  try {
    await putOnTier(store, { uid: demo.uid, ownTeamID: teamID }, WHITELIST);
    await writeDemoHistory({
      store,
      account: { uid: demo.uid, teamID, teammateUid: teammate.uid },
      hashSecret: hashSecretFromEnv(process.env),
      publicUrl: URLS.web,
    });
  } finally {
    await store.close();
  }
  // Onboarded last: an account whose history did not finish is not taken for a made one.
  await setProfile(teammate.idToken, { latestTeamID: teamID, onboarding: true });
  await setProfile(demo.idToken, { onboarding: true });
  return { status: 'created', uid: demo.uid, teamID, ms: Date.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await seedDemo();
    const seconds = (result.ms / 1000).toFixed(1);
    console.log(
      result.status === 'created'
        ? `seed: demo account created with six months of history in ${seconds} s`
        : 'seed: demo account already set up (left as it is)',
    );
    console.log(`  email:    ${DEMO.email}`);
    console.log(`  password: ${DEMO.password}`);
  } catch (err) {
    console.error(`seed: ${err instanceof Error ? err.message : err}`);
    if (err instanceof Error && err.name === 'DemoTeamNotEmpty') {
      console.error('  The demo account was left half made; start on a fresh data folder: npm start -- --fresh');
    }
    process.exit(1);
  }
}
