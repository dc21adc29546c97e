// `npm run bench`: performance figures of the product, printed. Each
// measurement is a module under bench/ exporting {name, needsStack, run(ctx)};
// add one to MEASUREMENTS to have it run. Measurements that need the server
// share one stack on a fresh data dir (emulator-data/bench).
//
// Options: --n=200 (calls per latency figure), --only=<name substring>,
// --reuse (measure against the stack already running, e.g. `npm start`, at the
// fixed ports and on its data dir, instead of starting one; it is left running).
import { ROOT, StackError, URLS, resolveDataDir, stackEnv, startStack } from './stack.mjs';
import * as apiLatency from '../bench/api-latency.mjs';
import * as bundleSize from '../bench/bundle-size.mjs';
import * as publicLinks from '../bench/public-links.mjs';
import * as subscriberScale from '../bench/subscriber-scale.mjs';

const MEASUREMENTS = [apiLatency, publicLinks, subscriberScale, bundleSize];

const arg = (key) => process.argv.find((a) => a.startsWith(`--${key}=`))?.split('=')[1];
const n = Number(arg('n') ?? process.env.BENCH_N ?? 200);
const only = arg('only');
const reuse = process.argv.includes('--reuse');
const selected = MEASUREMENTS.filter((m) => !only || m.name.includes(only));

let stack = null;
let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stack?.stop();
    process.exit(130);
  });
}

try {
  if (reuse) {
    const dataDir = resolveDataDir();
    console.log(`bench: using the running stack at ${URLS.api} on ${dataDir}`);
    stack = { urls: URLS, env: stackEnv(dataDir), stop: async () => {} };
  } else if (selected.some((m) => m.needsStack)) {
    console.log('bench: starting the stack on emulator-data/bench');
    stack = await startStack({ dataDir: 'emulator-data/bench', fresh: true, quiet: true });
  }
  for (const m of selected) {
    console.log(`\n## ${m.name}`);
    try {
      await m.run({ stack, root: ROOT, n, log: console.log });
    } catch (err) {
      console.error(`  ${m.name} failed: ${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ''}`);
      exitCode = 1;
    }
  }
} catch (err) {
  console.error(`bench: ${err instanceof StackError ? err.message : (err.stack ?? err)}`);
  if (err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
  exitCode = 1;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
