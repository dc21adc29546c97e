/**
 * How the subscribers table behaves with 100 000 rows: seeds a fresh team
 * straight into the stack's store, opens the tab, and prints the load time,
 * the rows in the DOM and the frame times while scrolling.
 * `LISTKEEP_DB_PATH=… npx tsx e2e/support/table-bench.ts [rows]`
 */
import { formatCount } from '@listkeep/common/src/count-text';
import { bulkInsert, stackStore } from '../../functions/test/support/store';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { newOwner, openTab } from './dashboard';

const ROWS = Number(process.argv[2] ?? 100_000);

/**
 * Milliseconds from a click on a sort header until the rows show the new
 * order, and the longest the page's main thread was busy meanwhile.
 */
async function sortTimes(page: Page, emailsRising: string[]) {
  await page.evaluate(`(() => {
    document.querySelector('.vtable-scroll').scrollTop = 0;
    window.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  })()`);
  const header = (name: string) =>
    page.getByTestId('subscribers-table').getByRole('columnheader', { name }).getByRole('button');
  const timed = async (name: string, row: number, text: string) => {
    const started = Date.now();
    await header(name).click();
    // A function, not text: the page's CSP refuses text evaluated by polling.
    await page.waitForFunction(
      ({ index, expected }) =>
        document.querySelectorAll('[data-testid="subscriber-email"]')[index]?.textContent === expected,
      { index: row, expected: text },
      { timeout: 60_000 },
    );
    return Date.now() - started;
  };
  return {
    byEmailRising: await timed('Email', 1, emailsRising[1]),
    byEmailFalling: await timed('Email', 0, emailsRising[emailsRising.length - 1]),
    byDate: await timed('Added', 1, 'reader1@example.org'),
    longestTaskMs: Math.round((await page.evaluate('window.longestTask')) as number),
  };
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const owner = await newOwner(browser, 'bench');
    const store = stackStore();
    const lists = await store.collection('newsletters').where('teamID', '==', owner.teamID).get();
    const listID = lists.docs[0].id;
    const now = Date.now();
    const docs = Array.from({ length: ROWS }, (_, i) => ({
      id: `bench-${owner.teamID}-${i}`,
      data: {
        teamID: owner.teamID,
        subscriberEmail: `reader${i}@example.org`,
        emailKey: `reader${i}@example.org`,
        subscriberName: i % 3 ? `Reader ${i}` : '',
        notes: '',
        joinedNewsletterIDs: [listID],
        subscriptionMeta: {
          [listID]: { subscribedAt: now - i * 1000, unsubscribedAt: i % 10 ? null : now, source: 'bench' },
        },
        subscriptionSource: 'bench',
        createdAt: now - i * 1000,
        modifiedAt: now - i * 1000,
        lastSubscribeEvent: now - i * 1000,
      },
    }));
    for (let i = 0; i < docs.length; i += 10_000) await bulkInsert('subscribers', docs.slice(i, i + 10_000));

    const { page } = owner;
    const started = Date.now();
    await openTab(page, 'subscribers');
    await page.getByTestId('subscriber-row').first().waitFor({ timeout: 120_000 });
    const loadMs = Date.now() - started;
    const count = await page.getByTestId('subscribers-count').textContent();
    // Frame times while scrolling like a mouse wheel (400 px a frame) and like dragging the scrollbar (1/240 of the list a frame).
    // Passed as text: the script runner's name-keeping helpers do not exist in the page.
    const frames = (await page.evaluate(`(async () => {
      const el = document.querySelector('.vtable-scroll');
      const run = async (step) => {
        const times = [];
        let last = performance.now();
        for (let i = 0; i < 120; i++) {
          el.scrollTop += step();
          await new Promise(requestAnimationFrame);
          const t = performance.now();
          times.push(t - last);
          last = t;
        }
        times.sort((a, b) => a - b);
        const round = (n) => Math.round(n * 10) / 10;
        return { median: round(times[60]), p95: round(times[114]), max: round(times[119]) };
      };
      const wheel = await run(() => 400);
      const drag = await run(() => el.scrollHeight / 240);
      return { wheel, drag, domRows: document.querySelectorAll('[data-testid="subscriber-row"]').length };
    })()`)) as unknown;
    const sorts = await sortTimes(page, docs.map((d) => d.data.subscriberEmail).sort());
    const filterStarted = Date.now();
    await page.getByRole('radio', { name: 'Unsubscribed', exact: true }).check();
    await page.getByText(`Showing ${formatCount(ROWS / 10)} of`).waitFor();
    const filterMs = Date.now() - filterStarted;
    console.log(JSON.stringify({ rows: ROWS, loadMs, count, frames, sorts, filterMs }, null, 2));
    await page.screenshot({ path: '/tmp/shots/lists-desktop-13-100k.png' });
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
