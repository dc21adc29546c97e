import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGS } from '../server/mails';
import { LANGUAGES, type Language } from './languages';
import { PAGE_CATALOGS } from './pages';

type Catalog = Readonly<Record<string, string>>;

/** The arguments and tags a message uses, with what kind each is ("list:argument", "b:tag", "days:plural"). */
function slotsOf(message: string, language: Language): string[] {
  const slots = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; children?: unknown[]; options?: object }[]) {
      // The parser's node types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag.
      if (node.type >= 1 && node.type <= 8 && node.type !== 7) slots.add(`${node.value}:${node.type}`);
      if (node.children) walk(node.children);
      for (const option of Object.values(node.options ?? {}) as { value: unknown[] }[]) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...slots].sort();
}

async function pageCatalogs(): Promise<Record<Language, Catalog>> {
  const entries = await Promise.all(LANGUAGES.map(async (l) => [l, (await PAGE_CATALOGS[l]()).default] as const));
  return Object.fromEntries(entries) as Record<Language, Catalog>;
}

/** Texts that read the same in a language as in English (Italian writes "Email" too). */
const SAME_AS_ENGLISH = new Set(['it.emailLine']);

function checkComplete(catalogs: Record<Language, Catalog>) {
  const english = catalogs.en;
  for (const language of LANGUAGES) {
    const catalog = catalogs[language];
    expect(Object.keys(catalog).sort(), `keys of ${language}`).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated = catalog[key];
      expect(translated.trim(), `${language}.${key} is empty`).not.toBe('');
      expect(slotsOf(translated, language), `${language}.${key}: arguments and tags`).toEqual(slotsOf(message, 'en'));
      if (language !== 'en' && !SAME_AS_ENGLISH.has(`${language}.${key}`)) {
        expect(translated, `${language}.${key} is still English`).not.toBe(message);
      }
    }
  }
}

describe('recipient page and mail translations', () => {
  it('have every key of the English pages in every language, with the same arguments and tags', async () => {
    checkComplete(await pageCatalogs());
  });

  it('have every key of the English mails in every language, with the same arguments', () => {
    checkComplete(MAIL_CATALOGS);
  });

  it('catch a missing key, a lost argument and an untranslated text', () => {
    const english = { a: 'Hello {name}', b: 'Bye' };
    const base = Object.fromEntries(
      LANGUAGES.map((l) => [l, { a: 'Hallo {name}', b: 'Tschüss' }]),
    ) as unknown as Record<Language, Catalog>;
    const withEn = (de: Catalog) => ({ ...base, en: english, de });
    expect(() => checkComplete(withEn({ a: 'Hallo {name}' }))).toThrow(/keys of de/);
    expect(() => checkComplete(withEn({ a: 'Hallo', b: 'Tschüss' }))).toThrow(/arguments/);
    expect(() => checkComplete(withEn({ a: 'Hallo {name}', b: 'Bye' }))).toThrow(/still English/);
  });
});
