// `npm run test:stack [-- --only=e2e]`: the integration and browser suites against a real
// local stack on a fresh data dir, so runs never see each other's accounts or
// data. The stack is stopped whatever happens and the exit code is the tests'.
//
// One leg per store: LISTKEEP_STORE picks it (the embedded SQLite store by
// default, `firestore` for the Firestore emulator). With --all-stores (what
// `npm test` runs) the SQLite leg runs, then the Firestore leg when this
// machine can start a Firestore emulator; where it cannot, the reason is
// printed and the SQLite leg stands alone, except under CI (CI=true), where
// that fails the run. The API suite (project `api`) serves the API in its own
// processes and needs no stack: `npm test` runs it on SQLite before the legs,
// and the Firestore leg runs it again on the emulator that leg started. The
// Firestore leg's journeys are the ones e2e/support/store-journeys.mjs names
// (unless journeys are named on the command line); the rest run on SQLite only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRESTORE_JOURNEYS } from '../e2e/support/store-journeys.mjs';
import { WHOLE_STACK_JOURNEY_FILES } from '../e2e/support/whole-stack-journeys.mjs';
import { createStack, firestoreEmulator, PROJECT_ID, ROOT, StackError, storeKind, URLS } from './stack.mjs';

/**
 * The journey files of e2e/support/store-journeys.mjs. A name with no file
 * fails the run, so a renamed journey cannot drop out of the Firestore leg unseen.
 * @returns {string[]}
 */
function firestoreJourneyFiles() {
  const files = Object.keys(FIRESTORE_JOURNEYS).map((name) => `e2e/${name}.test.ts`);
  const missing = files.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    console.error(`test:stack: e2e/support/store-journeys.mjs names journeys that do not exist: ${missing.join(', ')}`);
    process.exit(2);
  }
  return files;
}

/**
 * The unit test files that open a store on a Firestore emulator when
 * FIRESTORE_EMULATOR_HOST names one, and skip those tests without one: the
 * files that read that variable or ask for the emulator's test store. Found by
 * what they say rather than listed, so a new one joins the Firestore leg by itself.
 * @returns {string[]}
 */
function firestoreUnitFiles() {
  const uses = /\bemulatorTestStore\(|process\.env\.FIRESTORE_EMULATOR_HOST\b/;
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.test\.tsx?$/.test(entry.name) && uses.test(readFileSync(join(ROOT, path), 'utf8')) ? [path] : [];
    });
  return ['common/src', 'functions/src', 'functions/dev', 'web/src'].flatMap(walk).sort();
}

/**
 * Journeys run side by side, this many files at once: on two cores, two
 * Chromiums and the stack that serves them keep both busy. Six journeys took
 * 97 s with two at once and 141 s with three, every one of them slower.
 */
const E2E_WORKERS = 2;

/**
 * On the Firestore leg, one journey at a time: the emulator at times stalls
 * every call at once for 10 s and more, and two journeys' calls stacked past
 * a journey's 30 s limits (about one run in six failed that way).
 */
const FIRESTORE_E2E_WORKERS = 1;

/**
 * The e2e suites of a leg: first each journey that needs the stack to itself,
 * alone (e2e/support/whole-stack-journeys.mjs), then the others side by side;
 * on the Firestore leg each suite starts on an empty emulator (emptyFirestore).
 * With `files`, only those journeys; `workers` files side by side.
 * @param {string[] | null} files
 * @param {number} [workers]
 * @returns {[string, string[]][]}
 */
function journeySuites(files, workers = E2E_WORKERS) {
  const alone = new Set(WHOLE_STACK_JOURNEY_FILES);
  const together = files && files.filter((file) => !alone.has(file));
  /** @type {[string, string[]][]} */
  const suites = (files ?? WHOLE_STACK_JOURNEY_FILES)
    .filter((file) => alone.has(file))
    .map((file) => [
      `e2e alone ${file.slice('e2e/'.length, -'.test.ts'.length)}`,
      ['vitest', 'run', '--project', 'e2e-alone', file],
    ]);
  if (together === null || together.length > 0) {
    suites.push(['e2e', ['vitest', 'run', '--project', 'e2e', `--maxWorkers=${workers}`, ...(together ?? [])]]);
  }
  return suites;
}

/** @type {Record<'sqlite' | 'firestore', { dataDir: string, suites: [string, string[]][] }>} */
const LEGS = {
  sqlite: {
    dataDir: 'emulator-data/test',
    suites: [['integration', ['vitest', 'run', '--project', 'integration']], ...journeySuites(null)],
  },
  firestore: {
    dataDir: 'emulator-data/test-firestore',
    suites: [
      // The unit tests that open a Firestore store (firestoreUnitFiles): the
      // rest of the unit project never touches one and ran already. Then the
      // API suite on it (LISTKEEP_STORE=firestore in the stack's env), with as
      // many files at once as `npm run test:api`.
      ['unit', ['vitest', 'run', '--project', 'unit', ...firestoreUnitFiles()]],
      ['api', ['vitest', 'run', '--project', 'api', '--maxWorkers=3']],
      ['integration', ['vitest', 'run', '--project', 'integration']],
      ...journeySuites(firestoreJourneyFiles(), FIRESTORE_E2E_WORKERS),
    ],
  },
};

/**
 * Empties the Firestore emulator before a journey suite. The emulator answers
 * a query by scanning every document of the collection (Firestore reads an
 * index), so the tens of thousands the suites before it wrote slowed every
 * journey after them, some past their limits. Journeys make the accounts they
 * use and need nothing earlier suites wrote.
 */
async function emptyFirestore() {
  const documents = `${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const res = await fetch(documents, { method: 'DELETE' });
  if (!res.ok) throw new StackError(`emptying the Firestore emulator answered ${res.status}`);
}

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
// --shots (`npm run shots`): the journeys save their screenshots (e2e/support/shots.ts) as they go.
if (process.argv.includes('--shots')) process.env.LISTKEEP_SHOTS = '1';
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
  const suites = leg.suites.filter(([name, args]) => (!only || name.includes(only)) && namedFilesIn(name, args));
  console.log(
    `\n##### ${kind} leg: the local stack on the ${kind === 'sqlite' ? 'embedded SQLite store' : 'Firestore emulator'}`,
  );
  const stack = createStack({
    dataDir: leg.dataDir,
    fresh: true,
    store: kind,
    keepFirestoreData: false,
    buildWeb,
    // A dashboard opening has about four calls in flight at once, in each journey running.
    apiWorkers: 4 * E2E_WORKERS,
  });
  currentStack = stack;
  /** @type {[string, number][]} */
  const results = [];
  try {
    await stack.start();
    const env = { ...process.env, ...stack.env, LISTKEEP_STACK: '1' };
    for (const [name, args] of suites) {
      if (interrupted) break;
      // Files named on the command line run whatever the leg's own choice; a journey run alone names its own.
      const suiteArgs =
        fileFilters.length > 0 && !name.startsWith('e2e alone')
          ? [...args.filter((a) => !a.endsWith('.test.ts')), ...fileFilters]
          : args;
      if (kind === 'firestore' && name === 'e2e' && fileFilters.length === 0) describeFirestoreJourneys();
      if (kind === 'firestore' && name.startsWith('e2e')) await emptyFirestore();
      results.push([`${kind} ${name}`, await run(`${kind} ${name}`, suiteArgs, env)]);
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

/**
 * Whether a suite has any of the files named on the command line (all do when
 * none are named). A journey run alone is left out unless named; the
 * side-by-side suite runs when a named file is not one of those, since vitest
 * fails a run that finds no files, or when no file is a journey, and says so.
 * @param {string} suite
 * @param {string[]} args
 */
function namedFilesIn(suite, args) {
  if (fileFilters.length === 0 || !suite.startsWith('e2e')) return true;
  const named = (/** @type {string} */ file) => fileFilters.some((f) => file.includes(f));
  if (suite !== 'e2e') return args.some((arg) => arg.endsWith('.test.ts') && named(arg));
  const alone = new Set(WHOLE_STACK_JOURNEY_FILES);
  const journeys = readdirSync(join(ROOT, 'e2e'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `e2e/${f}`);
  return journeys.some((file) => !alone.has(file) && named(file)) || !journeys.some(named);
}

/** Says which journeys the Firestore leg runs and how many it leaves to the SQLite leg. */
function describeFirestoreJourneys() {
  const chosen = firestoreJourneyFiles();
  const all = readdirSync(join(ROOT, 'e2e')).filter((f) => f.endsWith('.test.ts'));
  console.log(
    `\nfirestore e2e: ${chosen.length} journeys exercise store behaviour the API suite does not (e2e/support/store-journeys.mjs): ` +
      `${chosen.map((f) => f.slice('e2e/'.length, -'.test.ts'.length)).join(', ')}; ` +
      `the other ${all.length - chosen.length} are left to the SQLite leg.`,
  );
}

/** CI services set CI (to `true`, some to `1`); .ci/run sets it when they do not. */
function isCI() {
  const ci = process.env.CI?.trim().toLowerCase();
  return Boolean(ci) && ci !== 'false' && ci !== '0';
}

/** @type {Array<'sqlite' | 'firestore'>} */
let legs;
if (process.argv.includes('--all-stores')) {
  const emulator = firestoreEmulator();
  legs = ['sqlite'];
  if (emulator.reason && isCI()) {
    // CI must check both stores: a machine that cannot start the emulator is a broken CI machine.
    console.error(`\ntest:stack: CI=true and the Firestore leg cannot run: ${emulator.reason}.`);
    console.error('  docs/local-stack.md, "The Firestore store", says what it needs.');
    process.exit(1);
  }
  if (emulator.reason) {
    console.log(`\ntest:stack: the Firestore leg does not run on this machine: ${emulator.reason}.`);
    console.log('  Only the SQLite leg runs. docs/local-stack.md, "The Firestore store", says how to run the other.');
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
