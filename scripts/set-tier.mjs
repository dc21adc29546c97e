// `npm run set-tier -- <email> <tier>`: puts the own team of the account with
// that address on a plan tier (starter, core, group, scale; `whitelist` for free
// access: the top tier, no plan buttons, no checkout) in the running local
// stack, on whichever store it runs, and tells the account's open tabs to
// refetch its profile, as the API does after a change. It saves going through
// the local checkout; the team then has no Stripe customer, so the webhook
// never touches it.
//
// It talks only to the local emulators on 127.0.0.1 and refuses to run where
// anything points elsewhere: production credentials, a project that is not a
// demo project, or an emulator address off this machine.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { HOST, PORTS, PROJECT_ID, runningStack } from './stack.mjs';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

const USAGE = 'Usage: npm run set-tier -- <email> <tier|whitelist>';

/**
 * Not a tier: gives the account free access (docs/product.md §6), its own team
 * on the top plan with no payment, and no plan buttons or checkout.
 */
export const WHITELIST = 'whitelist';

/** A refusal or a mistake of the caller: its message is all they need. */
export class SetTierError extends Error {}

const EMULATOR_HOST_VARS = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
];
const PROJECT_VARS = ['GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT', 'GCP_PROJECT'];

/**
 * Why this environment could reach something other than the local emulators,
 * or null when it cannot.
 * @param {NodeJS.ProcessEnv} env
 */
export function notLocalReason(env) {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    return 'GOOGLE_APPLICATION_CREDENTIALS is set: this command works on the local emulators only.';
  }
  for (const name of PROJECT_VARS) {
    const project = env[name];
    if (project && !project.startsWith('demo-')) {
      return `${name} names the project "${project}": this command works on the local demo project only.`;
    }
  }
  for (const name of EMULATOR_HOST_VARS) {
    const address = env[name];
    if (address && address.slice(0, address.lastIndexOf(':')) !== HOST) {
      return `${name} is "${address}": this command talks to emulators on ${HOST} only.`;
    }
  }
  return null;
}

/** @typedef {{ uid: string, ownTeamID: string }} StoredProfile the fields of users/{uid} used here */

/** The running stack's store (functions/src/store), opened beside its functions. */
export async function openStackStore() {
  const stack = runningStack();
  if (!stack) throw new SetTierError('No local stack is running: start it with `npm start`.');
  if (stack.kind === 'firestore') {
    const { createFirestoreStore } = await ts('../functions/src/store/firestore.ts');
    const { connectFirestoreEmulator } = await ts('../functions/src/store/firestore-emulator-client.ts');
    const { db, dispose } = connectFirestoreEmulator(`${HOST}:${PORTS.firestore}`, PROJECT_ID);
    const store = createFirestoreStore(db);
    return { ...store, close: async () => (await store.close(), await dispose()) };
  }
  const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
  return createSqliteStore(join(stack.dataDir, 'listkeep.sqlite'));
}

/**
 * The stored profile of the account with this address. Profiles keep the
 * address as the sign-in gave it, so the spellings a person may type are tried.
 * @param {any} store
 * @param {string} email
 * @returns {Promise<StoredProfile | null>}
 */
async function profileByEmail(store, email) {
  const { normalizeEmail } = await ts('../common/src/email.ts');
  const spellings = [...new Set([email.trim(), normalizeEmail(email), email.trim().toLowerCase()])];
  for (const spelling of spellings) {
    const found = await store.collection('users').where('email', '==', spelling).limit(1).get();
    if (!found.empty) return found.docs[0].data();
  }
  return null;
}

/**
 * Tells the accounts' open tabs to refetch their profile: users/{uid} in the
 * local Realtime Database, written by the API's own signal. Called once the
 * store is closed: firebase-admin loaded here before the store's own copy
 * would make the Firestore client refuse its credential.
 */
export async function signalAccountsChanged(/** @type {string[]} */ ...uids) {
  const { rtdbSignal } = await ts('../functions/src/services/signal.ts');
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${HOST}:${PORTS.rtdb}`;
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `http://${HOST}:${PORTS.rtdb}?ns=${PROJECT_ID}` },
    'set-tier',
  );
  try {
    // Only account signals go out from here: a plan is no data a dashboard lists.
    const signal = rtdbSignal(() => getDatabase(app), { membersOf: async () => [] });
    for (const uid of uids) await signal.accountChanged(uid);
  } finally {
    await deleteApp(app);
  }
}

/**
 * Puts a profile's own team on the tier, in a store the caller has open: a
 * paid tier as an active subscription with nothing scheduled, starter as no
 * subscription at all, `whitelist` as free access on the top tier. Nobody is
 * signalled; returns the plan's name.
 * @param {any} store
 * @param {StoredProfile} profile
 * @param {string} tier
 */
export async function putOnTier(store, profile, tier) {
  const { TIERS, isTier, planFor } = await ts('../common/src/tiers.ts');
  const whitelist = tier === WHITELIST;
  if (whitelist) tier = TIERS[TIERS.length - 1];
  if (!isTier(tier)) {
    throw new SetTierError(`Unknown tier "${tier}": use one of ${TIERS.join(', ')}, or ${WHITELIST}.`);
  }
  const { FREE_ACCESS_SUBSCRIPTION, NO_SUBSCRIPTION } = await ts('../common/src/subscription.ts');
  const subscription = whitelist
    ? { ...FREE_ACCESS_SUBSCRIPTION }
    : { ...NO_SUBSCRIPTION, tier, status: tier === 'starter' ? 'none' : 'active' };
  await store.doc(`teams/${profile.ownTeamID}`).update({ subscription });
  await store.doc(`users/${profile.uid}`).update({ whitelisted: whitelist });
  return /** @type {string} */ (planFor(tier).name);
}

/**
 * Puts the account's own team on the tier (see putOnTier) and tells the
 * account's open tabs.
 * @param {string} email
 * @param {string} tier
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function setTier(email, tier, env = process.env) {
  const refusal = notLocalReason(env);
  if (refusal) throw new SetTierError(refusal);
  const store = await openStackStore();
  /** @type {StoredProfile | null} */
  let profile;
  let planName;
  try {
    profile = await profileByEmail(store, email);
    if (!profile) {
      throw new SetTierError(
        `No account with the address ${email} on the local stack (an account exists once it has signed in).`,
      );
    }
    planName = await putOnTier(store, profile, tier);
  } finally {
    await store.close();
  }
  await signalAccountsChanged(profile.uid);
  return { uid: profile.uid, teamID: profile.ownTeamID, planName };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [email, tier, ...rest] = process.argv.slice(2);
  try {
    if (!email || !tier || rest.length) throw new SetTierError(USAGE);
    const done = await setTier(email, tier);
    console.log(`set-tier: the team of ${email} (${done.teamID}) is on ${tier} (${done.planName}) now.`);
  } catch (err) {
    console.error(
      `set-tier: ${err instanceof SetTierError ? err.message : err instanceof Error ? (err.stack ?? err) : err}`,
    );
    process.exit(1);
  }
}
