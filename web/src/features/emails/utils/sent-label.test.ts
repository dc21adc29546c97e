import type { EmailLog } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { sentLabel, sortEmails } from './sent-label';

const email = (partial: Partial<EmailLog>): EmailLog => ({
  id: 'e',
  newsletterID: 'n',
  subject: 's',
  body: '',
  notes: '',
  sent: true,
  sentDate: '',
  sentTime: '',
  subscribes: 0,
  unsubscribes: 0,
  clicks: 0,
  createdAt: { seconds: 0, nanoseconds: 0 },
  sendProgress: null,
  recipients: null,
  ...partial,
});

describe('sentLabel', () => {
  it('reads the sent flag, date and time', () => {
    expect(sentLabel(email({ sent: false, sentDate: '2026-03-05' }))).toBe('Not sent');
    expect(sentLabel(email({}))).toBe('Sent');
    expect(sentLabel(email({ sentDate: '2026-03-05' }))).toBe('Mar 5, 2026');
    expect(sentLabel(email({ sentDate: '2026-03-05', sentTime: '09:30' }))).toBe('Mar 5, 2026, 9:30 AM');
  });
});

describe('sortEmails', () => {
  it('puts the latest sent first', () => {
    const list = [
      email({ id: 'a', sentDate: '2026-01-01' }),
      email({ id: 'b', sentDate: '2026-02-01', sentTime: '08:00' }),
      email({ id: 'c', sentDate: '2026-02-01', sentTime: '09:00' }),
    ];
    expect(sortEmails(list).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });
});
