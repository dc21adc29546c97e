// Lighthouse scores of the public pages, as a first-time visitor meets them:
// performance, accessibility, best practices and SEO of /, /pricing and the
// subscribe page of a real list (/link/sub?newsletterID=...), with the desktop
// and the mobile preset, run by Lighthouse against the local build served by
// the Hosting emulator, in Debian's Chromium. Scores move from run to run, so
// each figure is the median of RUNS runs (BENCH_LIGHTHOUSE_RUNS); the mobile
// rows add the median LCP, TBT and CLS, and every audit that kept a category
// under 100 in a median run is named under the table.
//
// Beside the scores: the JavaScript each page downloads on that first visit
// (transfer bytes as served, and gzip bytes of the same files), and whether any
// of it is the Firebase SDK, which a visitor who never signed in must not load
// (only /login, which signs the visitor in, may). The /link pages ask not to
// be indexed, so their SEO score is low on purpose.
//
// The machine has no internet: Chromium runs with every background service
// that calls out switched off, and Lighthouse's throttling is simulated.
// BENCH_LIGHTHOUSE_PATHS=/login,/contact measures other pages instead.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { api } from '../scripts/lib/emulator-auth.mjs';
import { seedAccount } from '../scripts/seed.mjs';
import { formatTable } from './stats.mjs';

export const name = 'lighthouse';
export const needsStack = true;

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Marks a chunk as the Firebase SDK: its package names stay in the built code. */
const FIREBASE_SDK = /@firebase\/(app|auth|database)\b/;
/** Public pages that load the Firebase SDK for a first-time visitor, to sign them in. */
const SIGN_IN_PAGES = ['/login'];

/** @typedef {'desktop' | 'mobile'} Preset */
/** @typedef {import('lighthouse').Result} LighthouseResult */

/**
 * The middle value of an odd count, the mean of the two middle ones otherwise.
 * @param {number[]} values
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The subscribe page of a real list on the bench stack.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {(line: string) => void} log
 */
async function subscribePagePath(stack, log) {
  const account = await seedAccount({
    email: 'lighthouse-bench@listkeep.test',
    password: 'listkeep-bench',
    name: 'Lighthouse Bench',
    newsletterName: 'Lighthouse Bench Newsletter',
    log,
  });
  const dashboard = await api('GET', `/getDashboardData?teamID=${account.teamID}`, {
    token: account.idToken,
    apiBase: stack.urls.api,
  });
  if (dashboard.status !== 200) throw new Error(`getDashboardData answered ${dashboard.status}: ${dashboard.text}`);
  return `/link/sub?newsletterID=${dashboard.json.newsletters[0].id}`;
}

/**
 * One Lighthouse run of one page with one preset.
 * @param {string} url
 * @param {Preset} preset
 * @param {number} port
 * @returns {Promise<LighthouseResult>}
 */
async function audit(url, preset, port) {
  const runner = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** @param {LighthouseResult} lhr @param {string} category */
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** @param {LighthouseResult} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * The audits that kept a category of this run under 100, by id.
 * @param {LighthouseResult} lhr
 */
function shortfalls(lhr) {
  /** @type {string[]} */
  const lines = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    const failing = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
    if (failing.length) lines.push(`${category}: ${failing.join(', ')}`);
  }
  return lines;
}

/**
 * The JavaScript the run downloaded, per file: transfer bytes and gzip bytes of the body.
 * @param {LighthouseResult} lhr
 */
async function scriptsDownloaded(lhr) {
  const details = /** @type {any} */ (lhr.audits['network-requests']?.details);
  const items = /** @type {Array<{ url: string, resourceType?: string, transferSize?: number }>} */ (
    details?.items ?? []
  );
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return Promise.all(
    scripts.map(async (item) => {
      const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
      return {
        file: new URL(item.url).pathname,
        transfer: item.transferSize ?? 0,
        gzip: gzipSync(body, { level: 9 }).length,
        firebase: FIREBASE_SDK.test(body.toString('utf8')),
      };
    }),
  );
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, root, log = console.log }) {
  if (!existsSync(`${root}/web/dist/index.html`)) throw new Error('web/dist is missing: build the web app first');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium`);
  const paths = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',') ?? [
    '/',
    '/pricing',
    await subscribePagePath(stack, log),
  ];
  const presets = /** @type {Preset[]} */ (['desktop', 'mobile']);

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  /** @type {{ path: string, preset: Preset, runs: LighthouseResult[] }[]} */
  const measured = [];
  try {
    for (const path of paths) {
      for (const preset of presets) {
        /** @type {LighthouseResult[]} */
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(`${stack.urls.web}${path}`, preset, chrome.port));
        measured.push({ path, preset, runs });
      }
    }
  } finally {
    chrome.kill();
  }

  const label = (/** @type {string} */ path) => path.replace(/newsletterID=[^&]+/, 'newsletterID=<list>');
  const rows = measured.map(({ path, preset, runs }) => {
    const scores = CATEGORIES.map((c) => median(runs.map((r) => score(r, c))));
    const metric = (/** @type {string} */ id) => median(runs.map((r) => numeric(r, id)));
    return [
      label(path),
      preset,
      ...scores,
      `${Math.round(metric('largest-contentful-paint'))}`,
      `${Math.round(metric('total-blocking-time'))}`,
      metric('cumulative-layout-shift').toFixed(3),
    ];
  });
  log(`  median of ${RUNS} Lighthouse runs per row (scores vary from run to run; simulated throttling)`);
  log(
    formatTable(
      ['page', 'preset', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      rows,
    ),
  );

  for (const { path, preset, runs } of measured) {
    // The run whose performance score is the median stands for the row.
    const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lines = shortfalls(sorted[sorted.length >> 1]);
    if (lines.length) log(`  ${label(path)} ${preset}, under 100:\n    ${lines.join('\n    ')}`);
  }

  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
  /** @type {unknown[][]} */
  const jsRows = [];
  const firebaseSeen = [];
  for (const { path, preset, runs } of measured) {
    if (preset !== 'mobile') continue;
    const scripts = await scriptsDownloaded(runs[0]);
    const transfer = scripts.reduce((s, f) => s + f.transfer, 0);
    const gzip = scripts.reduce((s, f) => s + f.gzip, 0);
    const firebase = scripts.filter((f) => f.firebase).map((f) => f.file);
    // The login page signs visitors in: it loads the SDK to do so. No other public page may.
    if (firebase.length && !SIGN_IN_PAGES.includes(path)) firebaseSeen.push(`${label(path)}: ${firebase.join(', ')}`);
    jsRows.push([label(path), scripts.length, kb(transfer), kb(gzip), firebase.length ? 'YES' : 'no']);
  }
  log(formatTable(['first visit, JavaScript', 'files', 'transfer KiB', 'gzip KiB', 'Firebase SDK'], jsRows));
  if (firebaseSeen.length) throw new Error(`a first visit downloads the Firebase SDK: ${firebaseSeen.join('; ')}`);

  return Object.fromEntries(
    measured.map(({ path, preset, runs }) => [
      `${label(path)} ${preset}`,
      Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => score(r, c)))])),
    ]),
  );
}
