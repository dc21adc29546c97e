/**
 * The API served in this process on an ephemeral loopback port, for tests
 * that call it over HTTP without the emulators: the same app, router and
 * error answers as deployed, over the deps a test brings.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Auth } from 'firebase-admin/auth';
import { handlers } from '../../src/handlers';
import type { ApiDeps } from '../../src/services/deps';
import { localBackground } from '../../src/services/local-background';
import type { LocalOutbox } from '../../src/services/local-outbox';
import type { LocalJobs } from '../../src/services/local-jobs';
import type { LocalSequencer } from '../../src/services/local-sequencer';
import { createApp } from '../../src/http/app';
import { createBillingWebhook } from '../../src/http/billing-webhook';

/** A token check where the token is the uid; the real one is tested against the Auth emulator and on its own. */
export const uidAuth = {
  verifyIdToken: async (token: string) => ({
    uid: token,
    email: `${token}@example.org`,
    email_verified: true,
    auth_time: 0,
    firebase: { sign_in_provider: 'password' },
  }),
} as unknown as Auth;

export const WEBHOOK_PATH = '/stripeWebhook';

export interface ServedApi {
  /** http://127.0.0.1:<port>, without the /api prefix. */
  origin: string;
  /** The dispatcher of the mail the API queues, which delivers it in this process. */
  outbox: Pick<LocalOutbox, 'idle'>;
  /** The dispatcher of the webhook deliveries the API queues, in this process. */
  webhooks: Pick<LocalOutbox, 'idle'>;
  /**
   * The consent chain's sequencer, which chains the records the API writes
   * right after each commit; its `idle` also chains those a test wrote
   * straight through the store, which nothing sweeps for on a timer here.
   */
  sequencer: Pick<LocalSequencer, 'idle'>;
  /** The worker of the subscriber jobs the API starts, in this process. */
  jobs: Pick<LocalJobs, 'idle'>;
  close(): Promise<void>;
}

/** `deps` may be made from the origin the API is served at, for the links its mails and redirects carry. */
export async function serveInProcess(deps: ApiDeps | ((origin: string) => ApiDeps)): Promise<ServedApi> {
  // Node's fetch keeps idle connections 4 s; a server that closed one first
  // (its default is 5 s, and a busy machine's timers run late) can meet a
  // request already on its way, which then fails with ECONNRESET. The
  // client closes its idle connections first when the server waits longer.
  const server = createServer({ keepAliveTimeout: 65_000 });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const given = typeof deps === 'function' ? deps(origin) : deps;
  const background = localBackground(given, { consentSweep: false });
  const resolved = background.deps;
  const api = createApp(resolved, handlers);
  // Stripe's calls go to their own function, as deployed: here, under /stripeWebhook.
  const webhook = createBillingWebhook(resolved);
  server.on('request', (req, res) => (req.url?.startsWith(WEBHOOK_PATH) ? webhook(req, res) : api(req, res)));
  return {
    origin,
    outbox: background.outbox,
    webhooks: background.webhooks,
    sequencer: background.sequencer,
    jobs: background.jobs,
    // Stopping ends every connection at once, kept-alive or mid-request, rather than waiting on them;
    // the team signals asked for before are still written, while the store is open.
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await background.stop();
      await resolved.signal.settled();
    },
  };
}
