/**
 * The API served in this test process, as deployed but over test services:
 * a store of its own (a scratch SQLite file, or a project of its own on the
 * Firestore emulator with LISTKEEP_STORE=firestore), tokens from
 * `identities.ts`, mail through a real SMTP sink and the realtime signal
 * into `rtdb.ts`. Its origin is also the public web address its links name.
 */
import { memberUids } from '../../src/domain/teams/team-members';
import { emulatorTestStore, scratchSqliteStore } from './test-deps';
import { serveInProcess, WEBHOOK_PATH, type ServedApi } from './serve-in-process';
import { stripeBilling } from '../../src/services/billing';
import { LOCAL_SUPPORT_EMAIL, type ApiDeps } from '../../src/services/deps';
import { PLAN_PRICES } from '../../dev/stripe-stand-in/prices';
import { startStripeStandIn, type StripeStandIn } from '../../dev/stripe-stand-in/server';
import { smtpMailer, type Mailer } from '../../src/services/mailer';
import { storeRateLimiter } from '../../src/services/rate-limit';
import { rtdbSignal } from '../../src/services/signal';
import type { Store } from '../../src/store/port';
import { testAuth } from './identities';
import { recordingDatabase } from './rtdb';
import { testHashSecret } from './store';
import { recordingStore } from './write-recorder';

async function openStore(): Promise<Store> {
  if (process.env.LISTKEEP_STORE !== 'firestore') return scratchSqliteStore();
  const emulator = await emulatorTestStore();
  if ('skipped' in emulator) throw new Error(`LISTKEEP_STORE=firestore, but ${emulator.skipped}`);
  return emulator.open();
}

/**
 * The served API's team signal window. At the deployed 400 ms, each call that
 * changes a team waits out the window its previous call opened, and these tests
 * make a team's calls back to back (the permission matrix alone makes over a
 * thousand): the suite took four times as long. The window is kept at its
 * deployed length in services/signal.test.ts and on the local stack.
 */
const TEST_TEAM_SIGNAL_WINDOW_MS = 20;

let served: (ServedApi & { store: Store; stripe: StripeStandIn; deps: ApiDeps }) | undefined;

const smtpOn = (port: number) =>
  smtpMailer({ host: '127.0.0.1', port, from: 'Listkeep <no-reply@listkeep.app>', insecure: true });

/** The SMTP server the served API hands its mail to: the run's sink unless a test points it elsewhere. */
let smtp: Mailer | undefined;
let sinkPort = 0;

/**
 * Points the served API's mail at the SMTP server on `port` (one a test
 * starts and stops). Returns the undo, for `afterAll`.
 */
export function sendMailThrough(port: number): () => void {
  smtp = smtpOn(port);
  return () => {
    smtp = smtpOn(sinkPort);
  };
}

/** The signing secret of this process's webhook endpoint. */
export const TEST_WEBHOOK_SECRET = 'whsec_api_tests';

let clockShift = 0;
/** The served API's clock: real time, unless a test moved it with atStartOfHour(). */
const apiNow = () => Date.now() - clockShift;

/**
 * Moves the served API's clock back to the start of the current hour, so the
 * rate limits' fixed windows (a minute, an hour) have just begun and none rolls
 * over within the next minute: a burst of calls meets one window. Returns the
 * undo, for `beforeEach`.
 */
export function atStartOfHour(): () => void {
  clockShift = Date.now() % 3_600_000;
  return () => {
    clockShift = 0;
  };
}

/** As atStartOfHour, to the start of the current UTC day: for the limits counted per day. */
export function atStartOfDay(): () => void {
  clockShift = Date.now() % 86_400_000;
  return () => {
    clockShift = 0;
  };
}

/**
 * Moves the served API's clock `ms` ahead of real time (days, for rules that
 * run out), on top of any move before. Returns the undo, for `afterEach`.
 */
export function moveClockBy(ms: number): () => void {
  clockShift -= ms;
  return () => {
    clockShift += ms;
  };
}

export async function serveApi(smtpPort: number): Promise<Store> {
  // The files of a worker share this module (vitest.config.mts): each starts on real time.
  clockShift = 0;
  sinkPort = smtpPort;
  smtp = smtpOn(smtpPort);
  // Recording, so a test can tell which documents an action wrote (write-recorder.ts).
  const store = recordingStore(await openStore());
  const stripe = await startStripeStandIn({ prices: PLAN_PRICES });
  const billing = stripeBilling({
    secretKey: 'sk_test_api_tests',
    webhookSecret: TEST_WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
  const deps = (origin: string): ApiDeps => ({
    store,
    signal: rtdbSignal(() => recordingDatabase, {
      membersOf: (teamID) => memberUids(store, teamID),
      windowMs: TEST_TEAM_SIGNAL_WINDOW_MS,
    }),
    auth: testAuth,
    strictTokenCheck: false,
    now: apiNow,
    mailer: { send: (mail) => smtp!.send(mail) },
    rateLimiter: storeRateLimiter(store, testHashSecret(), apiNow),
    // As on the local stack: tests act as many clients through X-Forwarded-For.
    clientAddressRule: 'first-hop',
    hashSecret: testHashSecret(),
    publicUrl: origin,
    supportEmail: LOCAL_SUPPORT_EMAIL,
    localWebhooks: true,
    billing,
  });
  let made: ApiDeps | undefined;
  const api = await serveInProcess((origin) => (made = deps(origin)));
  served = { ...api, store, stripe, deps: made! };
  stripe.setWebhook({ url: webhookUrl(), secret: TEST_WEBHOOK_SECRET });
  return store;
}

export async function stopApi(): Promise<void> {
  await served?.close();
  await served?.stripe.close();
  await served?.store.close();
  served = undefined;
}

/**
 * The services the served API runs over (its store, mail, signal, clock), for
 * tests of work that no call starts, such as the daily jobs.
 */
export function servedDeps(): ApiDeps {
  if (!served) throw new Error('No API is served in this process: run the file in the vitest project "api".');
  return served.deps;
}

/** Waits until the served API has delivered the mail it queued, or left it waiting for a retry. */
export async function drainOutbox(): Promise<void> {
  await served?.outbox.idle();
}

/** Waits until the served API has sent the webhook deliveries that are due, or left them waiting for a retry. */
export async function drainWebhooks(): Promise<void> {
  await served?.webhooks.idle();
}

/** Waits until the served API's sequencer has chained every consent record written so far. */
export async function drainSequencer(): Promise<void> {
  await served?.sequencer.idle();
}

/** Waits until the served API's subscriber jobs have run to their end. */
export async function drainJobs(): Promise<void> {
  await served?.jobs.idle();
}

/** Where the served API answers, as the web app calls it: `<origin>/api`. */
export function apiBase(): string {
  if (!served) throw new Error('No API is served in this process: run the file in the vitest project "api".');
  return `${served.origin}/api`;
}

/** The web app's address in links the API makes. */
export const webOrigin = () => new URL(apiBase()).origin;

/** The Stripe stand-in this process's API talks to. */
export function stripeStandIn(): StripeStandIn {
  if (!served) throw new Error('No API is served in this process: run the file in the vitest project "api".');
  return served.stripe;
}

/** Where Stripe's events reach the served webhook function. */
export const webhookUrl = () => `${new URL(apiBase()).origin}${WEBHOOK_PATH}`;
