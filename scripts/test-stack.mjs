// `npm run test:stack [-- --only=e2e]`: the integration and browser suites against a real
// local stack on a fresh data dir, so runs never see each other's accounts or
// data. The stack is stopped whatever happens and the exit code is the tests'.
//
// One leg per store: LISTKEEP_STORE picks it (the embedded SQLite store by
// default, `firestore` for the Firestore emulator). With --all-stores (what
// `npm test` runs) the SQLite leg runs, then the Firestore leg when this
// machine can start a Firestore emulator; where it cannot, the reason is
// printed and the SQLite leg stands alone. The API suite (project `api`)
// serves the API in its own processes and needs no stack: `npm test` runs it
// on SQLite before the legs, and the Firestore leg runs it again on the
// emulator that leg started.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createStack, firestoreEmulator, ROOT, StackError, storeKind } from './stack.mjs';

/** @type {Record<'sqlite' | 'firestore', { dataDir: string, suites: [string, string[]][] }>} */
const LEGS = {
  sqlite: {
    dataDir: 'emulator-data/test',
    suites: [
      ['integration', ['vitest', 'run', '--project', 'integration']],
      ['e2e', ['vitest', 'run', '--project', 'e2e']],
    ],
  },
  firestore: {
    dataDir: 'emulator-data/test-firestore',
    suites: [
      // The unit tests that open a Firestore store when an emulator answers
      // (the store contract suite, the domain's counter and sign-up sequences;
      // they skip without one): the rest of the unit project never touches a
      // store and ran already. Then the API suite on it (LISTKEEP_STORE=firestore
      // in the stack's env), with as many files at once as `npm run test:api`.
      ['unit', ['vitest', 'run', '--project', 'unit', 'functions/src/store', 'functions/src/domain']],
      ['api', ['vitest', 'run', '--project', 'api', '--maxWorkers=3']],
      ['integration', ['vitest', 'run', '--project', 'integration']],
      ['e2e', ['vitest', 'run', '--project', 'e2e']],
    ],
  },
};

/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
/** @type {import('./stack.mjs').Stack | null} */
let currentStack = null;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping tests and the stack...`);
    current?.kill('SIGINT');
    await currentStack?.stop();
    process.exit(130);
  });
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(name, args, env) {
  return new Promise((done) => {
    const started = Date.now();
    console.log(`\n=== ${name}: npx ${args.join(' ')}`);
    current = spawn(join(ROOT, 'node_modules', '.bin', args[0]), args.slice(1), {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    current.on('error', (err) => {
      console.error(`${name}: could not run ${args[0]}: ${err.message}`);
      done(1);
    });
    current.on('exit', (code, signal) => {
      current = null;
      console.log(
        `=== ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      done(code ?? 1);
    });
  });
}

// --only=<suite name part> runs just the matching suites, e.g. --only=e2e;
// other arguments that are not flags are passed to vitest as file filters,
// e.g. `npm run test:stack -- --only=e2e e2e/import-subscribers.test.ts`.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const fileFilters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (fileFilters.length > 0 && !only) {
  // A file of one suite would leave every other suite with no files to run.
  console.error('test:stack: name the suite the files belong to, e.g. --only=e2e e2e/x.test.ts');
  process.exit(2);
}

/**
 * Runs one leg's suites on a fresh stack; resolves with [[suite, exit code], ...].
 * @param {'sqlite' | 'firestore'} kind
 * @param {boolean} [buildWeb] false when an earlier leg of this run built the same web app
 * @returns {Promise<[string, number][]>}
 */
async function runLeg(kind, buildWeb) {
  const leg = LEGS[kind];
  const suites = leg.suites.filter(([name]) => !only || name.includes(only));
  console.log(
    `\n##### ${kind} leg: the local stack on the ${kind === 'sqlite' ? 'embedded SQLite store' : 'Firestore emulator'}`,
  );
  const stack = createStack({ dataDir: leg.dataDir, fresh: true, store: kind, keepFirestoreData: false, buildWeb });
  currentStack = stack;
  /** @type {[string, number][]} */
  const results = [];
  try {
    await stack.start();
    const env = { ...process.env, ...stack.env, LISTKEEP_STACK: '1' };
    for (const [name, args] of suites) {
      if (interrupted) break;
      results.push([`${kind} ${name}`, await run(`${kind} ${name}`, [...args, ...fileFilters], env)]);
    }
  } catch (/** @type {any} */ err) {
    console.error(`\ntest:stack (${kind}): ${err instanceof StackError ? err.message : (err.stack ?? err)}`);
    if (err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
    results.push([`${kind} stack`, 1]);
  } finally {
    if (!interrupted) {
      const stopped = await stack.stop();
      if (stopped.length) console.log(`stack stopped: ${stopped.join(', ')}`);
    }
  }
  return results;
}

/** @type {Array<'sqlite' | 'firestore'>} */
let legs;
if (process.argv.includes('--all-stores')) {
  const emulator = firestoreEmulator();
  legs = ['sqlite'];
  if (emulator.reason) {
    console.log(`\ntest:stack: the Firestore leg does not run on this machine: ${emulator.reason}.`);
    console.log('  Only the SQLite leg runs. README, "The Firestore store", says how to run the other.');
  } else legs.push('firestore');
} else {
  legs = [storeKind()];
}

const results = [];
for (const [index, kind] of legs.entries()) {
  if (interrupted) break;
  // The web app does not depend on the store: the first leg's build serves the second.
  results.push(...(await runLeg(kind, index === 0 ? undefined : false)));
}
const failed = results.filter(([, code]) => code !== 0);
console.log(`\ntest:stack: ${results.map(([n, c]) => `${n} ${c === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(results.length === 0 ? 1 : (failed[0]?.[1] ?? 0));
