// A list of a million addresses (the Scale plan has no subscriber limit), on
// the store the stack runs, through the API as the web app calls it:
// - the import, in calls of MAX.batchEmails as the import dialog sends a big
//   file, with the rate of each tenth (a store that slows as the list grows
//   shows here) and the peak memory of the API's worker process;
// - the dashboard's overview (GET /getDashboardData), p50 and p95;
// - the whole list: every page of GET /getDashboardItem (pages of
//   MAX.pageSize), as the full CSV export reads it, with the first and the
//   last page's time (the tab itself: bench/subscribers-tab.mjs);
// - copy: GET /newsletterSubscribers/{list}, the addresses the copy button
//   and "emails only" export write;
// - export: the full CSV built from the rows by the web app's function;
// - the same as subscriber jobs ("Select all N matching"): a copy job and a
//   full CSV export job over the list, from the start to the file downloaded.
// Only with --only=million: it takes minutes.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { formatMiB, watchApiMemory } from './api-memory.mjs';
import { scaleSender } from './stack-store.mjs';
import { formatStatuses, formatTable, percentile, timeCalls } from './stats.mjs';

export const name = 'million list';
export const needsStack = true;
export const onlyWhenNamed = true;

/** Addresses in the list; smaller for trying the measurement out. */
const TOTAL = Number(process.env.BENCH_MILLION ?? 1_000_000);

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/** @param {number} n */
const count = (n) => n.toLocaleString('en-US');
/** @param {number} bytes */
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * @template T
 * @param {() => T | Promise<T>} work
 * @returns {Promise<{ result: T, ms: number }>}
 */
async function timed(work) {
  const t = performance.now();
  const result = await work();
  return { result, ms: performance.now() - t };
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, log = console.log }) {
  const { MAX } = await ts('../common/src/limits.ts');
  const { subscribersCsv, joinEmails } = await ts('../common/src/export.ts');

  const { teamID, listID, listName, call } = await scaleSender(stack, {
    label: 'million',
    name: 'Million Sender',
    timeoutMs: 300_000,
    log,
  });

  // The import, a tenth at a time.
  const perCall = MAX.batchEmails;
  const tenth = Math.max(perCall, Math.round(TOTAL / 10 / perCall) * perCall);
  /** @type {unknown[][]} */
  const tenths = [];
  const memory = watchApiMemory();
  const importStart = performance.now();
  let tenthStart = importStart;
  for (let start = 0; start < TOTAL; start += perCall) {
    const emails = Array.from(
      { length: Math.min(perCall, TOTAL - start) },
      (_, i) => `reader${start + i}@million.example.org`,
    );
    const res = await call('POST', '/batchSubscribers', {
      emails,
      newsletterIDs: [listID],
      teamID,
      notes: 'bench import',
      agreed: true,
    });
    if (res.status !== 200) throw new Error(`batchSubscribers answered ${res.status}: ${res.text.slice(0, 300)}`);
    const done = start + emails.length;
    if (done % tenth === 0 || done === TOTAL) {
      const now = performance.now();
      const size = done - tenths.length * tenth;
      tenths.push([
        `${count(done - size + 1)} to ${count(done)}`,
        seconds(now - tenthStart),
        count(Math.round(size / ((now - tenthStart) / 1000))),
      ]);
      tenthStart = now;
    }
  }
  const importMs = performance.now() - importStart;
  const importPeak = memory.peak();
  log(formatTable([`import of ${count(TOTAL)} addresses, by tenths`, 'seconds', 'addresses/s'], tenths));
  log(
    `  whole import: ${seconds(importMs)} s, ${count(Math.round(TOTAL / (importMs / 1000)))} addresses/s; ` +
      `peak memory of the API's worker process: ${formatMiB(importPeak)}`,
  );

  // The overview.
  const overview = await timeCalls(() => call('GET', `/getDashboardData?teamID=${teamID}`), 20, 3);
  const total = (await call('GET', `/getDashboardData?teamID=${teamID}`)).json?.overviewData?.totalSubscribers;

  // Every page of the table, as the whole-list export reads them.
  /** @type {any[]} */
  const rows = [];
  /** @type {number[]} */
  const pageTimes = [];
  let bytes = 0;
  let cursor;
  const pagesStart = performance.now();
  do {
    const query = new URLSearchParams({ type: 'subscribers', teamID, limit: String(MAX.pageSize) });
    if (cursor) query.set('cursor', cursor);
    const t = performance.now();
    const page = await call('GET', `/getDashboardItem?${query}`);
    pageTimes.push(performance.now() - t);
    if (page.status !== 200) throw new Error(`getDashboardItem answered ${page.status}: ${page.text.slice(0, 300)}`);
    bytes += page.text.length;
    rows.push(...page.json.data);
    cursor = page.json.nextCursor;
  } while (cursor);
  const pagesMs = performance.now() - pagesStart;

  // Copy, and the exports.
  const copy = await timed(() => call('GET', `/newsletterSubscribers/${listID}`));
  if (copy.result.status !== 200) throw new Error(`newsletterSubscribers answered ${copy.result.status}`);
  const addresses = copy.result.json.subscribers;
  const emailsOnly = await timed(() => joinEmails(addresses, 'newline'));
  const csv = await timed(() => subscribersCsv(rows, { newsletterNames: { [listID]: listName } }));

  /** A job over the whole list, followed until done, then its file read. @param {{ kind: string, format?: string }} action */
  const job = async (action) => {
    const started = await call('POST', '/startSubscriberJob', { teamID, match: { newsletterID: listID }, action });
    if (started.status !== 202) throw new Error(`startSubscriberJob answered ${started.status}: ${started.text}`);
    const { jobID } = started.json;
    for (;;) {
      await new Promise((done) => setTimeout(done, 250));
      const progress = await call('GET', `/subscriberJob?teamID=${teamID}&jobID=${jobID}`);
      if (progress.json.state === 'failed') throw new Error(`the ${action.kind} job failed: ${progress.json.error}`);
      if (progress.json.state === 'done') break;
    }
    const file = await call('GET', `/subscriberJobFile?teamID=${teamID}&jobID=${jobID}`);
    if (file.status !== 200) throw new Error(`subscriberJobFile answered ${file.status}`);
    return file.text;
  };
  const copyJob = await timed(() => job({ kind: 'copy' }));
  const exportJob = await timed(() => job({ kind: 'export', format: 'csv' }));

  const ms = (/** @type {number} */ v) => v.toFixed(1);
  log(
    formatTable(
      [`with ${count(total ?? TOTAL)} subscribers`, 'ms', 'size'],
      [
        ['GET /getDashboardData p50', ms(percentile(overview.times, 50)), formatStatuses(overview.statuses)],
        ['GET /getDashboardData p95', ms(percentile(overview.times, 95)), ''],
        [
          `whole list: ${pageTimes.length} pages of GET /getDashboardItem`,
          pagesMs.toFixed(0),
          `${count(rows.length)} rows, ${mib(bytes)}`,
        ],
        ['  first page', ms(pageTimes[0]), ''],
        ['  last page', ms(pageTimes[pageTimes.length - 1]), ''],
        ['  slowest page', ms(Math.max(...pageTimes)), ''],
        [
          'copy: GET /newsletterSubscribers',
          copy.ms.toFixed(0),
          `${count(addresses.length)} addresses, ${mib(copy.result.text.length)}`,
        ],
        ['export, emails only (one a line)', emailsOnly.ms.toFixed(0), mib(emailsOnly.result.length)],
        ['export, full CSV', csv.ms.toFixed(0), mib(csv.result.length)],
        ['copy job, start to file', copyJob.ms.toFixed(0), mib(copyJob.result.length)],
        ['export job (full CSV), start to file', exportJob.ms.toFixed(0), mib(exportJob.result.length)],
      ],
    ),
  );
  return {
    total: TOTAL,
    importMs,
    importPeak,
    overview,
    pagesMs,
    pages: pageTimes.length,
    copyMs: copy.ms,
    csvMs: csv.ms,
    copyJobMs: copyJob.ms,
    exportJobMs: exportJob.ms,
  };
}
