import type { Subscriber } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { filterSubscribers, isSubscribedTo, reachableAddresses } from './filter-subscribers';
import { teamTags } from './team-tags';

const t = { seconds: 1, nanoseconds: 0 };

function sub(email: string, lists: Record<string, boolean>, tags: string[] = []): Subscriber {
  return {
    id: email,
    subscriberEmail: email,
    subscriberName: '',
    notes: '',
    newsletterIDs: Object.keys(lists),
    subscriptionMeta: Object.fromEntries(
      Object.entries(lists).map(([id, on]) => [id, { subscribedAt: t, unsubscribedAt: on ? null : t, source: '' }]),
    ),
    createdAt: t,
    modifiedAt: t,
    lastSubscribeEvent: null,
    subscriptionSource: '',
    tags,
  };
}

const ann = sub('ann@x.org', { n1: true });
const bob = sub('bob@x.org', { n1: false, n2: true });
const cy = sub('cy@x.org', { n2: false });
const dee = sub('dee@x.org', {});
const all = [ann, bob, cy, dee];
const emails = (list: Subscriber[]) => list.map((s) => s.subscriberEmail);

describe('filterSubscribers', () => {
  it('shows everyone with all lists checked', () => {
    expect(emails(filterSubscribers(all, { status: 'all', newsletterIDs: ['n1', 'n2'], search: '' }))).toEqual(
      emails(all),
    );
  });

  it('filters by status across the checked lists; no list counts as unsubscribed', () => {
    const both = ['n1', 'n2'];
    expect(emails(filterSubscribers(all, { status: 'subscribed', newsletterIDs: both, search: '' }))).toEqual([
      'ann@x.org',
      'bob@x.org',
    ]);
    expect(emails(filterSubscribers(all, { status: 'unsubscribed', newsletterIDs: both, search: '' }))).toEqual([
      'cy@x.org',
      'dee@x.org',
    ]);
  });

  it('filters by newsletter, and status applies to the checked ones only', () => {
    expect(emails(filterSubscribers(all, { status: 'all', newsletterIDs: ['n1'], search: '' }))).toEqual([
      'ann@x.org',
      'bob@x.org',
      'dee@x.org',
    ]);
    expect(emails(filterSubscribers(all, { status: 'unsubscribed', newsletterIDs: ['n1'], search: '' }))).toEqual([
      'bob@x.org',
      'dee@x.org',
    ]);
  });

  it('searches address, name and notes', () => {
    expect(emails(filterSubscribers(all, { status: 'all', newsletterIDs: ['n1', 'n2'], search: 'BOB' }))).toEqual([
      'bob@x.org',
    ]);
  });

  it('narrows to a tag, compared without case, with the other filters', () => {
    const tagged = [sub('vip@x.org', { n1: true }, ['VIP']), sub('donor@x.org', { n1: false }, ['vip', 'Donor']), ann];
    const by = (tag: string | null, status: 'all' | 'subscribed' = 'all') =>
      emails(filterSubscribers(tagged, { status, newsletterIDs: ['n1'], search: '', tag }));
    expect(by('Vip')).toEqual(['vip@x.org', 'donor@x.org']);
    expect(by('vip', 'subscribed')).toEqual(['vip@x.org']);
    expect(by('nobody')).toEqual([]);
    expect(by(null)).toEqual(emails(tagged));
  });

  it('reads the subscribed state from the meta', () => {
    expect(isSubscribedTo(bob, 'n1')).toBe(false);
    expect(isSubscribedTo(bob, 'n2')).toBe(true);
    expect(isSubscribedTo(bob, 'n3')).toBe(false);
  });
});

describe('teamTags', () => {
  it('lists each tag once, in alphabetical order, by its most used spelling', () => {
    const tagged = [
      sub('a@x.org', {}, ['vip', 'Book club']),
      sub('b@x.org', {}, ['VIP', 'art']),
      sub('c@x.org', {}, ['vip']),
      ann,
    ];
    expect(teamTags(tagged)).toEqual(['art', 'Book club', 'vip']);
    // On a tie, whatever the order met.
    expect(teamTags(tagged.slice(0, 2))).toEqual(['art', 'Book club', 'VIP']);
    expect(teamTags(tagged.slice(0, 2).reverse())).toEqual(['art', 'Book club', 'VIP']);
  });
});

describe('reachableAddresses', () => {
  it('keeps the addresses on at least one list now, leaving out those that left every list or were on none', () => {
    expect(reachableAddresses(all)).toEqual(['ann@x.org', 'bob@x.org']);
  });
});
