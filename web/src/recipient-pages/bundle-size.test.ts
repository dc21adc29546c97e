/**
 * The /link bundle as a reader downloads it: the pages' JavaScript and CSS
 * with one language's texts, each language a chunk of its own (measured as
 * bench/bundle-size.mjs does, gzip level 9).
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

/**
 * KiB of gzip a first visit may download: 25.9 measured at most (German),
 * with messages parsed at build time and the receipt's writer loaded on
 * demand. A ceiling that catches growth; the aim is 15 (docs/web-app.md).
 */
const LINK_BUDGET_KIB = 26.5;

const out = mkdtempSync(join(tmpdir(), 'link-bundle-'));
const assets = join(out, 'link-assets');
const read = (file: string) => readFileSync(join(assets, file));
const gzipKiB = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0) / 1024;

let files: string[] = [];

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
  files = readdirSync(assets);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const languageChunk = (language: string) =>
  files.find((file) => file.startsWith(`${language}-`) && file.endsWith('.js'));
const pageFiles = () => files.filter((file) => file.startsWith('link-'));

describe('the /link bundle', () => {
  it('keeps every language in a chunk of its own, and no language in the pages’ own code', () => {
    for (const language of LANGUAGES) expect(languageChunk(language), language).toBeDefined();
    const pages = pageFiles()
      .map((file) => read(file).toString())
      .join('\n');
    expect(pages).not.toContain(PAGES_EN.confirmPrompt);
    expect(pages).not.toContain(de.confirmPrompt);
  });

  it(`stays within ${LINK_BUDGET_KIB} KiB of gzip JavaScript and CSS with one language loaded`, () => {
    for (const language of LANGUAGES) {
      const size = gzipKiB([...pageFiles(), languageChunk(language)!]);
      expect(size, `${language}: ${size.toFixed(1)} KiB`).toBeLessThanOrEqual(LINK_BUDGET_KIB);
    }
  });
});
