// `npm run test:stack`: the integration and browser suites against a real
// local stack on a fresh data dir (emulator-data/test), so runs never see
// each other's accounts or data. The stack is stopped whatever happens and
// the exit code is the tests'.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createStack, ROOT, StackError } from './stack.mjs';

const DATA_DIR = 'emulator-data/test';
const SUITES = [
  ['integration', ['vitest', 'run', '--project', 'integration']],
  ['e2e', ['vitest', 'run', '--project', 'e2e']],
];

const stack = createStack({ dataDir: DATA_DIR, fresh: true });
let current = null;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping tests and the stack...`);
    current?.kill('SIGINT');
    await stack.stop();
    process.exit(130);
  });
}

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

let exitCode = 1;
try {
  await stack.start();
  const env = { ...process.env, ...stack.env, LISTKEEP_STACK: '1' };
  const results = [];
  for (const [name, args] of SUITES) {
    if (interrupted) break;
    results.push([name, await run(name, args, env)]);
  }
  exitCode = results.find(([, code]) => code !== 0)?.[1] ?? 0;
  console.log(`\ntest:stack: ${results.map(([n, c]) => `${n} ${c === 0 ? 'passed' : 'FAILED'}`).join(', ')}`);
} catch (err) {
  console.error(`\ntest:stack: ${err instanceof StackError ? err.message : (err.stack ?? err)}`);
  if (err.logTail) console.error(`--- log tail ---\n${err.logTail}\n--- end ---`);
  exitCode = 1;
} finally {
  if (!interrupted) {
    const stopped = await stack.stop();
    if (stopped.length) console.log(`stack stopped: ${stopped.join(', ')}`);
  }
}
process.exit(exitCode);
