// What a reader downloads to open each recipient page: the entry's chunks and
// stylesheets, the page's own, and one language's texts, read from the light
// bundle's build manifest. `npm run bench` prints their sizes and
// src/recipient-pages/bundle-size.test.ts holds them within their budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The light bundle's manifest, under the build's .vite/ beside the app's own (vite.link.config.ts). */
export const LINK_MANIFEST = '.vite/link-manifest.json';

const CATALOG = /\/i18n\/pages\/([a-z]{2})\.ts$/;
const PAGE = /([^/]+)\.tsx$/;

/**
 * @typedef {{ file: string, css?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean }} Chunk
 * @typedef {{ page: string, language: string, languageFile: string, files: string[] }} Download
 */

/**
 * For each page and language, the files a first visit downloads, relative to `outDir`.
 * @param {string} outDir
 * @returns {Download[]}
 */
export function linkDownloads(outDir) {
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(readFileSync(join(outDir, LINK_MANIFEST), 'utf8'));
  /** The chunk and every chunk it imports statically, which load with it. */
  const closure = (/** @type {string} */ key, seen = new Set()) => {
    if (!seen.has(key)) {
      seen.add(key);
      for (const next of manifest[key].imports ?? []) closure(next, seen);
    }
    return seen;
  };
  const filesOf = (/** @type {Iterable<string>} */ keys) =>
    [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`${LINK_MANIFEST} names no entry`);
  const loaded = [...closure(entry)].flatMap((key) => manifest[key].dynamicImports ?? []);
  const languages = loaded.filter((key) => CATALOG.test(key));
  const pages = loaded.filter((key) => PAGE.test(key) && !CATALOG.test(key));
  return pages.flatMap((page) =>
    languages.map((language) => ({
      page: /** @type {RegExpExecArray} */ (PAGE.exec(page))[1],
      language: /** @type {RegExpExecArray} */ (CATALOG.exec(language))[1],
      languageFile: manifest[language].file,
      files: [...new Set([...filesOf(closure(entry)), ...filesOf(closure(page)), manifest[language].file])],
    })),
  );
}
