import type { EmailLog } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { orderEmails } from './sort-emails';

const email = (id: string, subject: string, sentDate: string): EmailLog => ({
  id,
  newsletterID: 'n',
  subject,
  body: '',
  notes: '',
  sent: true,
  sentDate,
  sentTime: '',
  subscribes: 0,
  unsubscribes: 0,
  clicks: 0,
  createdAt: { seconds: 0, nanoseconds: 0 },
  sendProgress: null,
  recipients: null,
});

const log = [
  email('a', 'Easter', '2026-03-01'),
  email('b', 'advent', '2026-01-01'),
  email('c', 'Christmas', '2026-02-01'),
];
const ids = (emails: EmailLog[]) => emails.map((e) => e.id);

describe('orderEmails', () => {
  it('orders by sent date, latest first or earliest first', () => {
    expect(ids(orderEmails(log, { key: 'sent', direction: 'descending' }))).toEqual(['a', 'c', 'b']);
    expect(ids(orderEmails(log, { key: 'sent', direction: 'ascending' }))).toEqual(['b', 'c', 'a']);
  });

  it('orders by subject without regard to case, either way', () => {
    expect(ids(orderEmails(log, { key: 'subject', direction: 'ascending' }))).toEqual(['b', 'c', 'a']);
    expect(ids(orderEmails(log, { key: 'subject', direction: 'descending' }))).toEqual(['a', 'c', 'b']);
  });
});
