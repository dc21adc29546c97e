// The local stack: Realtime Database stand-in, SMTP sink, the Firebase Auth,
// Functions and Hosting emulators, and the relay that mails the Auth
// emulator's verification and reset codes to the sink, started and stopped as
// one unit.
//
// Used by `npm start`, `npm run test:stack` and `npm run bench`. Each child runs
// in its own process group so that stopping can signal the child together with
// everything it spawned (firebase-tools forks a worker per function request),
// and so that a terminal Ctrl-C reaches only the orchestrator, which then stops
// the children in reverse order. Off-the-shelf runners (concurrently, wait-on)
// left firebase-tools orphaned on Ctrl-C.
import { spawn, execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync as realpath,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import net from 'node:net';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedNodeMajor, functionsNode, functionsWorkerVersions, majorOf } from './functions-node.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_ROOT = join(ROOT, 'emulator-data');
export const PROJECT_ID = 'demo-listkeep';
export const HOST = '127.0.0.1';

/** Fixed ports; tests and the web app rely on them (README, "What `npm start` runs"). */
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  rtdb: 9000,
  smtp: 1025,
  maildev: 1080,
  firestore: 8085,
  stripe: 12111,
};

/**
 * Which store the stack's functions use: the embedded SQLite file by default,
 * or a real Firestore emulator (the Google Cloud CLI's, on Java 17) with
 * LISTKEEP_STORE=firestore.
 */
export function storeKind(env = process.env) {
  const kind = env.LISTKEEP_STORE || 'sqlite';
  if (kind !== 'sqlite' && kind !== 'firestore') {
    throw new StackError(`LISTKEEP_STORE must be sqlite or firestore, not "${kind}".`);
  }
  return kind;
}

/** @typedef {'sqlite' | 'firestore'} StoreKind */

/**
 * The ports a stack on this store needs.
 * @param {StoreKind} kind
 */
function portsFor(kind) {
  const { firestore, ...rest } = PORTS;
  return kind === 'firestore' ? { ...rest, firestore } : rest;
}

const PORT_LABELS = {
  [PORTS.hosting]: 'Hosting emulator',
  [PORTS.functions]: 'Functions emulator',
  [PORTS.auth]: 'Auth emulator',
  [PORTS.rtdb]: 'Realtime Database stand-in',
  [PORTS.smtp]: 'SMTP sink',
  [PORTS.maildev]: 'mail inbox',
  [PORTS.firestore]: 'Firestore emulator',
  [PORTS.stripe]: 'Stripe stand-in',
};

export const URLS = {
  web: `http://${HOST}:${PORTS.hosting}`,
  api: `http://${HOST}:${PORTS.hosting}/api`,
  functions: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`,
  auth: `http://${HOST}:${PORTS.auth}`,
  rtdb: `http://${HOST}:${PORTS.rtdb}`,
  mailInbox: `http://${HOST}:${PORTS.maildev}`,
  firestore: `http://${HOST}:${PORTS.firestore}`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  stripeWebhook: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/stripeWebhook`,
};

/**
 * Payments on the local stack (docs/local-stack.md, "Payments"): the functions read these
 * two secrets from functions/.secret.local, which the stack writes when it is
 * missing. "local" as the key means the Stripe stand-in on PORTS.stripe; the
 * webhook's signing secret is fixed and public, for this machine only, so any
 * tool can sign test events for the local webhook.
 */
export const LOCAL_STRIPE_SECRETS = {
  STRIPE_SECRET_KEY: 'local',
  STRIPE_WEBHOOK_SECRET: 'whsec_listkeep_local_only_0000000000000000',
};
export const SECRETS_FILE = join(ROOT, 'functions', '.secret.local');

/**
 * The functions' Stripe secrets: functions/.secret.local as it is (a developer
 * may have put a Stripe test key there), written with the local values first
 * when it is missing.
 * @returns {Record<string, string>}
 */
export function localStripeSecrets() {
  if (!existsSync(SECRETS_FILE)) {
    const lines = Object.entries(LOCAL_STRIPE_SECRETS).map(([key, value]) => `${key}=${value}`);
    writeFileSync(SECRETS_FILE, `${lines.join('\n')}\n`);
  }
  /** @type {Record<string, string>} */
  const values = {};
  for (const line of readFileSync(SECRETS_FILE, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z_]+)\s*=\s*(.*?)\s*$/);
    if (match) values[match[1]] = match[2];
  }
  return { ...LOCAL_STRIPE_SECRETS, ...values };
}

/** The one lock for the whole machine's stack: the ports are global, whatever the data dir. */
export const LOCK_FILE = join(DATA_ROOT, 'stack.lock');

const STOP_GRACE_MS = 10_000;
const LOG_TAIL_LINES = 40;

export class StackError extends Error {
  /**
   * @param {string} message
   * @param {{ logTail?: string }} [details]
   */
  constructor(message, { logTail } = {}) {
    super(message);
    this.name = 'StackError';
    this.logTail = logTail;
  }
}

/**
 * Environment every consumer of the stack (functions, seed, tests, bench) needs.
 * @param {string} dataDir
 * @param {StoreKind} [kind]
 */
export function stackEnv(dataDir, kind = storeKind()) {
  const store =
    kind === 'firestore'
      ? { LISTKEEP_STORE: 'firestore', FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}` }
      : // The Functions emulator sets K_SERVICE as Cloud Run does, which the store
        // reads as "deployed": name the embedded store explicitly.
        { LISTKEEP_STORE: 'sqlite', LISTKEEP_DB_PATH: join(dataDir, 'listkeep.sqlite') };
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${PORTS.rtdb}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    SMTP_HOST: HOST,
    SMTP_PORT: String(PORTS.smtp),
    ...store,
    LISTKEEP_ENV: 'local',
    LISTKEEP_API_BASE: URLS.api,
    LISTKEEP_WEB_BASE: URLS.web,
    LISTKEEP_MAIL_API: URLS.mailInbox,
    LISTKEEP_STRIPE_API_URL: URLS.stripe,
    // The functions' Node first, for what runs through `#!/usr/bin/env node`
    // (firebase-tools' function loader, the test runners).
    PATH: [dirname(functionsNode().path), process.env.PATH].filter(Boolean).join(delimiter),
  };
}

/**
 * Resolves the data dir: an explicit option, else LISTKEEP_DATA_DIR, else emulator-data/.
 * @param {string} [dataDir]
 */
export function resolveDataDir(dataDir) {
  return resolve(ROOT, dataDir ?? process.env.LISTKEEP_DATA_DIR ?? 'emulator-data');
}

/**
 * The `code` of a Node system error (ENOENT, EPERM...) or of a fetch failure's cause.
 * @param {unknown} err
 * @returns {string | undefined}
 */
function errorCode(err) {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** @param {unknown} err */
function causeOf(err) {
  return typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined;
}

// ---------------------------------------------------------------------------
// Is something already running?

/** @param {number | undefined} pid */
function pidAlive(pid) {
  if (pid === undefined || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

/** @param {number | undefined} pid */
function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** @param {number} port */
function portFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => done(true)));
  });
}

/**
 * Best effort: which process listens on a port (needs `ss`; silent without it).
 * @param {number} port
 */
function portOwner(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const m = /pid=(\d+)/.exec(out);
    if (!m) return null;
    const pid = Number(m[1]);
    return { pid, command: cmdline(pid) };
  } catch {
    return null;
  }
}

/**
 * @typedef {object} StackLock
 * @property {number} [pid] the orchestrator holding the stack
 * @property {string} [ownerCmdline]
 * @property {string} [command]
 * @property {string} [dataDir]
 * @property {StoreKind} [store]
 * @property {string} [startedAt]
 * @property {{ name: string, pid: number, command: string }[]} [children]
 */

/** @returns {StackLock | null} */
function readLock() {
  try {
    return JSON.parse(readFileSync(LOCK_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The stack running on this machine, as its lock records it: its data dir and
 * store, or null when none runs.
 * @returns {{ dataDir: string, kind: StoreKind } | null}
 */
export function runningStack() {
  const lock = readLock();
  if (!lock?.pid || !pidAlive(lock.pid) || (lock.ownerCmdline && cmdline(lock.pid) !== lock.ownerCmdline)) return null;
  return { dataDir: resolve(ROOT, lock.dataDir ?? 'emulator-data'), kind: lock.store ?? storeKind() };
}

/**
 * A lock left by an orchestrator that was killed outright (SIGKILL, closed
 * terminal) may have living children. Stop those whose command line still
 * matches what was recorded, so a reused pid is never signalled.
 * @param {StackLock} lock
 * @param {(line: string) => void} log
 */
async function reapStaleLock(lock, log) {
  for (const child of [...(lock.children ?? [])].reverse()) {
    if (!pidAlive(child.pid) || cmdline(child.pid) !== child.command) continue;
    log(`  stopping ${child.name} (pid ${child.pid}) left behind by a stack that was not shut down`);
    await stopGroup(child.pid, () => !pidAlive(child.pid));
  }
  rmSync(LOCK_FILE, { force: true });
}

/**
 * Throws a StackError naming the running stack or the taken ports.
 * @param {{ log?: (line: string) => void, kind?: 'sqlite' | 'firestore' }} [options]
 */
export async function assertNothingRunning({ log = () => {}, kind = storeKind() } = {}) {
  const lock = readLock();
  if (lock && lock.pid !== process.pid) {
    // A recycled pid running something else is not a stack.
    if (pidAlive(lock.pid) && (!lock.ownerCmdline || cmdline(lock.pid) === lock.ownerCmdline)) {
      throw new StackError(
        [
          `Another Listkeep stack is running (pid ${lock.pid}, started ${lock.startedAt}` +
            ` by \`${lock.command}\`, data dir ${lock.dataDir}).`,
          'Likely cause: another `npm start` (or `npm run test:stack` / `npm run bench`) is running.',
          `Stop it with Ctrl-C in its terminal, or: kill -INT ${lock.pid}`,
        ].join('\n'),
      );
    }
    await reapStaleLock(lock, log);
  }

  const taken = [];
  for (const port of Object.values(portsFor(kind))) {
    if (!(await portFree(port))) taken.push(port);
  }
  if (taken.length) {
    const lines = taken.map((port) => {
      const owner = portOwner(port);
      const who = owner ? ` by pid ${owner.pid} (${owner.command.slice(0, 120)})` : '';
      return `  port ${port} (${PORT_LABELS[port]}) is already in use${who}`;
    });
    throw new StackError(
      [
        'Cannot start the local stack: its ports are taken.',
        ...lines,
        'Likely cause: another `npm start` (or `npm run test:stack` / `npm run bench`) is running,',
        'or one was killed without stopping its children. Stop it with Ctrl-C in its terminal,',
        'or stop the listed pids with `kill -INT <pid>`.',
      ].join('\n'),
    );
  }
}

// ---------------------------------------------------------------------------
// Children

/** @param {string} path */
export function tailFile(path, lines = LOG_TAIL_LINES) {
  try {
    const text = readFileSync(path, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * SIGINT to the whole group, then SIGKILL after the grace period.
 * @param {number} pgid
 * @param {() => boolean} isDone
 */
async function stopGroup(pgid, isDone, graceMs = STOP_GRACE_MS) {
  const groupAlive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (/** @type {NodeJS.Signals} */ sig) => {
    try {
      process.kill(-pgid, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGINT');
  const deadline = Date.now() + graceMs;
  // The leader exiting is not enough: its forked workers share the group and
  // would otherwise keep the ports or the SQLite file open.
  while (Date.now() < deadline && (!isDone() || groupAlive())) await sleep(100);
  if (groupAlive()) {
    signal('SIGKILL');
    const killDeadline = Date.now() + 2000;
    while (Date.now() < killDeadline && groupAlive()) await sleep(50);
    return 'killed';
  }
  return 'stopped';
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} ChildExit */

/** One process of the stack, in its own process group, started as it is made. */
class Child {
  /** @type {ChildExit | null} */
  exit = null;
  expectedExit = false;

  /**
   * @param {string} name
   * @param {string} logPath
   * @param {string} command
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} env
   */
  constructor(name, logPath, command, args, env) {
    this.name = name;
    this.logPath = logPath;
    const fd = openSync(logPath, 'w');
    writeSync(fd, `# ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
    const proc = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    this.pid = proc.pid;
    /** @type {Promise<ChildExit>} */
    this.exited = new Promise((done) => {
      proc.on('exit', (code, signal) => {
        this.exit = { code, signal };
        done(this.exit);
      });
      proc.on('error', (err) => {
        this.exit = { code: null, signal: null, error: err };
        done(this.exit);
      });
    });
  }

  get running() {
    return this.exit === null;
  }

  describeExit() {
    if (!this.exit) return 'running';
    if (this.exit.error) return `failed to start: ${this.exit.error.message}`;
    return this.exit.signal ? `killed by ${this.exit.signal}` : `exited with code ${this.exit.code}`;
  }

  /** @param {number} [graceMs] */
  async stop(graceMs) {
    if (this.pid === undefined) return 'not started';
    this.expectedExit = true;
    return stopGroup(this.pid, () => this.exit !== null, graceMs);
  }
}

// ---------------------------------------------------------------------------
// Readiness

/** @typedef {{ status: number, contentType: string, body: string }} HttpAnswer */

/**
 * @param {string} url
 * @returns {Promise<HttpAnswer>}
 */
async function httpGet(url, timeoutMs = 3000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body };
}

// ---------------------------------------------------------------------------
// The Firestore emulator (LISTKEEP_STORE=firestore)

const GCLOUD_FIRESTORE_DIR = 'platform/cloud-firestore-emulator';

/**
 * How this machine can run a Firestore emulator: {tool, command, args} or
 * {reason} saying why it cannot. The Google Cloud CLI's emulator runs on
 * Java 17; firebase-tools' own needs Java 21 and a download, so it is used
 * only when asked for (LISTKEEP_FIRESTORE_EMULATOR=firebase-tools).
 * @returns {{ tool: 'firebase-tools', reason?: undefined }
 *   | { tool: 'gcloud', command: string, reason?: undefined }
 *   | { reason: string, tool?: undefined }}
 */
export function firestoreEmulator(env = process.env) {
  if (env.LISTKEEP_FIRESTORE_EMULATOR === 'firebase-tools') return { tool: 'firebase-tools' };
  const onPath = (/** @type {string} */ name) =>
    (env.PATH ?? '')
      .split(':')
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find((file) => existsSync(file));
  const gcloud = onPath('gcloud');
  if (!gcloud) return { reason: 'the Google Cloud CLI (gcloud) is not installed' };
  if (!onPath('java')) return { reason: 'Java is not installed (the Firestore emulator runs on Java 17 or newer)' };
  const sdkRoot = resolve(dirname(realpath(gcloud)), '..');
  const sdkDirs = [sdkRoot, join(sdkRoot, 'lib', 'google-cloud-sdk'), '/usr/lib/google-cloud-sdk'];
  if (!sdkDirs.some((dir) => existsSync(join(dir, GCLOUD_FIRESTORE_DIR, 'cloud-firestore-emulator.jar')))) {
    return { reason: "the Google Cloud CLI's Firestore emulator component is not installed" };
  }
  return { tool: 'gcloud', command: gcloud };
}

/**
 * The newest export's metadata file under dir, which the emulator imports at start.
 * @param {string} dir
 */
function latestFirestoreExport(dir) {
  if (!existsSync(dir)) return null;
  const exports = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, `${e.name}.overall_export_metadata`)))
    .map((e) => e.name)
    .sort();
  const last = exports.at(-1);
  return last ? join(dir, last, `${last}.overall_export_metadata`) : null;
}

/**
 * Saves the emulator's documents under dir through its export call, keeping
 * only this export. The emulator writes no export when its process group gets
 * SIGINT, so the stack asks for one before stopping it.
 * @param {string} dir
 */
async function exportFirestore(dir) {
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  const res = await fetch(`${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: dir }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`export answered HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const latest = latestFirestoreExport(dir);
  for (const name of before) {
    if (latest && !latest.includes(`/${name}/`)) rmSync(join(dir, name), { recursive: true, force: true });
  }
  return latest;
}

// ---------------------------------------------------------------------------

/**
 * @typedef {object} StackOptions
 * @property {string} [dataDir] store, auth export and logs (default LISTKEEP_DATA_DIR or emulator-data/)
 * @property {boolean} [fresh] delete dataDir first
 * @property {boolean} [quiet] print only errors
 * @property {(line: string) => void} [log] where progress lines go (default: the console, unless quiet)
 * @property {boolean} [buildWeb] run the web build (default: unless LISTKEEP_SKIP_WEB_BUILD=1)
 * @property {number} [timeoutMs] per-service readiness limit (default LISTKEEP_START_TIMEOUT_MS or 120000)
 * @property {'sqlite' | 'firestore'} [store] default LISTKEEP_STORE, else sqlite
 * @property {boolean} [keepFirestoreData] false: do not export the Firestore emulator's documents on stop
 * @property {number} [apiWorkers] api function workers to have started before start() resolves (default 1)
 */

/** @typedef {ReturnType<typeof createStack>} Stack */

/**
 * Creates a stack handle. start() resolves once every service answers; stop()
 * may be called at any time (also during start(), which then rejects) and is
 * idempotent.
 * @param {StackOptions} [options]
 */
export function createStack(options = {}) {
  const dataDir = resolveDataDir(options.dataDir);
  const kind = options.store ?? storeKind();
  const quiet = options.quiet ?? false;
  const log = options.log ?? ((msg) => !quiet && console.log(msg));
  const buildWeb = options.buildWeb ?? process.env.LISTKEEP_SKIP_WEB_BUILD !== '1';
  const timeoutMs = options.timeoutMs ?? Number(process.env.LISTKEEP_START_TIMEOUT_MS || 120_000);
  const logDir = join(dataDir, 'logs');
  const authExportDir = join(dataDir, 'auth-export');
  const firestoreExportDir = join(dataDir, 'firestore-export');
  const node = functionsNode();
  const env = { ...process.env, ...stackEnv(dataDir, kind) };
  /** @type {Child | null} */
  let firestoreChild = null;

  /** @type {Child[]} */
  const children = [];
  const startedAt = new Date().toISOString();
  /** @type {Promise<string[]> | null} */
  let stopping = null;
  let ownsLock = false;
  /** @type {(child: Child) => void} */
  let unexpectedResolve = () => {};
  /**
   * Resolves with the first child that dies while the stack is up.
   * @type {Promise<Child>}
   */
  const unexpectedExit = new Promise((r) => (unexpectedResolve = r));

  const logs = {
    buildFunctions: join(logDir, 'build-functions.log'),
    buildWeb: join(logDir, 'build-web.log'),
    rtdb: join(logDir, 'rtdb.log'),
    maildev: join(logDir, 'maildev.log'),
    firebase: join(logDir, 'firebase.log'),
    authMailRelay: join(logDir, 'auth-mail-relay.log'),
    stripe: join(logDir, 'stripe-stand-in.log'),
    queryKeys: join(logDir, 'query-keys.log'),
    ...(kind === 'firestore' ? { firestore: join(logDir, 'firestore.log') } : {}),
  };

  const checkAborted = () => {
    if (stopping) throw new StackError('Start aborted: the stack is stopping.');
  };

  function writeLock() {
    const lock = {
      pid: process.pid,
      ownerCmdline: cmdline(process.pid),
      command: process.argv
        .slice(1)
        .map((a) => relative(ROOT, a) || a)
        .join(' '),
      dataDir: relative(ROOT, dataDir) || '.',
      store: kind,
      startedAt,
      children: children.flatMap((c) =>
        c.running && c.pid !== undefined ? [{ name: c.name, pid: c.pid, command: cmdline(c.pid) }] : [],
      ),
    };
    writeFileSync(LOCK_FILE, JSON.stringify(lock, null, 2) + '\n');
  }

  function takeLock() {
    mkdirSync(DATA_ROOT, { recursive: true });
    try {
      // 'wx' fails if the file exists, so two starts racing cannot both win.
      writeFileSync(LOCK_FILE, '{}', { flag: 'wx' });
    } catch (err) {
      if (errorCode(err) === 'EEXIST') {
        throw new StackError('Another Listkeep stack is starting right now (emulator-data/stack.lock appeared).');
      }
      throw err;
    }
    ownsLock = true;
    writeLock();
  }

  function releaseLock() {
    if (!ownsLock) return;
    ownsLock = false;
    const lock = readLock();
    if (!lock || lock.pid === process.pid || lock.pid === undefined) rmSync(LOCK_FILE, { force: true });
  }

  /**
   * @param {string} name
   * @param {string} logPath
   * @param {string} command
   * @param {string[]} args
   * @param {Record<string, string>} [extraEnv]
   */
  function spawnChild(name, logPath, command, args, extraEnv = {}) {
    const child = new Child(name, logPath, command, args, { ...env, ...extraEnv });
    children.push(child);
    child.exited.then(() => {
      if (!child.expectedExit && !stopping) unexpectedResolve(child);
    });
    if (ownsLock) writeLock();
    return child;
  }

  /**
   * @param {string} name
   * @param {string} logPath
   * @param {string} command
   * @param {string[]} args
   */
  async function runStep(name, logPath, command, args) {
    const child = spawnChild(name, logPath, command, args);
    child.expectedExit = true;
    const exit = await child.exited;
    checkAborted();
    if (exit.code !== 0) {
      throw new StackError(`${name} failed (${child.describeExit()}); log: ${rel(logPath)}`, {
        logTail: tailFile(logPath),
      });
    }
  }

  /**
   * Polls url until check(response) is true; fails early if the child dies.
   * @param {string} label
   * @param {Child} child
   * @param {string} url
   * @param {(res: HttpAnswer) => boolean} check
   * @param {{ failPattern?: RegExp, intervalMs?: number }} [options]
   */
  async function waitFor(label, child, url, check, { failPattern, intervalMs = 250 } = {}) {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      checkAborted();
      if (!child.running) {
        throw new StackError(
          `${child.name} ${child.describeExit()} before ${label} was ready; log: ${rel(child.logPath)}`,
          {
            logTail: tailFile(child.logPath),
          },
        );
      }
      if (failPattern) {
        const text = existsSync(child.logPath) ? readFileSync(child.logPath, 'utf8') : '';
        const m = failPattern.exec(text);
        if (m) {
          throw new StackError(`${label} failed: ${m[0].trim()}; log: ${rel(child.logPath)}`, {
            logTail: tailFile(child.logPath),
          });
        }
      }
      try {
        const res = await httpGet(url);
        if (check(res)) return res;
        last = `HTTP ${res.status} ${res.body.slice(0, 200)}`;
      } catch (err) {
        last = errorCode(causeOf(err)) ?? (err instanceof Error ? err.name : String(err));
      }
      await sleep(intervalMs);
    }
    throw new StackError(
      `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${label} (GET ${url}; last: ${last}); log: ${rel(child.logPath)}`,
      { logTail: tailFile(child.logPath) },
    );
  }

  /**
   * Waits until a child that serves no HTTP logs that it is at work; fails early if it dies.
   * @param {string} label
   * @param {Child} child
   * @param {RegExp} readyLine
   */
  async function waitForLine(label, child, readyLine) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      checkAborted();
      const text = existsSync(child.logPath) ? readFileSync(child.logPath, 'utf8') : '';
      if (readyLine.test(text)) return;
      if (!child.running) {
        throw new StackError(
          `${child.name} ${child.describeExit()} before ${label} was ready; log: ${rel(child.logPath)}`,
          { logTail: tailFile(child.logPath) },
        );
      }
      await sleep(100);
    }
    throw new StackError(
      `Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${label}; log: ${rel(child.logPath)}`,
      { logTail: tailFile(child.logPath) },
    );
  }

  /**
   * The worker that answered the readiness call runs on the deployed major,
   * unless the note printed at start says why it cannot here.
   * @param {Child} firebase
   */
  function checkFunctionsNode(firebase) {
    const versions = firebase.pid === undefined ? [] : functionsWorkerVersions(firebase.pid);
    if (versions.length === 0) {
      log("  (the functions worker's Node version could not be read on this machine)");
      return;
    }
    const major = deployedNodeMajor();
    if (!node.note && versions.some((v) => majorOf(v) !== major)) {
      throw new StackError(
        `The functions answered from Node ${versions.join(', ')}, not from Node ${major} as deployed (${node.path}).`,
        { logTail: tailFile(firebase.logPath) },
      );
    }
    log(`  functions worker on Node ${versions.join(', ')}`);
  }

  const rel = (/** @type {string} */ p) => relative(process.cwd(), p) || p;

  async function start() {
    const t0 = Date.now();
    const step = (/** @type {string} */ msg) =>
      log(`[stack ${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${msg}`);

    await assertNothingRunning({ log, kind });
    const emulator = kind === 'firestore' ? firestoreEmulator() : null;
    if (emulator?.reason) {
      throw new StackError(
        `LISTKEEP_STORE=firestore needs a Firestore emulator, but ${emulator.reason}.\n` +
          'Run without LISTKEEP_STORE to use the embedded SQLite store (docs/local-stack.md, "The Firestore store").',
      );
    }
    takeLock();

    if (options.fresh) {
      if (dataDir === DATA_ROOT) {
        // The default folder also holds the lock, .gitkeep and the test and
        // bench folders: drop only this stack's own files.
        for (const entry of readdirSync(DATA_ROOT, { withFileTypes: true })) {
          const own = entry.isFile()
            ? !['.gitkeep', 'stack.lock'].includes(entry.name)
            : ['auth-export', 'firestore-export', 'logs'].includes(entry.name);
          if (own) rmSync(join(DATA_ROOT, entry.name), { recursive: true, force: true });
        }
      } else if ((dataDir + sep).startsWith(DATA_ROOT + sep)) {
        rmSync(dataDir, { recursive: true, force: true });
      } else {
        throw new StackError(`fresh: refusing to delete ${dataDir}; use a folder under emulator-data/`);
      }
    }
    mkdirSync(logDir, { recursive: true });
    step(`data dir ${rel(dataDir)}, logs in ${rel(logDir)}/`);
    step(node.note ?? `functions on Node ${node.version}, the deployed major`);

    // Builds run side by side: esbuild is quick, vite is the long one.
    step(buildWeb ? 'building functions and web' : 'building functions (web build skipped)');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await Promise.all([
      runStep('functions build', logs.buildFunctions, npm, ['run', 'build', '-w', 'functions']),
      buildWeb ? runStep('web build', logs.buildWeb, npm, ['run', 'build', '-w', 'web']) : null,
    ]);
    if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
      throw new StackError(
        'web/dist/index.html is missing: run `npm run build -w web` (or unset LISTKEEP_SKIP_WEB_BUILD).',
      );
    }
    checkAborted();

    step(`starting Realtime Database stand-in on ${HOST}:${PORTS.rtdb}`);
    const rtdb = spawnChild('rtdb', logs.rtdb, node.path, [
      join(ROOT, 'scripts', 'rtdb-server.cjs'),
      String(PORTS.rtdb),
      PROJECT_ID,
    ]);
    await waitFor('Realtime Database stand-in', rtdb, `${URLS.rtdb}/.json?ns=${PROJECT_ID}`, (r) => r.status === 200);

    step(`starting maildev (SMTP ${PORTS.smtp}, inbox ${PORTS.maildev})`);
    const maildev = spawnChild('maildev', logs.maildev, node.path, [
      join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--ip',
      HOST,
      '--web-ip',
      HOST,
      '-s',
      String(PORTS.smtp),
      '-w',
      String(PORTS.maildev),
    ]);
    await waitFor('maildev', maildev, `${URLS.mailInbox}/api/healthz`, (r) => r.status === 200);

    if (emulator?.tool === 'gcloud') {
      step(`starting the Firestore emulator (Google Cloud CLI) on ${HOST}:${PORTS.firestore}`);
      const saved = latestFirestoreExport(firestoreExportDir);
      firestoreChild = spawnChild('firestore', join(logDir, 'firestore.log'), emulator.command, [
        'emulators',
        'firestore',
        'start',
        `--host-port=${HOST}:${PORTS.firestore}`,
        ...(saved ? [`--import-data=${saved}`] : []),
      ]);
      await waitFor('Firestore emulator', firestoreChild, `${URLS.firestore}/`, (r) => r.status === 200, {
        failPattern: /Exception in thread[^\n]*|ERROR: \(gcloud[^\n]*/,
      });
      step(saved ? `firestore ready (documents restored from ${rel(saved)})` : 'firestore ready');
    }

    step(`starting the Stripe stand-in on ${HOST}:${PORTS.stripe}`);
    const stripeSecrets = localStripeSecrets();
    const stripe = spawnChild(
      'stripe stand-in',
      logs.stripe,
      node.path,
      ['--import', 'tsx', join(ROOT, 'functions', 'dev', 'stripe-stand-in', 'main.ts')],
      {
        LISTKEEP_STRIPE_PORT: String(PORTS.stripe),
        LISTKEEP_STRIPE_WEBHOOK_URL: URLS.stripeWebhook,
        LISTKEEP_STRIPE_WEBHOOK_SECRET: stripeSecrets.STRIPE_WEBHOOK_SECRET,
        LISTKEEP_STRIPE_STATE: join(dataDir, 'stripe-stand-in.json'),
      },
    );
    await waitFor('Stripe stand-in', stripe, `${URLS.stripe}/_local/events`, (r) => r.status === 200);

    const only = ['auth', 'functions', 'hosting', ...(emulator?.tool === 'firebase-tools' ? ['firestore'] : [])];
    step(`starting Firebase emulators (${only.join(', ')})`);
    const firebaseArgs = [
      join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
    ];
    // Auth accounts survive restarts through an export on a clean exit. An
    // import of a folder without metadata makes firebase-tools fail, so only
    // pass it once an export has happened.
    if (existsSync(join(authExportDir, 'firebase-export-metadata.json'))) {
      firebaseArgs.push('--import', authExportDir);
    }
    firebaseArgs.push('--export-on-exit', authExportDir);
    const firebase = spawnChild('firebase', logs.firebase, node.path, firebaseArgs);

    await waitFor('Auth emulator', firebase, `${URLS.auth}/`, (r) => r.status === 200);
    step('auth ready');
    // The Auth emulator sends no mail: this relay mails its verification and
    // password-reset codes to the SMTP sink.
    const relay = spawnChild('auth mail relay', logs.authMailRelay, node.path, [
      join(ROOT, 'scripts', 'auth-mail-relay.mjs'),
      join(dataDir, 'auth-mail-relay.json'),
    ]);
    await waitForLine('the auth mail relay', relay, /relaying account mails/);
    step('auth mail relay ready');
    await waitFor('Hosting emulator', firebase, `${URLS.web}/`, (r) => r.status === 200);
    step('hosting ready');
    // emulators:start stays up even when the function fails to load, so only a
    // real call through the Hosting rewrite proves the api function works.
    await waitFor(
      'the api function (GET /api/getVersion)',
      firebase,
      `${URLS.api}/getVersion`,
      (r) => {
        if (r.status !== 200 || !r.contentType.includes('json')) return false;
        try {
          JSON.parse(r.body);
          return true;
        } catch {
          return false;
        }
      },
      // Each early try is a 404 line in the Hosting log; poll gently.
      {
        intervalMs: 1000,
        failPattern:
          /Failed to load function definition from source:[^\n]*|Functions codebase could not be analyzed[^\n]*/,
      },
    );
    checkFunctionsNode(firebase);
    step('api function ready');
    const workers = options.apiWorkers ?? 1;
    if (workers > 1) {
      // The Functions emulator serves one request per worker process, and starts
      // a new one, which loads the whole API first (seconds; on a busy machine
      // more than the app's 10 s wait for an answer), whenever every worker is
      // busy. Calls made at once each find none idle and start one, so the
      // workers the tests will keep busy side by side are started here, as a
      // deployment keeps instances warm, instead of in the middle of a journey.
      await Promise.all(
        Array.from({ length: workers }, async () => {
          const res = await fetch(`${URLS.api}/getVersion`);
          await res.arrayBuffer();
          if (!res.ok) throw new StackError(`an api function worker answered ${res.status} as it started`);
        }),
      );
      step(`${workers} api function workers started`);
    }
    // A data dir from before the subscribers' query keys (or before they changed)
    // gets them before the first call; once done, this is one read.
    step('giving subscribers stored before their query keys the keys');
    await runStep('query keys', logs.queryKeys, node.path, [
      '--import',
      'tsx',
      join(ROOT, 'functions', 'dev', 'query-keys', 'main.ts'),
    ]);
    writeLock();
    return handle;
  }

  async function stop() {
    if (stopping) return stopping;
    stopping = (async () => {
      const results = [];
      if (firestoreChild?.running && options.keepFirestoreData !== false) {
        try {
          await exportFirestore(firestoreExportDir);
          results.push('firestore documents saved');
        } catch (err) {
          results.push(
            `firestore export failed (${errorCode(causeOf(err)) ?? (err instanceof Error ? err.message : err)})`,
          );
        }
      }
      for (const child of [...children].reverse()) {
        if (!child.running) continue;
        const how = await child.stop();
        results.push(`${child.name} ${how}`);
      }
      releaseLock();
      return results;
    })();
    return stopping;
  }

  // Last resort when the owning process exits without calling stop() (an
  // uncaught exception, process.exit in a test runner): no child may outlive it.
  process.once('exit', () => {
    for (const child of children) {
      if (child.running && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
    releaseLock();
  });

  const handle = {
    dataDir,
    logDir,
    logs,
    urls: URLS,
    env: stackEnv(dataDir, kind),
    node: node.path,
    kind,
    children,
    start,
    stop,
    unexpectedExit,
  };
  return handle;
}

/**
 * Starts a stack and resolves with its handle; on failure everything started is stopped.
 * @param {StackOptions} [options]
 */
export async function startStack(options = {}) {
  const stack = createStack(options);
  try {
    await stack.start();
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return stack;
}

/**
 * The URL table of the local stack, for printing.
 * @param {string} dataDir
 * @param {StoreKind} [kind]
 */
export function urlTable(dataDir, kind = storeKind()) {
  const rows = [
    ['Web app', URLS.web],
    ['API base', URLS.api],
    ['Functions emulator', `${URLS.functions}/{api,stripeWebhook}`],
    ['Auth emulator', `${HOST}:${PORTS.auth}`],
    ['Realtime Database stand-in', `${HOST}:${PORTS.rtdb} (namespace ${PROJECT_ID})`],
    ['SMTP sink', `${HOST}:${PORTS.smtp}`],
    ['Mail inbox', `${URLS.mailInbox} (every mail, sign-in's too; REST: GET /api/email)`],
    ['Stripe stand-in', `${URLS.stripe} (checkout and billing portal; no card is charged)`],
    [
      'Stripe webhook secret',
      `${LOCAL_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET} (local only; docs/local-stack.md, "Payments")`,
    ],
    kind === 'firestore'
      ? [
          'Firestore emulator',
          `${HOST}:${PORTS.firestore} (documents saved in ${relative(ROOT, join(dataDir, 'firestore-export'))}/ on stop)`,
        ]
      : ['Embedded store', relative(ROOT, join(dataDir, 'listkeep.sqlite'))],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(w)}  ${v}`).join('\n');
}
