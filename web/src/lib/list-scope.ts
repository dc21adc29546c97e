import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import type { DashboardTab } from '@/config/paths';
import { getNewsletterSubscribers } from './newsletter-subscribers';

/**
 * The header's list choice (the `newsletterID` search parameter) is the one
 * selection of lists: the overview's figures, the subscribers table, its
 * counts, Copy and Export all read it. `null` stands for every list.
 */
export type ListScope = Newsletter | null;

/** The `newsletterID` value that picks every list of the team. */
export const ALL_LISTS = 'all';
export const ALL_LISTS_LABEL = 'All lists';

/** Tabs whose picker also offers every list at once (with more than one list); the others act on one list. */
const ALL_LISTS_TABS: ReadonlySet<DashboardTab> = new Set(['overview', 'subscribers']);

/**
 * The lists a tab shows, from the address's `newsletterID`: the list it
 * names, All lists where the tab offers it, else the team's first list
 * (`selected`, the one list a tab that acts on one starts from).
 */
export function pickScope(newsletters: readonly Newsletter[], requested: string | null, tab: DashboardTab) {
  const selected = newsletters.find((n) => n.id === requested) ?? newsletters[0] ?? null;
  const offerAll = newsletters.length > 1 && ALL_LISTS_TABS.has(tab);
  const scope: ListScope = offerAll && requested === ALL_LISTS ? null : selected;
  return { selected, scope, offerAll };
}

export function scopeName(scope: ListScope): string {
  return scope ? newsletterDisplayName(scope) : ALL_LISTS_LABEL;
}

/** The lists a scope stands for: itself, or all of the team's. */
export function scopeListIDs(scope: ListScope, newsletters: readonly Newsletter[]): string[] {
  return scope ? [scope.id] : newsletters.map((n) => n.id);
}

/**
 * The addresses subscribed now to the scope's lists, each once, those with
 * `tag` alone if given; every list's addresses come from the server.
 */
export async function scopeAddresses(
  scope: ListScope,
  newsletters: readonly Newsletter[],
  tag?: string | null,
): Promise<string[]> {
  const lists = await Promise.all(scopeListIDs(scope, newsletters).map((id) => getNewsletterSubscribers(id, tag)));
  return [...new Set(lists.flat())];
}
