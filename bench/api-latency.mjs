// Latency of dashboard loads as the web app makes them: through the Hosting
// rewrite, with a signed-in user that has a team and a newsletter. Sequential
// calls, so the figure is per-request latency, not throughput.
import { performance } from 'node:perf_hooks';
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';
import { formatTable, percentile } from './stats.mjs';

export const name = 'api latency';
export const needsStack = true;

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, n = 200, warmup = 20, log = console.log }) {
  const account = await seedAccount({
    email: 'bench@listkeep.test',
    password: 'listkeep-bench',
    name: 'Bench Sender',
    newsletterName: 'Bench Newsletter',
    log,
  });
  if (account.status === 'unavailable')
    log('  (account setup API not available yet; measuring whatever the endpoint answers)');
  const query = account.teamID ? `?teamID=${encodeURIComponent(account.teamID)}` : '';
  const call = () => api('GET', `/getDashboardData${query}`, { token: account.idToken, apiBase: stack.urls.api });

  // The first calls start function workers and warm module caches.
  for (let i = 0; i < warmup; i++) await call();

  /** @type {number[]} */
  const times = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await call();
    times.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  const ms = (/** @type {number} */ v) => v.toFixed(1);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  log(
    formatTable(
      ['call', 'n', 'p50 ms', 'p95 ms', 'max ms', 'mean ms', 'statuses'],
      [
        [
          'GET /api/getDashboardData',
          n,
          ms(percentile(times, 50)),
          ms(percentile(times, 95)),
          ms(Math.max(...times)),
          ms(mean),
          [...statuses].map(([s, c]) => `${s}x${c}`).join(' '),
        ],
      ],
    ),
  );
  const nonOk = [...statuses.keys()].filter((s) => s !== 200);
  if (nonOk.length)
    log(`  note: answers other than 200 (${nonOk.join(', ')}): the figures do not describe a working endpoint`);
  return { p50: percentile(times, 50), p95: percentile(times, 95), statuses: Object.fromEntries(statuses) };
}
