/**
 * Deps for unit tests of domain rules: over a scratch SQLite file, or over a
 * store the test brings (a Firestore emulator, see emulatorTestStore).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { DEFAULT_NEWSLETTER_SETTINGS, DEFAULT_SUBSCRIPTION_SOURCE, type Role, type Tier } from '@listkeep/common';
import { LOCAL_SUPPORT_EMAIL, type ApiDeps as Deps } from '../../src/services/deps';
import { noBilling } from '../../src/services/billing';
import { memoryMailer } from '../../src/services/mailer';
import { storeRateLimiter } from '../../src/services/rate-limit';
import { memorySignal } from '../../src/services/signal';
import { createFirestoreStore } from '../../src/store/firestore';
import { connectFirestoreEmulator, emulatorReachable } from '../../src/store/firestore-emulator-client';
import { randomId } from '../../src/store/ids';
import type { Store } from '../../src/store/port';
import { createSqliteStore } from '../../src/store/sqlite';
import { ensureAccount } from '../../src/domain/accounts/accounts';
import { DomainError } from '../../src/domain/errors';
import { QUERY_INDEXES, declareSqliteIndexes } from '../../src/domain/subscribers/indexes';
import { createList } from '../../src/domain/lists/lists';
import { memberRef, teamRef, userRef } from '../../src/domain/records';

export function scratchSqliteStore(): Store {
  const store = createSqliteStore(join(mkdtempSync(join(tmpdir(), 'listkeep-domain-')), 'store.sqlite'));
  declareSqliteIndexes(store);
  return store;
}

/**
 * Opens stores on the Firestore emulator at FIRESTORE_EMULATOR_HOST, each in
 * a project of its own so tests do not see each other's documents; or, when
 * none is configured, says so (for the test to print and skip). A configured
 * emulator that does not answer fails the test file.
 */
export async function emulatorTestStore(): Promise<{ open: () => Store } | { skipped: string }> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return { skipped: 'FIRESTORE_EMULATOR_HOST is not set' };
  // Asked for but not there is a broken run, not a reason to skip.
  if (!(await emulatorReachable(host)))
    throw new Error(`FIRESTORE_EMULATOR_HOST is ${host}, but no emulator answers there`);
  return {
    open: () => {
      const { db, dispose } = connectFirestoreEmulator(host, `demo-listkeep-domain-${randomId(6).toLowerCase()}`);
      const store = createFirestoreStore(db, { declaredIndexes: QUERY_INDEXES });
      return {
        ...store,
        close: async () => {
          await store.close();
          await dispose();
        },
      };
    },
  };
}

export function testDeps(
  store: Store = scratchSqliteStore(),
): Deps & { clock: { now: number }; mailer: ReturnType<typeof memoryMailer> } {
  const clock = { now: Date.UTC(2026, 10, 21, 12) };
  return {
    store,
    signal: memorySignal(),
    auth: {} as Auth,
    strictTokenCheck: false,
    now: () => clock.now,
    mailer: memoryMailer(),
    rateLimiter: storeRateLimiter(store, 'test-secret', () => clock.now),
    clientAddressRule: { trustedHops: 1 },
    hashSecret: 'test-secret',
    publicUrl: 'http://127.0.0.1:5000',
    supportEmail: LOCAL_SUPPORT_EMAIL,
    localWebhooks: true,
    billing: noBilling,
    clock,
  };
}

/** The kind of domain error a call fails with, or 'ok' when it succeeds. */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

let serial = 0;

/** Signs `uid` up with a verified password account at `uid@example.org`. */
const signUp = (deps: Deps, uid: string, displayName: string) =>
  ensureAccount(
    deps.store,
    {
      uid,
      email: `${uid}@example.org`,
      emailVerified: true,
      provider: 'password',
      picture: '',
      displayName,
      authTime: deps.now(),
    },
    deps.now(),
  );

/** A signed-up user with an own team (on `tier`) and one newsletter. */
export async function account(deps: Deps, tier: Tier = 'starter') {
  serial += 1;
  const uid = `user${serial}`;
  const user = await signUp(deps, uid, `User ${serial}`);
  // Nobody invited this new address, so it got its own team.
  const teamID = user.ownTeamID!;
  await teamRef(deps.store, teamID).update({ 'subscription.tier': tier });
  const newsletter = await createList(deps, uid, { name: 'First', teamID, onboarding: true });
  return { uid, teamID, listID: newsletter.id };
}

export async function joinTeam(deps: Deps, teamID: string, role: Role) {
  serial += 1;
  const uid = `member${serial}`;
  await signUp(deps, uid, uid);
  await memberRef(deps.store, teamID, uid).set({
    uid,
    email: `${uid}@example.org`,
    name: uid,
    role,
    status: 'active',
    joinedAt: deps.now(),
  });
  const user = (await userRef(deps.store, uid).get()).data()!;
  await userRef(deps.store, uid).update({ teamIDs: [...user.teamIDs, teamID] });
  return uid;
}

/** The input of POST /newsletters for a plain public list. */
export const listInput = (teamID: string, newsletterName: string) => ({
  ...DEFAULT_NEWSLETTER_SETTINGS,
  newsletterName,
  teamID,
});

/** The input of POST /subscribers as the dashboard form sends it. */
export const subscriberInput = (
  teamID: string,
  email: string,
  lists: string[],
  subscriptionSource = DEFAULT_SUBSCRIPTION_SOURCE,
) => ({
  subscriberEmail: email,
  subscriberName: '',
  notes: '',
  subscribedNewsletters: lists,
  teamID,
  subscriptionSource,
});
