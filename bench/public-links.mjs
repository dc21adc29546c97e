// Latency of the recipients' public calls through the Hosting rewrite, beside
// GET /getVersion (no store work) in the same run:
// - POST /emailActionSubmit, type subscribe, to a real newsletter of a seeded
//   account, a new address per call. Every accepted call answers no sooner
//   than SUBMIT_FLOOR_MS after its rate checks (a timing equaliser, functions/src/http/answer-floor.ts), so
//   its figures are the floor plus whatever the transport adds; printed apart.
// - POST /emailActionSubmit, type unsubscribe, for an address on the list
//   (a link is stored and a confirmation mailed) and for one that is not
//   (nothing to do): the two must not be told apart by their answer times.
// - POST /oneClickUnsubscribe/<linkID> as a mail provider sends it (form body
//   List-Unsubscribe=One-Click), each call on a live unsubscribe link of its
//   own subscriber, created beforehand with POST /link as the sender.
// Sequential calls, interleaved round by round so the calls see the same
// machine state; the figure is per-request latency, not throughput.
//
// The public calls are rate-limited per client address (30 a minute) and per
// address (5 an hour). Each request sends an X-Forwarded-For of its own (from
// 198.18.0.0/15, the range set aside for benchmarks) and each submit a new
// address: the bench measures the call, not the limiter. The local stack takes
// the first hop as the client (docs/deploy.md, "Client addresses").
import { openStackStore } from './stack-store.mjs';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';
import { recipientCall } from './recipient-call.mjs';
import { formatTable, percentile } from './stats.mjs';

export const name = 'public links';
export const needsStack = true;

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/**
 * One public call from a fresh client address, with a JSON or a form body.
 * @param {string} apiBase
 * @param {string} method
 * @param {string} path
 * @param {{ json?: unknown, form?: string }} [body]
 */
const send = (apiBase, method, path, body = {}) =>
  recipientCall(`${apiBase}${path}`, { method, ...body, timeoutMs: 10_000 });

/** @param {number[]} times */
function summary(times) {
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    min: Math.min(...times),
    max: Math.max(...times),
    mean,
  };
}

/** Calls per figure: 100, or fewer when the run asks for fewer (--n). */
const N = 100;

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, n: requested = N, warmup = 20, log = console.log }) {
  const n = Math.min(requested, N);
  const apiBase = stack.urls.api;
  const { answerFloorFromEnv } = await ts('../functions/src/http/answer-floor.ts');
  const SUBMIT_FLOOR_MS = answerFloorFromEnv();

  const account = await seedAccount({
    email: 'public-bench@listkeep.test',
    password: 'listkeep-bench',
    name: 'Public Links Bench',
    newsletterName: 'Public Links Bench Newsletter',
    log,
  });
  const { idToken: token, teamID } = account;
  /** @type {(method: string, path: string, body?: unknown) => ReturnType<typeof api>} */
  const asSender = (method, path, body) => api(method, path, { token, body, apiBase });

  // The business plan has no subscriber limit, so every subscribe does the full work.
  const store = await openStackStore(stack);
  await store.doc(`teams/${teamID}`).update({ 'subscription.tier': 'scale', 'subscription.status': 'active' });
  await store.close();

  const dashboard = await asSender('GET', `/getDashboardData?teamID=${teamID}`);
  if (dashboard.status !== 200) throw new Error(`getDashboardData answered ${dashboard.status}: ${dashboard.text}`);
  const newsletterID = dashboard.json.newsletters[0].id;

  // One subscriber and one live unsubscribe link per one-click call. A run
  // tag keeps the addresses of a run apart from those of earlier runs.
  const calls = warmup + n;
  const tag = Date.now().toString(36);
  const onList = (/** @type {number} */ i) => `onlist-${tag}-${i}@public-bench.example.org`;
  const listed = await asSender('POST', '/batchSubscribers', {
    emails: Array.from({ length: calls }, (_, i) => onList(i)),
    newsletterIDs: [newsletterID],
    teamID,
    agreed: true,
  });
  if (listed.status !== 200) throw new Error(`batchSubscribers answered ${listed.status}: ${listed.text}`);
  const batch = await asSender('POST', '/batchSubscribers', {
    emails: Array.from({ length: calls }, (_, i) => `oneclick-${tag}-${i}@public-bench.example.org`),
    newsletterIDs: [newsletterID],
    teamID,
    agreed: true,
  });
  if (batch.status !== 200) throw new Error(`batchSubscribers answered ${batch.status}: ${batch.text}`);
  const subscriberIDs = batch.json.createdSubscriberIDs;
  if (subscriberIDs.length !== calls) throw new Error(`batchSubscribers created ${subscriberIDs.length} of ${calls}`);
  /** @type {string[]} */
  const linkIDs = [];
  for (const subscriberID of subscriberIDs) {
    const link = await asSender('POST', '/link', { newsletterID, teamID, subscriberID, type: 'unsubscribe' });
    if (link.status !== 200) throw new Error(`POST /link answered ${link.status}: ${link.text}`);
    linkIDs.push(link.json.linkID);
  }

  /** @type {{ label: string, call: (i: number) => Promise<{ status: number }> }[]} */
  const timedCalls = [
    { label: 'GET /api/getVersion', call: () => send(apiBase, 'GET', '/getVersion') },
    {
      label: 'POST /api/emailActionSubmit (subscribe)',
      call: (i) =>
        send(apiBase, 'POST', '/emailActionSubmit', {
          json: { type: 'subscribe', email: `submit-${tag}-${i}@public-bench.example.org`, newsletterID },
        }),
    },
    {
      label: 'POST /api/emailActionSubmit (unsubscribe, on the list)',
      call: (i) =>
        send(apiBase, 'POST', '/emailActionSubmit', { json: { type: 'unsubscribe', email: onList(i), newsletterID } }),
    },
    {
      label: 'POST /api/emailActionSubmit (unsubscribe, not on it)',
      call: (i) =>
        send(apiBase, 'POST', '/emailActionSubmit', {
          json: { type: 'unsubscribe', email: `offlist-${tag}-${i}@public-bench.example.org`, newsletterID },
        }),
    },
    {
      label: 'POST /api/oneClickUnsubscribe/<linkID>',
      call: (i) => send(apiBase, 'POST', `/oneClickUnsubscribe/${linkIDs[i]}`, { form: 'List-Unsubscribe=One-Click' }),
    },
  ];
  const measured = timedCalls.map((m) => ({
    ...m,
    times: /** @type {number[]} */ ([]),
    statuses: /** @type {Map<number, number>} */ (new Map()),
  }));

  // The first calls start function workers and warm module caches.
  for (let i = 0; i < calls; i++) {
    for (const m of measured) {
      const t = performance.now();
      const res = await m.call(i);
      const elapsed = performance.now() - t;
      if (i < warmup) continue;
      m.times.push(elapsed);
      m.statuses.set(res.status, (m.statuses.get(res.status) ?? 0) + 1);
    }
  }

  const ms = (/** @type {number} */ v) => v.toFixed(1);
  const results = measured.map((m) => ({ ...m, ...summary(m.times) }));
  const base = results[0];
  log(
    formatTable(
      ['call', 'n', 'p50 ms', 'p95 ms', 'min ms', 'max ms', 'p50 / getVersion', 'p95 / getVersion', 'statuses'],
      results.map((r) => [
        r.label,
        r.times.length,
        ms(r.p50),
        ms(r.p95),
        ms(r.min),
        ms(r.max),
        `${(r.p50 / base.p50).toFixed(1)}x`,
        `${(r.p95 / base.p95).toFixed(1)}x`,
        [...r.statuses].map(([s, c]) => `${s}x${c}`).join(' '),
      ]),
    ),
  );
  const submit = results[1];
  const belowFloor = submit.times.filter((t) => t < SUBMIT_FLOOR_MS).length;
  log(
    `  emailActionSubmit floor: ${SUBMIT_FLOOR_MS} ms by design (timing equaliser); ` +
      `p50 ${ms(submit.p50)} ms = floor + ${ms(submit.p50 - SUBMIT_FLOOR_MS)} ms, ` +
      `p95 = floor + ${ms(submit.p95 - SUBMIT_FLOOR_MS)} ms; ${belowFloor} of ${submit.times.length} answers under the floor`,
  );
  const [on, off] = [results[2], results[3]];
  const overFloor = (/** @type {{ times: number[] }} */ r) => r.times.filter((t) => t > SUBMIT_FLOOR_MS + 50).length;
  log(
    `  unsubscribe request, on the list (store work + a mail) vs not on it (nothing to do): ` +
      `p50 ${ms(on.p50)} vs ${ms(off.p50)} ms (${ms(on.p50 - off.p50)} ms apart), ` +
      `p95 ${ms(on.p95)} vs ${ms(off.p95)} ms (${ms(on.p95 - off.p95)} ms apart); ` +
      `answers over floor + 50 ms: ${overFloor(on)} vs ${overFloor(off)} of ${on.times.length}`,
  );
  const nonOk = results.filter((r) => [...r.statuses.keys()].some((s) => s !== 200));
  if (nonOk.length) {
    log(
      `  note: answers other than 200 from ${nonOk.map((r) => r.label).join(', ')}: those figures do not describe a working call`,
    );
  }
  return Object.fromEntries(
    results.map((r) => [r.label, { p50: r.p50, p95: r.p95, statuses: Object.fromEntries(r.statuses) }]),
  );
}
