// `npm run bench`: performance figures of the product, printed. Each
// measurement is a module under bench/ exporting {name, needsStack, run(ctx)};
// add one to MEASUREMENTS to have it run. Measurements that need the server
// share one stack on a fresh data dir (emulator-data/bench).
//
// Measurements marked `bothStores` run a second time on a stack over the
// Firestore emulator (emulator-data/bench-firestore), when this machine can
// start one, and their figures are printed side by side at the end.
//
// Measurements marked `onlyWhenNamed` (the million-address list, which takes
// minutes) run only when --only names them.
//
// Options: --n=200 (calls per latency figure), --only=<name substring>,
// --store=sqlite|firestore (one store only), --reuse (measure against the
// stack already running, e.g. `npm start`, at the fixed ports and on its data
// dir, instead of starting one; it is left running).
import { formatMiB } from '../bench/api-memory.mjs';
import { formatTable } from '../bench/stats.mjs';
import { writeResults } from './bench-results.mjs';
import {
  ROOT,
  StackError,
  URLS,
  firestoreEmulator,
  resolveDataDir,
  stackEnv,
  startStack,
  storeKind,
} from './stack.mjs';
import * as apiLatency from '../bench/api-latency.mjs';
import * as bundleSize from '../bench/bundle-size.mjs';
import * as burst from '../bench/burst.mjs';
import * as dashboardOpen from '../bench/dashboard-open.mjs';
import * as importVsInsert from '../bench/import-vs-insert.mjs';
import * as lighthouse from '../bench/lighthouse.mjs';
import * as millionList from '../bench/million-list.mjs';
import * as pasteParse from '../bench/paste-parse.mjs';
import * as publicLinks from '../bench/public-links.mjs';
import * as receiptCheck from '../bench/receipt-check.mjs';
import * as subscriberScale from '../bench/subscriber-scale.mjs';
import * as subscribersTab from '../bench/subscribers-tab.mjs';
import * as tablePages from '../bench/table-pages.mjs';

/** @typedef {import('../bench/measurement.mjs').BenchStack} BenchStack */

/** @type {import('../bench/measurement.mjs').Measurement[]} */
const MEASUREMENTS = [
  apiLatency,
  publicLinks,
  // Before the measurements that fill the stack's store: the Firestore emulator answers a query by
  // scanning its collection (deployed Firestore serves it from an index), so after them each query
  // of the burst, and of the stack's own background sweeps beside the import's scratch projects,
  // would cost the emulator the 20 000 subscribers and their consent records.
  burst,
  importVsInsert,
  subscriberScale,
  dashboardOpen,
  pasteParse,
  receiptCheck,
  bundleSize,
  lighthouse,
  millionList,
  tablePages,
  subscribersTab,
];

const arg = (/** @type {string} */ key) => process.argv.find((a) => a.startsWith(`--${key}=`))?.split('=')[1];
const n = Number(arg('n') ?? process.env.BENCH_N ?? 200);
const only = arg('only');
const reuse = process.argv.includes('--reuse');
const selected = MEASUREMENTS.filter((m) => (only ? m.name.includes(only) : !m.onlyWhenNamed));
const storeArg = arg('store');
if (selected.length === 0) {
  console.error(`bench: no measurement is named like "${only}": ${MEASUREMENTS.map((m) => m.name).join(', ')}`);
  process.exit(1);
}

/**
 * The stores to measure on, in order; the Firestore one only where an emulator can start.
 * @returns {Array<'sqlite' | 'firestore'>}
 */
function storesToMeasure() {
  if (reuse) return [storeKind()];
  if (storeArg) return [storeKind({ LISTKEEP_STORE: storeArg })];
  const emulator = firestoreEmulator();
  if (emulator.reason) {
    console.log(`bench: no Firestore figures on this machine: ${emulator.reason}.`);
    return ['sqlite'];
  }
  return ['sqlite', 'firestore'];
}

// Set inside measureOn(); the cast keeps the type from narrowing to null out here.
let stack = /** @type {BenchStack | null} */ (null);
let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stack?.stop();
    process.exit(130);
  });
}

/** @type {Record<string, Record<string, any>>} */
const figures = { sqlite: {}, firestore: {} };
/** What each measurement printed, by its section's title in bench/RESULTS.md. */
const printed = new Map();
/** @type {(m: import('../bench/measurement.mjs').Measurement, kind: string) => string} */
const titleOf = (m, kind) => `${m.name}${m.bothStores ? ` (${kind})` : ''}`;
const COMPARISON = 'SQLite beside Firestore';

/** Prints a line and keeps it for the section `title`. @param {string} title */
function logger(title) {
  /** @type {string[]} */
  const lines = [];
  printed.set(title, lines);
  return (/** @type {string} */ line) => {
    console.log(line);
    lines.push(line);
  };
}

/**
 * @param {'sqlite' | 'firestore'} kind
 * @param {import('../bench/measurement.mjs').Measurement[]} measurements
 */
async function measureOn(kind, measurements) {
  if (reuse) {
    const dataDir = resolveDataDir();
    console.log(`bench: using the running stack at ${URLS.api} on ${dataDir}`);
    stack = { urls: URLS, env: stackEnv(dataDir), stop: async () => {} };
  } else if (measurements.some((m) => m.needsStack)) {
    const dataDir = kind === 'firestore' ? 'emulator-data/bench-firestore' : 'emulator-data/bench';
    console.log(`\nbench: starting the stack on ${dataDir} (${kind})`);
    stack = await startStack({ dataDir, fresh: true, quiet: true, store: kind, keepFirestoreData: false });
  }
  try {
    for (const m of measurements) {
      console.log(`\n## ${titleOf(m, kind)}`);
      const log = logger(titleOf(m, kind));
      try {
        // A stack is up for every measurement that needs one; the others do not read it.
        const context = { stack: /** @type {BenchStack} */ (stack), root: ROOT, n, log };
        figures[kind][m.name] = await m.run(context);
      } catch (err) {
        console.error(`  ${m.name} failed: ${describeFailure(err)}`);
        printed.get(titleOf(m, kind)).push(`failed: ${describeFailure(err)}`);
        exitCode = 1;
      }
    }
  } finally {
    await stack?.stop();
    stack = null;
  }
}

/** @param {unknown} err */
function describeFailure(err) {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : err.cause;
  return cause ? `${err.message} (${cause})` : err.message;
}

/** The figures measured on both stores, side by side. */
function printComparison() {
  const sqlite = figures.sqlite[subscriberScale.name];
  const firestore = figures.firestore[subscriberScale.name];
  if (!sqlite || !firestore) return;
  /** @type {(f: { total: number }, seconds: number) => string} */
  const perSecond = (f, seconds) => Math.round(f.total / seconds).toLocaleString('en-US');
  const ms = (/** @type {number} */ v) => v.toFixed(1);
  console.log(`\n## ${COMPARISON}`);
  logger(COMPARISON)(
    formatTable(
      ['figure', 'SQLite', 'Firestore emulator'],
      [
        ['addresses imported', sqlite.total.toLocaleString('en-US'), firestore.total.toLocaleString('en-US')],
        [
          'import through the API, addresses/s',
          perSecond(sqlite, sqlite.apiSeconds),
          perSecond(firestore, firestore.apiSeconds),
        ],
        [
          'raw store, subscribers + consent, addresses/s',
          perSecond(sqlite, sqlite.rawWithConsentSeconds),
          perSecond(firestore, firestore.rawWithConsentSeconds),
        ],
        [
          'API time / raw time',
          `${(sqlite.apiSeconds / sqlite.rawWithConsentSeconds).toFixed(1)}x`,
          `${(firestore.apiSeconds / firestore.rawWithConsentSeconds).toFixed(1)}x`,
        ],
        ['peak memory of the API during the import', formatMiB(sqlite.importPeak), formatMiB(firestore.importPeak)],
        [
          'previewImport of one call of new addresses, s (median)',
          sqlite.previewSeconds.toFixed(2),
          firestore.previewSeconds.toFixed(2),
        ],
        ['getDashboardData p50 ms, 10 subscribers', ms(sqlite.before.p50), ms(firestore.before.p50)],
        ['getDashboardData p50 ms, after the import', ms(sqlite.after.p50), ms(firestore.after.p50)],
        ['getDashboardData p95 ms, after the import', ms(sqlite.after.p95), ms(firestore.after.p95)],
      ],
    ),
  );
}

try {
  const stores = storesToMeasure();
  for (const kind of stores) {
    // Measurements that do not depend on the store (bundle sizes) run once.
    const measurements = kind === stores[0] ? selected : selected.filter((m) => m.bothStores);
    if (measurements.length) await measureOn(kind, measurements);
  }
  printComparison();
  // Only figures measured on a stack of the bench's own, never on one --reuse found running.
  if (!reuse) {
    const order = [...MEASUREMENTS.flatMap((m) => [titleOf(m, 'sqlite'), titleOf(m, 'firestore')]), COMPARISON];
    writeResults(ROOT, printed, order);
  }
} catch (err) {
  console.error(`bench: ${err instanceof StackError ? err.message : err instanceof Error ? (err.stack ?? err) : err}`);
  if (err instanceof StackError && err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
