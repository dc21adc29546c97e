import { MAX } from '@listkeep/common';
import { expect, it } from 'vitest';
import { TAGGED_LISTS, filterKey, queryKeys } from './subscriber-keys';

const onLists = (count: number, tags: string[]) => {
  const joinedListIDs = Array.from({ length: count }, (_, i) => `list${i}`);
  const subscriptionMeta = Object.fromEntries(
    joinedListIDs.map((id, i) => [id, { unsubscribedAt: i % 2 ? 1 : null }]),
  ) as unknown as Parameters<typeof queryKeys>[0]['subscriptionMeta'];
  return queryKeys({ subscriberName: 'Ann', joinedNewsletterIDs: joinedListIDs, subscriptionMeta, tags });
};

it('keys a tag together with each list, status on a list and status overall', () => {
  const { filterKeys } = onLists(2, ['VIP']);
  expect(filterKeys).toEqual(
    expect.arrayContaining([
      filterKey.tag('vip'),
      filterKey.tagged('vip', filterKey.status('subscribed')),
      filterKey.tagged('vip', filterKey.list('list1')),
      filterKey.tagged('vip', filterKey.status('subscribed', 'list0')),
      filterKey.tagged('vip', filterKey.status('unsubscribed', 'list1')),
    ]),
  );
  expect(filterKeys).toHaveLength(2 * 2 + 1 + 2 + 2 * 2);
});

it('stays within the bound its comment gives at the most tags on the most lists', () => {
  const tags = Array.from({ length: MAX.tagsPerSubscriber }, (_, i) => `t${i}`);
  const { filterKeys } = onLists(MAX.listIDs, tags);
  expect(filterKeys).toHaveLength(2 * MAX.listIDs + 1 + 2 * tags.length + 2 * tags.length * TAGGED_LISTS);
  expect(filterKeys.length).toBe(3041);
  expect(filterKeys).toContain(filterKey.tagged('t0', filterKey.list(`list${TAGGED_LISTS - 1}`)));
  expect(filterKeys).not.toContain(filterKey.tagged('t0', filterKey.list(`list${TAGGED_LISTS}`)));
});
