/**
 * The stylesheets stay small enough to read, and the recipient pages' light
 * bundle (web/src/recipient-pages) reaches none of the dashboard's styles through its imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The most lines a stylesheet may have: past it, split it by the part of the page it styles. */
const MAX_STYLESHEET_LINES = 500;
/** What the /link pages may load: the shared tokens, base and controls, the page shell and their own. */
const LINK_STYLESHEETS =
  /^(styles\/[\w-]+\.css|components\/ui\/controls\.css|components\/layout\/link-shell\.css|recipient-pages\/[\w-]+\.css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The module a specifier names, as Vite resolves web's own code (the `@/` alias, .ts, .tsx, index files). */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** Every stylesheet reachable from an entry module through static and dynamic imports. */
function stylesheetsReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) return void sheets.add(relative(SRC, file));
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?\(?\s*['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, specifier);
      if (target && !target.endsWith('.d.ts')) visit(target);
    }
  };
  visit(join(SRC, entry));
  return [...sheets].sort();
}

describe('the stylesheets', () => {
  it(`have at most ${MAX_STYLESHEET_LINES} lines each`, () => {
    const sheets = filesUnder(SRC).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const long = sheets
      .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_STYLESHEET_LINES);
    expect(long).toEqual([]);
  });

  it("of the /link pages are the shared base and their own, none of the dashboard's", () => {
    const sheets = stylesheetsReachedFrom('recipient-pages/main.tsx');
    expect(sheets).toContain('styles/tokens.css');
    expect(sheets).toContain('recipient-pages/link.css');
    expect(sheets.filter((sheet) => !LINK_STYLESHEETS.test(sheet))).toEqual([]);
  });

  it('are each loaded by one of the two entries, so none is left behind unused', () => {
    const reached = new Set([
      ...stylesheetsReachedFrom('main.tsx'),
      ...stylesheetsReachedFrom('recipient-pages/main.tsx'),
    ]);
    const sheets = filesUnder(SRC)
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(SRC, file));
    expect(sheets.filter((sheet) => !reached.has(sheet))).toEqual([]);
  });
});
