import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { EmailLog } from '@listkeep/common/src/entities';

/** "Mar 5, 2026, 9:30 AM", "Mar 5, 2026", or "Not sent"; the date and time are local as the user typed them. */
export function sentLabel(email: Pick<EmailLog, 'sent' | 'sentDate' | 'sentTime'>): string {
  if (!email.sent) return 'Not sent';
  if (!email.sentDate) return 'Sent';
  const [y, m, d] = email.sentDate.split('-').map(Number);
  const [hh, mm] = email.sentTime ? email.sentTime.split(':').map(Number) : [0, 0];
  const date = new Date(y, m - 1, d, hh, mm);
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    ...(email.sentTime ? { timeStyle: 'short' as const } : {}),
  }).format(date);
}

/** Newest first: by sent date and time, unsent and undated ones by when they were logged. */
export function sortEmails<T extends EmailLog>(emails: readonly T[]): T[] {
  const key = (e: EmailLog) => `${e.sentDate || '0000-00-00'}T${e.sentTime || '00:00'}`;
  return [...emails].sort((a, b) => {
    const byDate = key(b).localeCompare(key(a));
    return byDate !== 0 ? byDate : (b.createdAt?.seconds ?? 0) - (a.createdAt?.seconds ?? 0);
  });
}

/** "3 of 24 batches sent, to 150 recipients": a send in batches under way or done. */
export function sendProgressLabel(email: Pick<EmailLog, 'sendProgress' | 'recipients'>): string {
  if (!email.sendProgress) return '';
  const { marked, batches } = email.sendProgress;
  const to = email.recipients !== null ? `, to ${countText(email.recipients, 'recipient')}` : '';
  return `${formatCount(marked)} of ${countText(batches, 'batch', 'batches')} sent${to}`;
}
