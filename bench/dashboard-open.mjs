// How long the dashboard takes to open, as a signed-in sender meets it in
// Chromium: for each tab, ten navigations to /dashboard?tab=..., each timed
// from navigation start to the tab's content being shown and usable:
// - overview: the Total subscribers figure;
// - subscribers: the first subscriber row of the list;
// - emails: the first logged email's row;
// - newsletter settings: the settings form's name field, enabled;
// - team: the first row of the members table.
// The account's list has a few hundred subscribers and a few logged emails.
// Besides the times, each load's requests to the API and to the Auth emulator
// are counted (until the network is idle after the content shows), and any
// call made twice in one load is named.
//
// The moment is taken inside the page (performance.now() counts from the
// navigation's start), by an observer that checks the element after every
// change of the document, so the figure does not include the bench's polling.
// BENCH_TRACE=1 prints the last load of each tab as a timeline of its requests.
/* global location, document, HTMLElement, MutationObserver, window */
import { tsImport } from 'tsx/esm/api';
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';
import { openStackStore } from './stack-store.mjs';
import { formatTable, percentile } from './stats.mjs';

export const name = 'dashboard-open';
export const needsStack = true;

const EMAIL = 'dashboard-open-bench@listkeep.test';
const PASSWORD = 'listkeep-bench';
const SUBSCRIBERS = 300;
const EMAILS = 5;
const LOADS = 10;
const GOAL_MS = 400;

/** The element that says each tab is usable, checked in the page. */
const READY = {
  overview: '[data-testid="stat-total"]',
  subscribers: '[data-testid="subscriber-row"]',
  emails: '[data-testid="email-row"]',
  newsletter: '[data-testid="newsletter-settings-form"] input:not([disabled])',
  team: '[data-testid="team-user-row"]',
};
/** @typedef {keyof typeof READY} Tab */

/**
 * Runs in the page before its own scripts: records when the tab's element is
 * first visible, on `window.__dashboardReadyAt`.
 * @param {Record<string, string>} ready
 */
function watchForContent(ready) {
  const tab = new URLSearchParams(location.search).get('tab') ?? 'overview';
  const selector = ready[tab];
  if (!selector) return;
  const found = () => {
    const element = document.querySelector(selector);
    return element instanceof HTMLElement && element.checkVisibility();
  };
  const observer = new MutationObserver(() => {
    if (!found()) return;
    /** @type {any} */ (window).__dashboardReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Seeds the account: onboarded, on a plan without a subscriber limit, with subscribers and logged emails.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {(line: string) => void} log
 */
async function seed(stack, log) {
  const account = await seedAccount({
    email: EMAIL,
    password: PASSWORD,
    name: 'Dashboard Bench',
    newsletterName: 'Dashboard Bench Newsletter',
    log,
  });
  const { idToken: token, teamID } = account;
  if (!teamID) throw new Error('the bench account has no team');
  const store = await openStackStore(stack);
  await store.doc(`teams/${teamID}`).update({ 'subscription.tier': 'scale', 'subscription.status': 'active' });
  await store.close();

  const apiBase = stack.urls.api;
  /** @type {(method: string, path: string, body?: unknown) => ReturnType<typeof api>} */
  const asSender = (method, path, body) => api(method, path, { token, body, apiBase });
  const dashboard = await asSender('GET', `/getDashboardData?teamID=${teamID}`);
  if (dashboard.status !== 200) throw new Error(`getDashboardData answered ${dashboard.status}: ${dashboard.text}`);
  const newsletterID = dashboard.json.newsletters[0].id;
  if (account.status === 'created') {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@dashboard-bench.example.org`);
    const batch = await asSender('POST', '/batchSubscribers', {
      emails,
      newsletterIDs: [newsletterID],
      teamID,
      agreed: true,
    });
    if (batch.status !== 200) throw new Error(`batchSubscribers answered ${batch.status}: ${batch.text}`);
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < EMAILS; i++) {
      const subject = `Bench issue ${i + 1}`;
      const logged = await asSender('POST', '/emails', { subject, sent: true, sentDate: today, newsletterID });
      if (logged.status !== 201) throw new Error(`POST /emails answered ${logged.status}: ${logged.text}`);
    }
  }
  return { newsletterID };
}

const TRACE = process.env.BENCH_TRACE === '1';

/**
 * One load's requests, each with when it started and ended, and when the tab was ready.
 * @param {import('playwright-core').Page} page
 * @param {string} tab
 * @param {number} readyAt
 */
async function timeline(page, tab, readyAt) {
  const entries = await page.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ ([
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ]).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
  );
  const lines = entries
    .sort((a, b) => a.start - b.start)
    .map(
      (e) =>
        `    ${e.start.toFixed(0).padStart(5)} ${e.end.toFixed(0).padStart(5)}  ${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  return [`  ${tab}: ready at ${readyAt.toFixed(0)} ms; requests (start, end ms):`, ...lines].join('\n');
}

/**
 * The requests of one load worth counting: API calls and the Auth emulator's (the session check).
 * @param {string} requestUrl
 * @param {string} apiBase
 * @param {string} authBase
 */
function requestKind(requestUrl, apiBase, authBase) {
  if (requestUrl.startsWith(apiBase)) return 'api';
  if (requestUrl.startsWith(authBase)) return 'auth';
  return null;
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, log = console.log }) {
  /** @type {typeof import('../e2e/support/browser.ts')} */
  const browserSupport = await tsImport(new URL('../e2e/support/browser.ts', import.meta.url).href, import.meta.url);
  /** @type {typeof import('../e2e/support/sign-up.ts')} */
  const { logIn } = await tsImport(new URL('../e2e/support/sign-up.ts', import.meta.url).href, import.meta.url);
  const { newsletterID } = await seed(stack, log);
  const web = stack.urls.web;

  const browser = await browserSupport.launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript(watchForContent, READY);

    await logIn(page, EMAIL, PASSWORD, `${web}/login`);
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await page.getByTestId('stat-total').waitFor({ timeout: 30_000 });

    /** @type {{ method: string, url: string, kind: string }[]} */
    let requests = [];
    page.on('request', (request) => {
      const kind = requestKind(request.url(), stack.urls.api, stack.urls.auth);
      if (kind) requests.push({ method: request.method(), url: request.url(), kind });
    });

    /** @type {Array<string[]>} */
    const rows = [];
    /** @type {Record<string, { p50: number, p90: number, apiCalls: number, authCalls: number, repeated: string[] }>} */
    const figures = {};
    for (const tab of /** @type {Tab[]} */ (Object.keys(READY))) {
      const address = `${web}/dashboard?tab=${tab}&newsletterID=${newsletterID}`;
      /** @type {number[]} */
      const times = [];
      /** @type {number[]} */
      const apiCounts = [];
      /** @type {number[]} */
      const authCounts = [];
      const repeated = new Set();
      // One untimed load first: the tab's chunks come from the cache after it, as on a returning visit.
      for (let i = 0; i <= LOADS; i++) {
        requests = [];
        await page.goto(address, { waitUntil: 'commit' });
        await page.waitForFunction(() => /** @type {any} */ (window).__dashboardReadyAt !== undefined, null, {
          timeout: 15_000,
        });
        const readyAt = await page.evaluate(
          () => /** @type {number} */ (/** @type {any} */ (window).__dashboardReadyAt),
        );
        await page.waitForLoadState('networkidle');
        if (i === 0) continue;
        if (TRACE && i === LOADS) log(await timeline(page, tab, readyAt));
        times.push(readyAt);
        apiCounts.push(requests.filter((r) => r.kind === 'api').length);
        authCounts.push(requests.filter((r) => r.kind === 'auth').length);
        const seen = new Set();
        for (const r of requests) {
          const key = `${r.method} ${r.url.replace(/\?key=[^&]*/, '')}`;
          if (r.method !== 'OPTIONS' && seen.has(key)) repeated.add(key.replace(web, ''));
          seen.add(key);
        }
      }
      const p50 = percentile(times, 50);
      const p90 = percentile(times, 90);
      const apiCalls = percentile(apiCounts, 50);
      const authCalls = percentile(authCounts, 50);
      figures[tab] = { p50, p90, apiCalls, authCalls, repeated: [...repeated] };
      rows.push([
        tab,
        String(times.length),
        p50.toFixed(0),
        p90.toFixed(0),
        String(apiCalls),
        String(authCalls),
        repeated.size ? [...repeated].join(', ') : 'none',
      ]);
    }
    log(formatTable(['tab', 'loads', 'median ms', 'p90 ms', 'API calls', 'Auth calls', 'made twice in a load'], rows));
    const slow = Object.entries(figures).filter(([, f]) => f.p50 >= GOAL_MS);
    log(
      slow.length
        ? `  over the ${GOAL_MS} ms goal: ${slow.map(([tab]) => tab).join(', ')}`
        : `  every tab opens under the ${GOAL_MS} ms goal (median)`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}
