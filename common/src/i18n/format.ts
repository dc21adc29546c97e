/**
 * ICU messages formatted for a language: plurals, selects, dates and tags,
 * with intl-messageformat. A message is parsed once per language.
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from './languages';

export type MessageValues = Record<string, PrimitiveType>;

const parsed = new Map<string, IntlMessageFormat>();

function compiled(language: Language, message: string): IntlMessageFormat {
  const key = `${language}\u0000${message}`;
  let format = parsed.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    parsed.set(key, format);
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
