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
 * docs/product.md §4: the manage view shows when there is more than one public or
 * subscribed list, or any public list not yet subscribed; otherwise a single
 * Unsubscribe button serves the one list.
 */
export function showsManageView(data: SubscriberLists): boolean {
  const subscribed = new Set(data.subscribedLists.map((list) => list.id));
  const publicIds = new Set(data.publicLists.map((list) => list.id));
  if (subscribed.size > 1 || publicIds.size > 1) return true;
  return [...publicIds].some((id) => !subscribed.has(id));
}

/** The page's choices: one list's button, or a checkbox per list. */
export type ChoicesView = { kind: 'single'; list: LinkList; subscribed: boolean } | { kind: 'manage' };

/**
 * What the page shows (docs/product.md §2): its choices; after an unsubscribe
 * or a saved choice "Your preferences have been updated", whose Manage
 * Preferences goes `back` to the choices; after joining a list again "Welcome
 * back to" it, whose Unsubscribe Again leaves it.
 */
export type PreferencesView =
  ChoicesView | { kind: 'updated'; back: ChoicesView } | { kind: 'welcomeBack'; list: LinkList } | { kind: 'nothing' };

/**
 * The first view after the lists are loaded. A link's unsubscribe page
 * (`oneClickListID`: the link's list) offers that list's one button while
 * the reader is on it, however many lists there are.
 */
export function initialView(data: SubscriberLists, oneClickListID: string | null = null): PreferencesView {
  const linkList = data.subscribedLists.find((list) => list.id === oneClickListID);
  if (linkList) return { kind: 'single', list: linkList, subscribed: true };
  if (showsManageView(data)) return { kind: 'manage' };
  const list = data.subscribedLists[0];
  return list ? { kind: 'single', list, subscribed: true } : { kind: 'nothing' };
}

/**
 * A list left by mistake can be joined again from the page only if it is
 * public: the server takes nobody back onto a private one.
 */
export const canJoinAgain = (data: SubscriberLists, list: LinkList) =>
  data.publicLists.some((offered) => offered.id === list.id);

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
      return (view.kind === 'single' && view.subscribed) || view.kind === 'welcomeBack'
        ? { kind: 'updated', back: { kind: 'single', list: view.list, subscribed: false } }
        : view;
    case 'resubscribed':
      return view.kind === 'single' && !view.subscribed ? { kind: 'welcomeBack', list: view.list } : view;
    case 'saved':
    case 'unsubscribedAll':
      return view.kind === 'manage' ? { kind: 'updated', back: view } : view;
    case 'manageAgain':
      return view.kind === 'updated' ? view.back : view;
  }
}

export function toggleSelection(selection: readonly string[], id: string, checked: boolean): string[] {
  const rest = selection.filter((value) => value !== id);
  return checked ? [...rest, id] : rest;
}
