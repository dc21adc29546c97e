// The subscribers tab in Chromium at a list's full size: N subscribers (a
// million unless BENCH_TAB_N says otherwise) seeded as bench/table-pages.mjs
// seeds them, then, as a signed-in sender meets it, in a fresh page each time:
// - opening the tab: from the click on "Subscribers" in the dashboard's menu
//   to the first row shown;
// - a sort: from the click on the address's header to the rows in its order;
// - a search: from the search text being typed (the tab waits for a pause in
//   the typing before it asks) to the rows being the search's;
// - the page's JS heap after those, once garbage is collected (CDP).
// Medians of a few rounds, beside their goals. SQLite only (see
// table-pages). Only with --only=chromium: seeding the million takes minutes.
/* global document, HTMLElement, MutationObserver, window */
import { tsImport } from 'tsx/esm/api';
import { scaleSender } from './stack-store.mjs';
import { formatTable, percentile } from './stats.mjs';
import { seedTable } from './table-pages.mjs';

export const name = 'subscribers tab in chromium';
export const needsStack = true;
export const onlyWhenNamed = true;

const TOTAL = Number(process.env.BENCH_TAB_N ?? 1_000_000);
const ROUNDS = 5;
const GOALS = { open: 300, search: 500, sort: 500, heapMiB: 100 };
const PASSWORD = 'listkeep-bench';

const count = (/** @type {number} */ n) => n.toLocaleString('en-US');

/**
 * In the page: does `act`, then resolves with the milliseconds until the
 * first row's address passes `done` (checked after every change of the document).
 * @param {{ act: string, text?: string, prefix?: string, notText?: string }} step 'open', 'sort' or 'search'
 * @returns {Promise<number>}
 */
function timeInPage(step) {
  const firstEmail = () => {
    const row = document.querySelector(
      '[data-testid="subscriber-row"][aria-rowindex="2"] [data-testid="subscriber-email"]',
    );
    return row instanceof HTMLElement && row.checkVisibility() ? row.textContent : null;
  };
  const done = () => {
    const email = firstEmail();
    if (email === null) return false;
    if (step.prefix !== undefined && !email.startsWith(step.prefix)) return false;
    return step.notText === undefined || email !== step.notText;
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    if (step.act === 'open') {
      /** @type {HTMLElement} */ (
        document.querySelector('nav[aria-label="Dashboard"] a[href*="tab=subscribers"]')
      ).click();
    } else if (step.act === 'sort') {
      const header = [
        ...document.querySelectorAll('[data-testid="subscribers-table"] [role="columnheader"] button'),
      ].find((b) => b.textContent?.startsWith('Email'));
      /** @type {HTMLElement} */ (header).click();
    } else {
      const input = /** @type {HTMLInputElement} */ (document.getElementById('subscriber-search'));
      const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, step.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, log = console.log }) {
  if (stack.env.LISTKEEP_STORE === 'firestore') {
    log('subscribers tab: SQLite only (filling the Firestore emulator with a million documents takes hours).');
    return null;
  }
  /** @type {typeof import('../e2e/support/browser.ts')} */
  const { launchBrowser } = await tsImport(new URL('../e2e/support/browser.ts', import.meta.url).href, import.meta.url);
  /** @type {typeof import('../e2e/support/sign-up.ts')} */
  const { logIn } = await tsImport(new URL('../e2e/support/sign-up.ts', import.meta.url).href, import.meta.url);
  const { email, teamID, listID } = await scaleSender(stack, {
    label: 'tab',
    name: 'Tab Sender',
    timeoutMs: 60_000,
    log,
  });
  const seedS = await seedTable(stack, teamID, listID, TOTAL);
  log(`  seeded ${count(TOTAL)} subscribers in ${seedS.toFixed(1)} s`);

  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await logIn(page, email, PASSWORD, `${stack.urls.web}/login`);
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);

    /** @type {Record<'open' | 'search' | 'sort', number[]>} */
    const times = { open: [], search: [], sort: [] };
    /** @type {number[]} */
    const heaps = [];
    // One untimed round first: the tab's code comes from the cache after it, as on a returning visit.
    for (let round = 0; round <= ROUNDS; round++) {
      await page.goto(`${stack.urls.web}/dashboard?tab=overview&newsletterID=${listID}`);
      await page.getByTestId('stat-total').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const open = await page.evaluate(timeInPage, { act: 'open' });
      await page.waitForLoadState('networkidle');
      const first = await page.getByTestId('subscriber-email').first().textContent();
      const sort = await page.evaluate(timeInPage, { act: 'sort', notText: first ?? '' });
      await page.waitForLoadState('networkidle');
      // A different address each round, so no answer comes from the cache.
      const prefix = `reader${12345 + round}`;
      const search = await page.evaluate(timeInPage, { act: 'search', text: prefix, prefix });
      await page.waitForLoadState('networkidle');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      if (round === 0) continue;
      times.open.push(open);
      times.search.push(search);
      times.sort.push(sort);
      heaps.push(usedSize / 2 ** 20);
    }
    const row = (
      /** @type {string} */ label,
      /** @type {number[]} */ values,
      /** @type {number} */ goal,
      unit = 'ms',
    ) => {
      const median = percentile(values, 50);
      return [
        label,
        `${median.toFixed(0)} ${unit}`,
        `${Math.max(...values).toFixed(0)} ${unit}`,
        `< ${goal} ${unit}`,
        median < goal ? 'met' : 'MISSED',
      ];
    };
    log(
      formatTable(
        [`subscribers tab, ${count(TOTAL)} subscribers, ${ROUNDS} rounds`, 'median', 'worst', 'goal', ''],
        [
          row('open the tab: click to first rows', times.open, GOALS.open),
          row('sort by address: click to rows in order', times.sort, GOALS.sort),
          row('search an address (incl. the typing pause)', times.search, GOALS.search),
          row('JS heap after GC', heaps, GOALS.heapMiB, 'MiB'),
        ],
      ),
    );
    return { total: TOTAL, seedS, times, heaps };
  } finally {
    await browser.close();
  }
}
