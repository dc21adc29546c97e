/**
 * ICU messages that arrive parsed (web/src/config/compiled-catalogs.ts),
 * formatted without intl-messageformat, whose runtime was a third of the
 * recipient pages' light bundle. It knows the elements those catalogs use:
 * text, arguments, select, plural with `#`, and tags; any other fails loudly.
 * web/src/config/compiled-catalogs.test.ts formats every message of every
 * language here and with intl-messageformat, and finds them the same.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './languages';
import type { MessageValues } from './format';

export type MessageTree = MessageFormatElement[];

type Tags<T> = Record<string, (chunks: (string | T)[]) => T>;

/** A message's values and its tags' functions, by name. */
type Inputs<T> = Record<string, MessageValues[string] | Tags<T>[string]>;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralRule(language: Language, type: Intl.PluralRuleType, count: number): string {
  const key = `${language} ${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(language, { type })));
  return rules.select(count);
}

function numberText(language: Language, count: number): string {
  let format = numbers.get(language);
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(count);
}

/** Appends `part`, joining text to the text before it. */
function push<T>(out: (string | T)[], part: string | T): void {
  const last = out.length - 1;
  if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part;
  else out.push(part);
}

function formatInto<T>(
  out: (string | T)[],
  language: Language,
  tree: MessageTree,
  values: Inputs<T>,
  count: number | null,
): void {
  for (const node of tree) {
    if (node.type === TYPE.literal) {
      push(out, node.value);
      continue;
    }
    if (node.type === TYPE.pound) {
      if (count !== null) push(out, numberText(language, count));
      continue;
    }
    if (!(node.value in values)) throw new Error(`The message needs a value for "${node.value}"`);
    const value = values[node.value];
    if (node.type === TYPE.argument) {
      push(out, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    } else if (node.type === TYPE.select) {
      const option = node.options[String(value)] ?? node.options.other;
      if (!option) throw new Error(`The message has no case "${String(value)}" for "${node.value}"`);
      formatInto(out, language, option.value, values, count);
    } else if (node.type === TYPE.plural) {
      const n = Number(value);
      const option =
        node.options[`=${n}`] ??
        node.options[pluralRule(language, node.pluralType ?? 'cardinal', n - node.offset)] ??
        node.options.other;
      formatInto(out, language, option.value, values, n - node.offset);
    } else if (node.type === TYPE.tag) {
      if (typeof value !== 'function') throw new Error(`The message's tag <${node.value}> needs a function`);
      const chunks: (string | T)[] = [];
      formatInto(chunks, language, node.children, values, count);
      push(out, value(chunks));
    } else {
      throw new Error(`The recipient pages' formatter does not format "${node.value}" as ${TYPE[node.type]}`);
    }
  }
}

/** A parsed message whose tags (`<b>…</b>`) become what `tags` makes of their text, e.g. elements of a page. */
export function formatTreeParts<T>(
  language: Language,
  tree: MessageTree,
  values: MessageValues,
  tags: Tags<T>,
): (string | T)[] {
  const out: (string | T)[] = [];
  formatInto<T>(out, language, tree, { ...values, ...tags }, null);
  return out.length === 0 ? [''] : out;
}

/** A parsed message as plain text. */
export function formatTree(language: Language, tree: MessageTree, values: MessageValues = {}): string {
  return formatTreeParts<string>(language, tree, values, {}).join('');
}
