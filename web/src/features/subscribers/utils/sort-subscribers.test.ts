import type { Subscriber } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { sortSubscribers } from './sort-subscribers';

const subscriber = (subscriberEmail: string, subscriberName: string, seconds: number): Subscriber => ({
  id: subscriberEmail,
  subscriberEmail,
  subscriberName,
  notes: '',
  newsletterIDs: [],
  subscriptionMeta: {},
  createdAt: { seconds, nanoseconds: 0 },
  modifiedAt: { seconds, nanoseconds: 0 },
  lastSubscribeEvent: null,
  subscriptionSource: '',
  tags: [],
});

const list = [
  subscriber('cy@example.org', 'Cy', 200),
  subscriber('Ann@example.org', '', 300),
  subscriber('bob@example.org', 'Émile', 100),
  subscriber('dee@example.org', 'ava', 400),
];
const emails = (rows: Subscriber[]) => rows.map((s) => s.subscriberEmail);

describe('sortSubscribers', () => {
  it('orders by address either way, without regard to case', () => {
    expect(emails(sortSubscribers(list, { key: 'email', direction: 'ascending' }))).toEqual([
      'Ann@example.org',
      'bob@example.org',
      'cy@example.org',
      'dee@example.org',
    ]);
    expect(emails(sortSubscribers(list, { key: 'email', direction: 'descending' }))[0]).toBe('dee@example.org');
  });

  it('orders by the day added, newest first or oldest first', () => {
    expect(emails(sortSubscribers(list, { key: 'date', direction: 'descending' }))).toEqual([
      'dee@example.org',
      'Ann@example.org',
      'cy@example.org',
      'bob@example.org',
    ]);
    expect(emails(sortSubscribers(list, { key: 'date', direction: 'ascending' }))[0]).toBe('bob@example.org');
  });

  it('orders by name with the nameless last either way', () => {
    expect(emails(sortSubscribers(list, { key: 'name', direction: 'ascending' }))).toEqual([
      'dee@example.org',
      'cy@example.org',
      'bob@example.org',
      'Ann@example.org',
    ]);
    expect(emails(sortSubscribers(list, { key: 'name', direction: 'descending' }))).toEqual([
      'bob@example.org',
      'cy@example.org',
      'dee@example.org',
      'Ann@example.org',
    ]);
  });

  it('sorts 100 000 subscribers and leaves the list it was given as it was', () => {
    const address = (n: number) => `s${String(n).padStart(6, '0')}@example.org`;
    const many = Array.from({ length: 100_000 }, (_, i) => subscriber(address((i * 7919) % 100_000), '', i));
    const before = many.slice(0, 3);
    const sorted = sortSubscribers(many, { key: 'email', direction: 'descending' });
    expect(emails(sorted.slice(0, 2))).toEqual([address(99_999), address(99_998)]);
    expect(sorted.every((s, i) => i === 0 || sorted[i - 1].subscriberEmail > s.subscriberEmail)).toBe(true);
    expect(many.slice(0, 3)).toEqual(before);
  });
});
