// Latency of dashboard loads as the web app makes them: through the Hosting
// rewrite, with a signed-in user that has a team and a newsletter. Sequential
// calls, so the figure is per-request latency, not throughput.
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';
import { formatStatuses, formatTable, percentile, timeCalls } from './stats.mjs';

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

  const { times, statuses } = await timeCalls(call, n, warmup);
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
          formatStatuses(statuses),
        ],
      ],
    ),
  );
  const nonOk = [...statuses.keys()].filter((s) => s !== 200);
  if (nonOk.length)
    log(`  note: answers other than 200 (${nonOk.join(', ')}): the figures do not describe a working endpoint`);
  return { p50: percentile(times, 50), p95: percentile(times, 95), statuses: Object.fromEntries(statuses) };
}
