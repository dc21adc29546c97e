/**
 * Tags on subscribers (docs/product.md §3, §5): the rules of one tag, of a
 * subscriber's tags, and the few operations both sides share. A tag is one
 * line of trimmed text; tags compare without case, and a subscriber keeps one
 * spelling of each, the first given. Commas and semicolons separate tags typed
 * as one text, yet a tag may hold them: other tools' exports quote such tags
 * (`importedTags`).
 */
import { z } from 'zod';
import { countText } from './count-text';
import { MAX } from './limits';

export const TAG_MESSAGES = {
  empty: 'A tag cannot be empty.',
  tooLong: `A tag has at most ${countText(MAX.tag, 'character')}.`,
  oneLine: 'A tag is one line of text.',
  tooMany: `A subscriber has at most ${countText(MAX.tagsPerSubscriber, 'tag')}.`,
} as const;

/** What makes `tag` (already trimmed) unfit, or null when it is a tag. */
export function tagProblem(tag: string): string | null {
  if (tag === '') return TAG_MESSAGES.empty;
  if (tag.length > MAX.tag) return TAG_MESSAGES.tooLong;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(tag)) return TAG_MESSAGES.oneLine;
  return null;
}

/** How tags compare: without case. */
export const tagKey = (tag: string): string => tag.trim().toLowerCase();

const BY_NAME = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The order tags are listed in, as people read names: without case, numbers by value. */
export const compareTags = (a: string, b: string): number => BY_NAME.compare(a, b);

/** The tags without repeats (compared without case), the first spelling kept, in their order. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

export function hasTag(tags: readonly string[], tag: string): boolean {
  const key = tagKey(tag);
  return tags.some((t) => tagKey(t) === key);
}

/** `tags` with `tag` added at the end, unless a spelling of it is there already. */
export function addTag(tags: readonly string[], tag: string): string[] {
  return hasTag(tags, tag) ? [...tags] : [...tags, tag.trim()];
}

/** `tags` without any spelling of `tag`. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.filter((t) => tagKey(t) !== key);
}

/** Whether two lists hold the same tags, spelled the same, in any order. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((tag) => set.has(tag));
}

/** `tags` with each of `more` added, as many as fit in MAX.tagsPerSubscriber; the rest are left out. */
export function mergeTags(tags: readonly string[], more: readonly string[]): string[] {
  let out = [...tags];
  for (const tag of more) if (out.length < MAX.tagsPerSubscriber) out = addTag(out, tag);
  return out;
}

/** Tags typed or imported as one text: split on commas and semicolons, blanks left out, repeats merged. */
export function splitTags(text: string): string[] {
  return uniqueTags(text.split(/[,;]/).filter((part) => part.trim() !== ''));
}

/** A quoted piece of a tags cell (`""` inside is a quote), or an unquoted one up to the next comma or semicolon. */
const CELL_TAGS = /\s*"((?:[^"]|"")*)"\s*(?=[,;]|$)|[^,;]+/g;

/**
 * The tags of an imported cell (a CSV file's tags column): split on commas
 * and semicolons outside quotes, as RFC 4180 quotes a cell, since tools
 * write their tag lists that way (Mailchimp's TAGS: `"Smith, J","VIP"`); the
 * ones that are not tags left out, at most MAX.tagsPerSubscriber.
 */
export function importedTags(cell: string): string[] {
  const tags = Array.from(cell.matchAll(CELL_TAGS), ([piece, quoted]) =>
    (quoted === undefined ? piece : quoted.replace(/""/g, '"')).trim(),
  ).filter((tag) => tagProblem(tag) === null);
  // Repeats are merged once unquoted: `"VIP"` and `vip` are one tag.
  return uniqueTags(tags).slice(0, MAX.tagsPerSubscriber);
}

/** One tag, trimmed. */
export const ZTag = z
  .string({ error: 'A tag must be text.' })
  .trim()
  .check((ctx) => {
    const problem = tagProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** A subscriber's tags: repeats merged (the first spelling kept), at most MAX.tagsPerSubscriber. */
export const ZTags = z
  .array(ZTag, { error: 'Tags must be a list of text.' })
  .max(MAX.tagsPerSubscriber * 5, TAG_MESSAGES.tooMany)
  .transform(uniqueTags)
  .refine((tags) => tags.length <= MAX.tagsPerSubscriber, TAG_MESSAGES.tooMany);

/** A form that names one tag (to add to or remove from ticked subscribers, to copy by). */
export const ZTagChoice = z.strictObject({ tag: ZTag });
