// `npm run bench`: performance figures of the product, printed. Each
// measurement is a module under bench/ exporting {name, needsStack, run(ctx)};
// add one to MEASUREMENTS to have it run. Measurements that need the server
// share one stack on a fresh data dir (emulator-data/bench).
//
// Measurements marked `bothStores` run a second time on a stack over the
// Firestore emulator (emulator-data/bench-firestore), when this machine can
// start one, and their figures are printed side by side at the end.
//
// Options: --n=200 (calls per latency figure), --only=<name substring>,
// --store=sqlite|firestore (one store only), --reuse (measure against the
// stack already running, e.g. `npm start`, at the fixed ports and on its data
// dir, instead of starting one; it is left running).
import { formatTable } from '../bench/stats.mjs';
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
import * as pasteParse from '../bench/paste-parse.mjs';
import * as publicLinks from '../bench/public-links.mjs';
import * as subscriberScale from '../bench/subscriber-scale.mjs';

const MEASUREMENTS = [apiLatency, publicLinks, subscriberScale, pasteParse, bundleSize];

const arg = (key) => process.argv.find((a) => a.startsWith(`--${key}=`))?.split('=')[1];
const n = Number(arg('n') ?? process.env.BENCH_N ?? 200);
const only = arg('only');
const reuse = process.argv.includes('--reuse');
const selected = MEASUREMENTS.filter((m) => !only || m.name.includes(only));
const storeArg = arg('store');

/** The stores to measure on, in order; the Firestore one only where an emulator can start. */
function storesToMeasure() {
  if (reuse) return [storeKind()];
  if (storeArg) return [storeArg];
  const emulator = firestoreEmulator();
  if (emulator.reason) {
    console.log(`bench: no Firestore figures on this machine: ${emulator.reason}.`);
    return ['sqlite'];
  }
  return ['sqlite', 'firestore'];
}

let stack = null;
let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stack?.stop();
    process.exit(130);
  });
}

const figures = { sqlite: {}, firestore: {} };

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
      console.log(`\n## ${m.name}${m.bothStores ? ` (${kind})` : ''}`);
      try {
        figures[kind][m.name] = await m.run({ stack, root: ROOT, n, log: console.log });
      } catch (err) {
        console.error(`  ${m.name} failed: ${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ''}`);
        exitCode = 1;
      }
    }
  } finally {
    await stack?.stop();
    stack = null;
  }
}

/** The figures measured on both stores, side by side. */
function printComparison() {
  const sqlite = figures.sqlite[subscriberScale.name];
  const firestore = figures.firestore[subscriberScale.name];
  if (!sqlite || !firestore) return;
  const perSecond = (f, seconds) => Math.round(f.total / seconds).toLocaleString('en-US');
  const ms = (v) => v.toFixed(1);
  console.log('\n## SQLite beside Firestore');
  console.log(
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
} catch (err) {
  console.error(`bench: ${err instanceof StackError ? err.message : (err.stack ?? err)}`);
  if (err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
