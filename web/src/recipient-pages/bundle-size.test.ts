/**
 * The /link bundle as a reader downloads it: for each page, the JavaScript
 * and CSS it loads with one language's texts, each language a chunk of its
 * own (web/link-downloads.mjs; measured as bench/bundle-size.mjs does, gzip level 9).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '@listkeep/common/src/i18n/languages';
import { PAGES_EN } from '@listkeep/common/src/i18n/pages/en';
import de from '@listkeep/common/src/i18n/pages/de';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkDownloads } from '../../link-downloads.mjs';

/**
 * KiB of gzip a first visit to a page may download: 20.3 measured at most
 * (the embedded form, in German), with messages parsed at build time, each
 * page's code and the receipt's writer loaded on demand, and Preact without
 * compat, and only the controls they use. A ceiling that catches growth; the aim is 15 (docs/web-app.md).
 */
const LINK_BUDGET_KIB = 21;

const out = mkdtempSync(join(tmpdir(), 'link-bundle-'));
const read = (file: string) => readFileSync(join(out, file));
const gzipKiB = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0) / 1024;

let files: string[] = [];
let downloads: ReturnType<typeof linkDownloads> = [];

beforeAll(async () => {
  // As the real build runs: vitest's NODE_ENV=test would keep development-only code in the bundle.
  vi.stubEnv('NODE_ENV', 'production');
  await build({
    configFile: fileURLToPath(new URL('../../vite.link.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('../..', import.meta.url)),
    build: { outDir: out, emptyOutDir: true },
    logLevel: 'silent',
  });
  vi.unstubAllEnvs();
  files = readdirSync(join(out, 'link-assets')).map((file) => `link-assets/${file}`);
  downloads = linkDownloads(out);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the /link bundle', () => {
  it('keeps every language in a chunk of its own, and no language in the pages’ own code', () => {
    const languageFiles = new Set(downloads.map((download) => download.languageFile));
    const pageNames = new Set(downloads.map((download) => download.page));
    for (const language of LANGUAGES) {
      const pagesIn = downloads.filter((download) => download.language === language).map((download) => download.page);
      expect(pagesIn.sort(), language).toEqual([...pageNames].sort());
    }
    const pages = files
      .filter((file) => file.endsWith('.js') && !languageFiles.has(file))
      .map((file) => read(file).toString())
      .join('\n');
    expect(pages).not.toContain(PAGES_EN.confirmPrompt);
    expect(pages).not.toContain(de.confirmPrompt);
  });

  it(`opens each page within ${LINK_BUDGET_KIB} KiB of gzip JavaScript and CSS with one language loaded`, () => {
    for (const { page, language, files: loaded } of downloads) {
      const size = gzipKiB(loaded);
      expect(size, `${page} in ${language}: ${size.toFixed(1)} KiB`).toBeLessThanOrEqual(LINK_BUDGET_KIB);
    }
  });
});
