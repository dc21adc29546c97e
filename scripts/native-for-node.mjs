// Runs after every `npm install`: better-sqlite3 is a native module built for
// one Node ABI, and npm scripts run on the project's Node (scripts/functions-node.mjs).
// A tree installed before that Node came in holds a build for the machine's
// Node, which `npm install` does not redo by itself; this rebuilds it then.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsNode } from './functions-node.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = functionsNode();
if (node.note) console.log(node.note);

const loads = () =>
  spawnSync(node.path, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: join(ROOT, 'functions'),
    encoding: 'utf8',
  });

if (loads().status !== 0) {
  console.log(`better-sqlite3: building it for Node ${node.version}, the one the functions run on`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Against that Node's own headers, in the folder above its bin/ (/usr for /usr/bin/node):
  // .npmrc's nodedir names the project's Node, which may be the one missing.
  const nodedir = dirname(dirname(realpathSync(node.path)));
  spawnSync(npm, ['rebuild', 'better-sqlite3', `--nodedir=${nodedir}`], { cwd: ROOT, stdio: 'inherit' });
  const after = loads();
  if (after.status !== 0) {
    console.error(`better-sqlite3 does not load on Node ${node.version}:\n${after.stderr}`);
    process.exit(1);
  }
}
