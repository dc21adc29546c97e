/** What the one-click unsubscribe / manage page shows (docs/product.md §2 and §4), kept free of the UI. */
import type { LinkList, LinkSubscriberData } from '@listkeep/common/src/entities';

/** The lists of POST /linkOpen's answer for a subscriber's link. */
export type SubscriberLists = Pick<LinkSubscriberData, 'subscribedLists' | 'publicLists'>;

/** Every list the subscriber can choose: subscribed ones first, then public ones, each once. */
export function allLists(data: SubscriberLists): LinkList[] {
  const seen = new Set<string>();
  const out: LinkList[] = [];
  for (const list of [...data.subscribedLists, ...data.publicLists]) {
    if (seen.has(list.id)) continue;
    seen.add(list.id);
    out.push(list);
  }
  return out;
}

/** On load every subscribed list is checked (docs/product.md §4). */
export function initialSelection(data: SubscriberLists): string[] {
  return [...new Set(data.subscribedLists.map((list) => list.id))];
}

/**
 * Spec section 4: the manage view shows when there is more than one public or
 * subscribed list, or any public list not yet subscribed; otherwise a single
 * Unsubscribe button serves the one list.
 */
export function showsManageView(data: SubscriberLists): boolean {
  const subscribed = new Set(data.subscribedLists.map((list) => list.id));
  const publicIds = new Set(data.publicLists.map((list) => list.id));
  if (subscribed.size > 1 || publicIds.size > 1) return true;
  return [...publicIds].some((id) => !subscribed.has(id));
}

export type PreferencesView =
  | { kind: 'single'; list: LinkList }
  | { kind: 'manage' }
  | { kind: 'unsubscribed'; list: LinkList }
  | { kind: 'welcomeBack'; list: LinkList }
  | { kind: 'updated' }
  | { kind: 'nothing' };

/** The first view after the lists are loaded. */
export function initialView(data: SubscriberLists): PreferencesView {
  if (showsManageView(data)) return { kind: 'manage' };
  const list = data.subscribedLists[0];
  return list ? { kind: 'single', list } : { kind: 'nothing' };
}

export type PreferencesEvent =
  | { type: 'unsubscribedSingle' }
  | { type: 'resubscribed' }
  | { type: 'saved' }
  | { type: 'unsubscribedAll' }
  | { type: 'manageAgain' };

/** Where a successful action leads; failures keep the current view and only raise an alert. */
export function nextView(view: PreferencesView, event: PreferencesEvent): PreferencesView {
  switch (event.type) {
    case 'unsubscribedSingle':
      return view.kind === 'single' || view.kind === 'welcomeBack' ? { kind: 'unsubscribed', list: view.list } : view;
    case 'resubscribed':
      return view.kind === 'unsubscribed' ? { kind: 'welcomeBack', list: view.list } : view;
    case 'saved':
    case 'unsubscribedAll':
      return view.kind === 'manage' ? { kind: 'updated' } : view;
    case 'manageAgain':
      return view.kind === 'updated' ? { kind: 'manage' } : view;
  }
}

export function toggleSelection(selection: readonly string[], id: string, checked: boolean): string[] {
  const rest = selection.filter((value) => value !== id);
  return checked ? [...rest, id] : rest;
}
