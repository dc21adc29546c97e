import { describe, expect, it } from 'vitest';
import {
  allLists,
  canJoinAgain,
  initialSelection,
  initialView,
  nextView,
  showsManageView,
  toggleSelection,
  type SubscriberLists,
} from './preferences';

const a = { id: 'a', newsletterName: 'Parish Notes' };
const b = { id: 'b', newsletterName: 'Choir News' };

function data(subscribedLists: SubscriberLists['subscribedLists'], publicLists: SubscriberLists['publicLists']) {
  return { subscribedLists, publicLists };
}

describe('showsManageView (docs/product.md §4)', () => {
  it('is the single view for one subscribed list that is the only public one, or private', () => {
    expect(showsManageView(data([a], [a]))).toBe(false);
    expect(showsManageView(data([a], []))).toBe(false);
  });

  it('is the manage view for more than one subscribed list', () => {
    expect(showsManageView(data([a, b], []))).toBe(true);
  });

  it('is the manage view for more than one public list', () => {
    expect(showsManageView(data([], [a, b]))).toBe(true);
    expect(showsManageView(data([a, b], [a, b]))).toBe(true);
  });

  it('is the manage view when a public list is not yet subscribed', () => {
    expect(showsManageView(data([], [a]))).toBe(true);
    expect(showsManageView(data([a], [b]))).toBe(true);
  });

  it('counts a list listed twice once', () => {
    expect(showsManageView(data([a, a], [a]))).toBe(false);
  });
});

describe('lists and selection', () => {
  it('offers the union of subscribed and public lists, subscribed first', () => {
    expect(allLists(data([b], [a, b]))).toEqual([b, a]);
  });

  it('checks every subscribed list on load', () => {
    expect(initialSelection(data([a, b], [a]))).toEqual(['a', 'b']);
    expect(initialSelection(data([], [a]))).toEqual([]);
  });

  it('toggles one id without duplicates', () => {
    expect(toggleSelection(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleSelection(['a'], 'a', true)).toEqual(['a']);
  });
});

describe('views', () => {
  const onA = { kind: 'single', list: a, subscribed: true } as const;
  const offA = { kind: 'single', list: a, subscribed: false } as const;

  it('starts on the single view, the manage view, or nothing to manage', () => {
    expect(initialView(data([a], [a]))).toEqual(onA);
    expect(initialView(data([a], [a, b]))).toEqual({ kind: 'manage' });
    expect(initialView(data([], []))).toEqual({ kind: 'nothing' });
  });

  it('opens a link’s unsubscribe page on its list’s one button, whatever the other lists', () => {
    expect(initialView(data([a, b], [a, b]), 'b')).toEqual({ kind: 'single', list: b, subscribed: true });
    expect(initialView(data([a], [a, b]), 'a')).toEqual(onA);
    // Once left, the page offers the choices as a manage link does.
    expect(initialView(data([a], [a, b]), 'b')).toEqual({ kind: 'manage' });
  });

  it('confirms an unsubscribe as updated preferences, whose Manage Preferences offers the list again', () => {
    const updated = nextView(onA, { type: 'unsubscribedSingle' });
    expect(updated).toEqual({ kind: 'updated', back: offA });
    expect(nextView(updated, { type: 'manageAgain' })).toEqual(offA);
  });

  it('welcomes the reader back on resubscribing, and Unsubscribe Again confirms as updated again', () => {
    const back = nextView(offA, { type: 'resubscribed' });
    expect(back).toEqual({ kind: 'welcomeBack', list: a });
    expect(nextView(back, { type: 'unsubscribedSingle' })).toEqual({ kind: 'updated', back: offA });
  });

  it('confirms saves and unsubscribe-all, then goes back to managing', () => {
    const updated = { kind: 'updated', back: { kind: 'manage' } } as const;
    expect(nextView({ kind: 'manage' }, { type: 'saved' })).toEqual(updated);
    expect(nextView({ kind: 'manage' }, { type: 'unsubscribedAll' })).toEqual(updated);
    expect(nextView(updated, { type: 'manageAgain' })).toEqual({ kind: 'manage' });
  });

  it('ignores events that do not belong to the current view', () => {
    expect(nextView({ kind: 'manage' }, { type: 'resubscribed' })).toEqual({ kind: 'manage' });
    expect(nextView(onA, { type: 'saved' })).toEqual(onA);
    expect(nextView(onA, { type: 'resubscribed' })).toEqual(onA);
    expect(nextView(offA, { type: 'unsubscribedSingle' })).toEqual(offA);
  });

  it('offers to join a list again only while it is public', () => {
    expect(canJoinAgain(data([], [a]), a)).toBe(true);
    expect(canJoinAgain(data([a], [b]), a)).toBe(false);
  });
});
