/**
 * Cloud Functions entry: wires the API, the Stripe webhook, the mail
 * dispatcher, the webhooks' dispatcher, the consent chain's sequencer and the daily plan cutoff. No logic here.
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { defineSecret } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { createApp, edgeFromEnv } from './http/app';
import { createBillingWebhook } from './http/billing-webhook';
import { letBodyRefusalsThrough, runtimeBodyParser } from './http/runtime-json';
import { handlers } from './handlers';
import { billingFromSettings, noBilling } from './services/billing';
import { clientAddressRuleFromEnv } from './services/client-address-rule';
import { localWebhooksFromEnv, publicUrlFromEnv, supportEmailFromEnv, type ApiDeps, type Deps } from './services/deps';
import { hashSecretFromEnv } from './services/email-hash';
import { localBackground } from './services/local-background';
import { smtpMailer, smtpSettingsFromEnv } from './services/mailer';
import { storeRateLimiter } from './services/rate-limit';
import { rtdbSignal } from './services/signal';
import { sequencePending } from './domain/consent';
import { COLLECTIONS } from './domain/docs';
import {
  QUERY_INDEXES,
  declareSqliteIndexes,
  migrateQueryKeys,
  runStaleJobs,
  runSubscriberJob,
} from './domain/subscribers';
import { deliverDue, deliverMail } from './domain/outbox';
import { runPlanCutoff, memberUids } from './domain/teams';
import { deliverDueWebhooks, deliverWebhook, WEBHOOK_SWEEP_EVERY_MINUTES } from './domain/webhooks';
import { SUBSCRIBER_JOB } from '@listkeep/common';
import { openStore } from './store';
import type { SqliteStore } from './store/sqlite';

/**
 * Stripe's secret API key ("local", locally: the stand-in of functions/dev)
 * and the signing secret of the webhook endpoint, from Secret Manager in
 * production and from functions/.secret.local on the emulator (the local
 * stack writes it; docs/local-stack.md, "Payments").
 */
const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-listkeep';

function adminApp() {
  if (getApps().length === 0) {
    initializeApp({
      projectId,
      databaseURL: process.env.LISTKEEP_RTDB_URL ?? `https://${projectId}-default-rtdb.firebaseio.com`,
    });
  }
  return getApps()[0];
}

/** What the domain needs but payments: the same for the API and the daily job, built once per instance. */
let domainDeps: Omit<Deps, 'billing'> | undefined;
function getDomainDeps(): Omit<Deps, 'billing'> {
  if (!domainDeps) {
    const app = adminApp();
    const store = openStore(QUERY_INDEXES);
    if ('ensureIndex' in store && 'ensureArrayField' in store) declareSqliteIndexes(store as SqliteStore);
    const made = {
      store,
      signal: rtdbSignal(() => getDatabase(app), { membersOf: (teamID) => memberUids(store, teamID) }),
      now: Date.now,
      mailer: smtpMailer(smtpSettingsFromEnv()),
      hashSecret: hashSecretFromEnv(),
      publicUrl: publicUrlFromEnv(),
      supportEmail: supportEmailFromEnv(),
      localWebhooks: localWebhooksFromEnv(),
    };
    // On the emulators no trigger fires for the embedded store: this process delivers the mail it
    // queues and chains the consent records it writes.
    domainDeps =
      process.env.FUNCTIONS_EMULATOR === 'true' ? localBackground({ ...made, billing: noBilling }).deps : made;
  }
  return domainDeps;
}

/** The API's and the webhook's: the domain's with Stripe, whose secrets only their functions are given. */
let deps: ApiDeps | undefined;
function getDeps(): ApiDeps {
  if (!deps) {
    const domain = getDomainDeps();
    const clientAddressRule = clientAddressRuleFromEnv();
    // Said as the instance starts serving, besides on each refused call.
    if (typeof clientAddressRule === 'object' && 'unconfigured' in clientAddressRule) {
      console.error(clientAddressRule.unconfigured);
    }
    deps = {
      ...domain,
      auth: getAuth(adminApp()),
      strictTokenCheck: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST),
      rateLimiter: storeRateLimiter(domain.store, domain.hashSecret, Date.now),
      clientAddressRule,
      billing: billingFromSettings(stripeSecretKey.value(), stripeWebhookSecret.value()),
    };
  }
  return deps;
}

// At load, before the runtime that loads this module builds its Express app:
// a body the runtime cannot read (malformed JSON, an unknown charset or encoding)
// then reaches the function, which answers it in the API's own error
// shape instead of the runtime's HTML page.
const runtimeParser = runtimeBodyParser(require.main);
if (runtimeParser) letBodyRefusalsThrough(runtimeParser);

let app: ReturnType<typeof createApp> | undefined;

// `cors: false` keeps the platform's CORS out: the API answers CORS itself
// (http/cors.ts). Any other value, even a list of origins, lets every origin in
// on the Functions emulator, whose debug mode turns it into `true`.
export const api = onRequest(
  { region: 'us-central1', cors: false, secrets: [stripeSecretKey, stripeWebhookSecret] },
  (req, res) => {
    app ??= createApp(getDeps(), handlers, edgeFromEnv());
    return app(req, res);
  },
);

let webhook: ReturnType<typeof createBillingWebhook> | undefined;

// Stripe calls it from its servers; no browser page has anything to do there.
export const stripeWebhook = onRequest(
  { region: 'us-central1', cors: false, secrets: [stripeSecretKey, stripeWebhookSecret] },
  (req, res) => {
    webhook ??= createBillingWebhook(getDeps());
    return webhook(req, res);
  },
);

// Teams over their plan's users are warned, then cut a week later (domain/teams/plan-cutoff.ts).
// Each team is settled on its own, so a run the timeout cuts short is finished by the next.
// It never pays, so it runs without Stripe and is given no secret.
export const planCutoff = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const report = await runPlanCutoff({ ...getDomainDeps(), billing: noBilling });
    console.log(
      `plan cutoff: ${report.warned.length} warned, ${report.cut.length} cut, ${report.cleared.length} cleared`,
    );
  },
);

// Each mail the domain queues is delivered by the trigger on its document
// (domain/outbox.ts), as Firebase's Trigger Email extension does; the sweep
// takes the retries whose time has come and anything a trigger missed.
export const mailQueued = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{mailID}`, region: 'us-central1' },
  async (event) => {
    await deliverMail({ ...getDomainDeps(), billing: noBilling }, event.params.mailID);
  },
);

export const mailSweep = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    await deliverDue({ ...getDomainDeps(), billing: noBilling });
  },
);

// Each webhook delivery a change queues is POSTed by the trigger on its document
// (domain/webhooks/outbox.ts); the sweep takes the retries whose time has come,
// a "send again", and anything a trigger missed.
export const webhookQueued = onDocumentCreated(
  { document: `${COLLECTIONS.webhookDeliveries}/{deliveryID}`, region: 'us-central1' },
  async (event) => {
    await deliverWebhook({ ...getDomainDeps(), billing: noBilling }, event.params.deliveryID);
  },
);

export const webhookSweep = onSchedule(
  {
    schedule: `every ${WEBHOOK_SWEEP_EVERY_MINUTES} minutes`,
    timeZone: 'UTC',
    region: 'us-central1',
    timeoutSeconds: 300,
  },
  async () => {
    // Pages of due deliveries until a minute before the timeout, so a long outage's retries keep up.
    await deliverDueWebhooks({ ...getDomainDeps(), billing: noBilling }, { until: Date.now() + 240_000 });
  },
);

// Subscribers stored before their query keys, or before the keys changed, are
// given them a page at a time; each run goes on where the last one stopped,
// and once all are done a run is one read (domain/subscribers/query-keys-migration.ts).
export const queryKeysBackfill = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const { done, written } = await migrateQueryKeys(getDomainDeps(), 480_000);
    if (written > 0 || !done) console.log(`query keys: ${written} subscribers given keys${done ? ', all done' : ''}`);
  },
);

// Each consent record is written pending; the sweep chains every team's
// pending records each minute (domain/consent/consent-sequencer.ts). No trigger per
// record: an import writes thousands at once, and each would be an invocation
// that finds the batch already chained.
export const consentSweep = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    await sequencePending(getDomainDeps());
  },
);

// A subscriber job runs on its own document's writes: a run that hands the
// job on (its time is up) frees its lease, and that write starts the next run.
// Writes while a run holds the lease start nothing. The sweep takes jobs whose
// run died with its lease held, once the lease has passed.
export const subscriberJobWritten = onDocumentWritten(
  { document: `${COLLECTIONS.subscriberJobs}/{jobID}`, region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    const job = event.data?.after.data();
    if (!job || (job.state !== 'queued' && job.state !== 'running') || job.leaseUntil !== 0) return;
    await runSubscriberJob({ ...getDomainDeps(), billing: noBilling }, event.params.jobID, {
      until: Date.now() + SUBSCRIBER_JOB.runMs,
    });
  },
);

export const subscriberJobSweep = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    await runStaleJobs({ ...getDomainDeps(), billing: noBilling }, { until: Date.now() + SUBSCRIBER_JOB.runMs });
  },
);
