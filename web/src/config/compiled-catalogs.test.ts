import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatParts, type MessageValues } from '@listkeep/common/src/i18n/format';
import { LANGUAGES } from '@listkeep/common/src/i18n/languages';
import { PAGE_CATALOGS } from '@listkeep/common/src/i18n/pages';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { compiledCatalogs } from './compiled-catalogs';

const catalogPath = (language: string) =>
  fileURLToPath(new URL(`../../../common/src/i18n/pages/${language}.ts`, import.meta.url));

/** The module the light bundle gets for a catalog, as the plugin writes it. */
async function compiledModule(language: string): Promise<Record<string, Record<string, MessageFormatElement[]>>> {
  const plugin = compiledCatalogs() as Plugin & { load: (this: unknown, id: string) => Promise<string | null> };
  const code = await plugin.load.call({ addWatchFile: () => undefined }, catalogPath(language));
  return import(`data:text/javascript,${encodeURIComponent(code!)}`);
}

/** A value for every argument a message's tree names: a select's first case, a plural's count, a tag's text. */
function valuesFor(tree: MessageFormatElement[], values: MessageValues = {}): MessageValues {
  for (const node of tree) {
    if (node.type === TYPE.argument) values[node.value] = `«${node.value}»`;
    if (node.type === TYPE.plural) values[node.value] = 3;
    if (node.type === TYPE.select) values[node.value] = Object.keys(node.options)[0];
    if (node.type === TYPE.tag) valuesFor(node.children, values);
    if (node.type === TYPE.plural || node.type === TYPE.select) {
      for (const option of Object.values(node.options)) valuesFor(option.value, values);
    }
  }
  return values;
}

describe('the catalogs parsed at build time', () => {
  it.each(LANGUAGES)('say in %s what their texts say, for every message', async (language) => {
    const text = (await PAGE_CATALOGS[language]()).default;
    const compiled = (await compiledModule(language)).default;
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(text).sort());
    const tag = (chunks: string[]) => `<${chunks.join('')}>`;
    const tags = { b: tag, a: tag, e: tag, x: tag };
    for (const [key, tree] of Object.entries(compiled)) {
      // A tree, not the text: the bundle's formatter has no parser for text.
      expect(Array.isArray(tree), `${language}.${key} parsed`).toBe(true);
      const values = valuesFor(tree);
      const fromTree = formatParts(language, tree as unknown as string, values, tags);
      expect(fromTree, `${language}.${key}`).toEqual(
        formatParts(language, text[key as keyof typeof text], values, tags),
      );
    }
  });

  it('keep the English catalog under both of its names', async () => {
    const en = await compiledModule('en');
    expect(en.PAGES_EN).toBe(en.default);
  });
});
