// Transfer size of the web app's built chunks: what a first visit downloads.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable } from './stats.mjs';

export const name = 'bundle size';
export const needsStack = false;

export async function run({ root, log = console.log }) {
  const dir = join(root, 'web', 'dist', 'assets');
  if (!existsSync(dir)) {
    log(`  ${dir} does not exist: build the web app first`);
    return { files: [] };
  }
  const files = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: f, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (b) => (b / 1024).toFixed(1);
  const total = (k) => files.reduce((s, f) => s + f[k], 0);
  const rows = files.map((f) => [f.file, kb(f.bytes), kb(f.gzip)]);
  rows.push(['total', kb(total('bytes')), kb(total('gzip'))]);
  log(formatTable(['chunk (web/dist/assets)', 'raw KiB', 'gzip KiB'], rows));
  return { files };
}
