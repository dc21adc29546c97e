/**
 * The languages of the recipients' pages and mails (docs/product.md §4,
 * "Languages"), and how one is chosen. No zod here: the light /link pages
 * import this file.
 */

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A list's language until its sender picks another. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The supported language of a tag such as "de-AT" or "pt_BR", or null. */
export function languageOf(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The first of `tags`, in the reader's order, that is a supported language, or null. */
export function firstLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first; those with q=0 are refused and left out. */
export function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
