/** What the one-click unsubscribe / manage page shows (spec sections 2 and 4), kept free of the UI. */
export interface ListRef {
  id: string;
  newsletterName: string;
}

export interface SubscriberLinkData {
  subscriberEmail: string;
  newsletterName: string;
  subscribedLists: ListRef[];
  publicLists: ListRef[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Lists arrive with either `newsletterName` or `name` (spec section 3); anything without an id is dropped. */
function lists(value: unknown): ListRef[] {
  if (!Array.isArray(value)) return [];
  const out: ListRef[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const id = text(record.id);
    if (!id) continue;
    out.push({ id, newsletterName: text(record.newsletterName) || text(record.name) || 'Newsletter' });
  }
  return out;
}

/** Reads `returnData` of POST /linkOpen for a subscriber link; tolerant, because the page must never crash on it. */
export function parseSubscriberLinkData(returnData: unknown): SubscriberLinkData {
  const data = (returnData && typeof returnData === 'object' ? returnData : {}) as Record<string, unknown>;
  const newsletter = (
    data.newsletterData && typeof data.newsletterData === 'object' ? data.newsletterData : {}
  ) as Record<string, unknown>;
  return {
    subscriberEmail: text(data.subscriberEmail),
    newsletterName: text(newsletter.newsletterName) || text(newsletter.name),
    subscribedLists: lists(data.subscribedLists),
    publicLists: lists(data.publicLists),
  };
}

/** Every list the subscriber can choose: subscribed ones first, then public ones, each once. */
export function allLists(data: SubscriberLinkData): ListRef[] {
  const seen = new Set<string>();
  const out: ListRef[] = [];
  for (const list of [...data.subscribedLists, ...data.publicLists]) {
    if (seen.has(list.id)) continue;
    seen.add(list.id);
    out.push(list);
  }
  return out;
}

/** On load every subscribed list is checked (spec section 4). */
export function initialSelection(data: SubscriberLinkData): string[] {
  return [...new Set(data.subscribedLists.map((list) => list.id))];
}

/**
 * Spec section 4: the manage view shows when there is more than one public or
 * subscribed list, or any public list not yet subscribed; otherwise a single
 * Unsubscribe button serves the one list.
 */
export function showsManageView(data: SubscriberLinkData): boolean {
  const subscribed = new Set(data.subscribedLists.map((list) => list.id));
  const publicIds = new Set(data.publicLists.map((list) => list.id));
  if (subscribed.size > 1 || publicIds.size > 1) return true;
  return [...publicIds].some((id) => !subscribed.has(id));
}

export type PreferencesView =
  | { kind: 'single'; list: ListRef }
  | { kind: 'manage' }
  | { kind: 'unsubscribed'; list: ListRef }
  | { kind: 'welcomeBack'; list: ListRef }
  | { kind: 'updated' }
  | { kind: 'nothing' };

/** The first view after the lists are loaded. */
export function initialView(data: SubscriberLinkData): PreferencesView {
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
