/**
 * The recipient pages' language (docs/product.md §4, "Languages"): the
 * address's `?lang=`, else the browser's first language the pages speak,
 * else the list's default once the server named it. Only the catalog of the
 * language shown is loaded; the choice lives in the address, never in storage.
 */
import { joinList, type MessageValues } from '@listkeep/common/src/i18n/format';
import { formatTree, type MessageTree } from '@listkeep/common/src/i18n/format-tree';
import { DEFAULT_LANGUAGE, firstLanguage, isLanguage, type Language } from '@listkeep/common/src/i18n/languages';
import { PAGE_CATALOGS, type PageCatalog, type PageKey } from '@listkeep/common/src/i18n/pages';

/** Where a language came from: the address or the browser (`asked`), or nothing yet. */
export interface LanguageChoice {
  language: Language;
  asked: boolean;
}

/** The language a visit starts in, from its address's query and the browser's languages. */
export function chooseLanguage(search: string, browser: readonly string[]): LanguageChoice {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return { language: fromUrl, asked: true };
  const fromBrowser = firstLanguage(browser);
  return fromBrowser ? { language: fromBrowser, asked: true } : { language: DEFAULT_LANGUAGE, asked: false };
}

let shown: { language: Language; asked: boolean; catalog: PageCatalog } | null = null;
const listeners = new Set<() => void>();

/** Loads `language`'s catalog and shows it; `asked`: the reader chose it, so a list's default does not replace it. */
export async function showLanguage(language: Language, asked: boolean): Promise<void> {
  const catalog = (await PAGE_CATALOGS[language]()).default;
  shown = { language, asked, catalog };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The list's default language, taken when the reader's browser asked for none the pages speak. */
export function adoptListLanguage(language: Language): void {
  if (shown && !shown.asked && shown.language !== language) void showLanguage(language, false);
}

/** The reader's pick in the language switch, kept in the address so a reload or a shared link keeps it. */
export function pickLanguage(language: Language): Promise<void> {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
  return showLanguage(language, true);
}

export const subscribeLanguage = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const pageLanguage = (): Language => shown?.language ?? DEFAULT_LANGUAGE;

/**
 * The message of a key in the language shown, as a syntax tree: this bundle's
 * catalogs are parsed at build time (web/src/config/compiled-catalogs.ts),
 * though their modules are typed as the text they were written in.
 */
export const messageOf = (key: PageKey): MessageTree => (shown ? (shown.catalog[key] as unknown as MessageTree) : []);

/** A text of the page in the language shown. */
export const t = (key: PageKey, values?: MessageValues): string => formatTree(pageLanguage(), messageOf(key), values);

/** Names joined as the language shown joins them. */
export const namesText = (names: readonly string[]) => joinList(pageLanguage(), names);
