// `npm start`: builds, starts the whole local stack, seeds the demo account,
// prints the URLs and runs until Ctrl-C. See scripts/stack.mjs for the parts.
//
// Environment:
//   LISTKEEP_DATA_DIR=emulator-data/other   use another data folder
//   LISTKEEP_SKIP_WEB_BUILD=1               serve the existing web/dist
//   LISTKEEP_START_TIMEOUT_MS=120000        readiness limit per service
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { createStack, ROOT, StackError, tailFile, urlTable } from './stack.mjs';

const stack = createStack({ fresh: process.argv.includes('--fresh') });
const rel = (/** @type {string} */ p) => relative(process.cwd(), p) || p;

let exiting = false;
/**
 * @param {number} code
 * @param {string} [reason]
 */
async function shutdown(code, reason) {
  if (exiting) return;
  exiting = true;
  if (reason) console.log(`\n${reason}`);
  const results = await stack.stop();
  if (results.length) console.log(`stopped: ${results.join(', ')}`);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => shutdown(0, `${signal}: stopping the stack...`));
}

/** @param {unknown} err */
function fail(err) {
  console.error(`\n${err instanceof StackError ? err.message : err instanceof Error ? (err.stack ?? err) : err}`);
  if (err instanceof StackError && err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
}

const t0 = Date.now();
try {
  await stack.start();
} catch (err) {
  if (exiting) await new Promise(() => {}); // a signal is already shutting down
  fail(err);
  await shutdown(1);
}

// Seeding is idempotent: it sets up the demo account when the store lacks it.
const seed = spawnSync(stack.node, ['scripts/seed.mjs'], {
  cwd: ROOT,
  env: { ...process.env, ...stack.env },
  encoding: 'utf8',
});
process.stdout.write(seed.stdout ?? '');
if (seed.status !== 0) {
  process.stderr.write(seed.stderr ?? '');
  console.log('seed: failed (the stack keeps running; rerun with `node scripts/seed.mjs`)');
}

console.log(`
Listkeep local stack is up (${((Date.now() - t0) / 1000).toFixed(1)} s).

${urlTable(stack.dataDir, stack.kind)}

Logs:
${Object.entries(stack.logs)
  .map(([name, path]) => `  ${name.padEnd(15)} ${rel(path)}`)
  .join('\n')}

Ctrl-C to stop.`);

const dead = await stack.unexpectedExit;
if (!exiting) {
  console.error(`\n${dead.name} ${dead.describeExit()} unexpectedly; stopping the rest.`);
  console.error(`--- ${rel(dead.logPath)} (tail) ---\n${tailFile(dead.logPath)}\n--- end ---`);
  await shutdown(1);
}
