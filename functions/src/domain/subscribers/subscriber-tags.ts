/**
 * Tags on subscribers (docs/product.md §3, §6): a plan with `tags` may change
 * them; on any other plan they stay as they are, shown but never deleted, so
 * a team whose plan lapsed keeps them for when it comes back.
 */
import { addTag, hasTag, removeTag, sameTags } from '@listkeep/common';
import type { SubscriberDoc } from '../docs';
import { assertPlanHas } from '../plans';

/** A subscriber's tags; a document from before tags has none. */
export const tagsOf = (doc: Pick<SubscriberDoc, 'tags'>): string[] => doc.tags ?? [];

/**
 * The tags to store when a caller sends `given` for a subscriber that has
 * `current`: a change is refused on a plan without tags; left out or
 * unchanged (in any order), they stay exactly as they were, on any plan.
 */
export function tagsAfterEdit(
  current: readonly string[],
  given: readonly string[] | undefined,
  tier: unknown,
): string[] {
  if (given === undefined || sameTags(current, given)) return [...current];
  assertPlanHas('tags', tier);
  return [...given];
}

/** The tags after a bulk change: `remove` taken out, then `add` put in. */
export function retagged(tags: readonly string[], change: { add?: string; remove?: string }): string[] {
  const kept = change.remove === undefined ? [...tags] : removeTag(tags, change.remove);
  return change.add === undefined ? kept : addTag(kept, change.add);
}

/** Whether a subscriber is in a copy narrowed to `tag` (none given: everyone is). */
export const matchesTag = (doc: Pick<SubscriberDoc, 'tags'>, tag: string | undefined): boolean =>
  tag === undefined || hasTag(tagsOf(doc), tag);
