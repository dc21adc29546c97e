import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** The recipient pages' catalogs, one module per language (common/src/i18n/pages). */
const CATALOG = /\/common\/src\/i18n\/pages\/([a-z]{2})\.ts$/;

const isCatalog = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((m) => typeof m === 'string');

/**
 * The recipient pages' messages parsed at build time: each catalog module of
 * the light bundle exports its messages as ICU syntax trees instead of text,
 * so the pages need neither the ICU parser (vite.link.config.ts leaves it
 * out) nor intl-messageformat (common/src/i18n/format-tree.ts formats them).
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'listkeep-compiled-catalogs',
    enforce: 'pre',
    async load(id) {
      const language = CATALOG.exec(id)?.[1];
      if (!language) return null;
      this.addWatchFile(id);
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      // en.ts exports its catalog twice (by name and as default): one tree, both names.
      const trees = new Map<unknown, string>();
      const lines: string[] = [];
      for (const [name, value] of Object.entries(module)) {
        if (!isCatalog(value)) continue;
        if (!trees.has(value)) {
          const local = `catalog${trees.size}`;
          const parsed = Object.entries(value).map(([key, m]) => [
            key,
            parse(m, { locale: new Intl.Locale(language) }),
          ]);
          lines.push(`const ${local} = ${JSON.stringify(Object.fromEntries(parsed))};`);
          trees.set(value, local);
        }
        lines.push(`export ${name === 'default' ? 'default' : `const ${name} =`} ${trees.get(value)};`);
      }
      return lines.join('\n');
    },
  };
}
