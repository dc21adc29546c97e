// Transfer size of the web app's built chunks: what a first visit downloads.
// The SPA lives in web/dist/assets; the public /link pages are a separate
// light bundle in web/dist/link-assets and are totalled on their own, and
// per page as a reader opens it, with the language whose texts weigh most.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { linkDownloads } from '../web/link-downloads.mjs';
import { formatTable } from './stats.mjs';

export const name = 'bundle size';
export const needsStack = false;

/** @typedef {{ file: string, bytes: number, gzip: number }} ChunkSize */

/**
 * @param {string} dir
 * @param {string} prefix
 * @returns {ChunkSize[]}
 */
function measure(dir, prefix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(join(dir, f));
      return { file: prefix + f, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ root, log = console.log }) {
  const dist = join(root, 'web', 'dist');
  const dir = join(dist, 'assets');
  if (!existsSync(dir)) {
    log(`  ${dir} does not exist: build the web app first`);
    return { files: [] };
  }
  const app = measure(dir, '');
  const link = measure(join(dist, 'link-assets'), 'link-assets/');
  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
  /** @type {(list: ChunkSize[], k: 'bytes' | 'gzip') => number} */
  const sum = (list, k) => list.reduce((s, f) => s + f[k], 0);
  const isJs = (/** @type {ChunkSize} */ f) => f.file.endsWith('.js');
  const rows = app.map((f) => [f.file, kb(f.bytes), kb(f.gzip)]);
  rows.push(['total', kb(sum(app, 'bytes')), kb(sum(app, 'gzip'))]);
  if (link.length === 0) {
    rows.push(['link pages: web/dist/link-assets missing', '-', '-']);
  } else {
    for (const f of link) rows.push([f.file, kb(f.bytes), kb(f.gzip)]);
    const linkJs = link.filter(isJs);
    rows.push(['link pages JavaScript', kb(sum(linkJs, 'bytes')), kb(sum(linkJs, 'gzip'))]);
    rows.push(['link pages total', kb(sum(link, 'bytes')), kb(sum(link, 'gzip'))]);
    // A reader downloads the page they open and the one language it is shown in; its largest language per page.
    const gzipOf = new Map(link.map((f) => [f.file, f]));
    const byPage = new Map();
    for (const download of linkDownloads(dist)) {
      const loaded = download.files.map((file) => /** @type {ChunkSize} */ (gzipOf.get(file)));
      const size = { language: download.language, bytes: sum(loaded, 'bytes'), gzip: sum(loaded, 'gzip') };
      if (!byPage.has(download.page) || byPage.get(download.page).gzip < size.gzip) byPage.set(download.page, size);
    }
    for (const [page, size] of byPage) {
      rows.push([`link ${page}, in ${size.language}`, kb(size.bytes), kb(size.gzip)]);
    }
  }
  log(formatTable(['chunk (web/dist/assets, web/dist/link-assets)', 'raw KiB', 'gzip KiB'], rows));
  return { files: [...app, ...link], link };
}
