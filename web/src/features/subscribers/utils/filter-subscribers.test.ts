import type { Subscriber } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { reachableAddresses } from './filter-subscribers';
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
