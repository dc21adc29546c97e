// Bundles the functions into lib/index.js. `firebase deploy` uploads only the
// functions/ folder and installs its package.json dependencies, so the shared
// `@listkeep/common` TypeScript sources (a workspace package, never published)
// must be inlined here. Packages that deploy installs itself, or that carry
// native code, stay external and are required at run time.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedNodeMajor } from '../scripts/functions-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'lib', 'index.js');
// Another entry may be given (argument or LISTKEEP_FUNCTIONS_ENTRY) to check
// the bundling and emulator setup with a throwaway function; the project's own
// entry is src/index.ts.
const entry = process.argv[2] ?? process.env.LISTKEEP_FUNCTIONS_ENTRY ?? join(here, 'src', 'index.ts');

const external = [
  'firebase-functions',
  'firebase-functions/*',
  'firebase-admin',
  'firebase-admin/*',
  'better-sqlite3',
  'express',
  'nodemailer',
  'stripe',
];

const started = Date.now();
// A stale bundle from a removed entry point would otherwise still be loaded.
rmSync(join(here, 'lib'), { recursive: true, force: true });
const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: `node${deployedNodeMajor()}`,
  format: 'cjs',
  sourcemap: true,
  // Stack traces in the emulator log point at src/ lines.
  sourcesContent: false,
  external,
  // Firebase's loader reads the exported names; keep them readable in traces too.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`functions: bundled lib/index.js (${(bytes / 1024).toFixed(0)} KiB) in ${Date.now() - started} ms`);
