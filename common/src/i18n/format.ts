/**
 * ICU messages formatted for a language: plurals, selects, dates and tags,
 * with intl-messageformat. A message is parsed once per language. The
 * recipient pages' bundle gets its messages parsed and formats them with
 * format-tree.ts instead.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from './languages';

export type MessageValues = Record<string, PrimitiveType>;

/** Per language, by message. */
const parsed = new Map<Language, Map<string, IntlMessageFormat>>();

function compiled(language: Language, message: string): IntlMessageFormat {
  let formats = parsed.get(language);
  if (!formats) parsed.set(language, (formats = new Map()));
  let format = formats.get(message);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(message, format);
  }
  return format;
}

/** A message as plain text. */
export function formatMessage(language: Language, message: string, values?: MessageValues): string {
  return String(compiled(language, message).format(values));
}

/** A message whose tags (`<b>…</b>`) become what `tags` makes of their text, e.g. elements of a page. */
export function formatParts<T>(
  language: Language,
  message: string,
  values: MessageValues,
  tags: Record<string, (chunks: (string | T)[]) => T>,
): (string | T)[] {
  const out = compiled(language, message).format<T>({ ...values, ...tags });
  return Array.isArray(out) ? out : [out];
}

/** The names of `names` joined as the language joins a list ("A, B and C", "A, B und C"). */
export const joinList = (language: Language, names: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
