import type { EmailLog } from '@listkeep/common/src/entities';
import { sortByKey, textSortKey, type Sort } from '@/lib/sort';
import { sortEmails } from './sent-label';

/** The email log's sortable columns: subject and sent date. */
export type EmailSortKey = 'subject' | 'sent';
export type EmailSort = Sort<EmailSortKey>;

/** Latest sent first, as the log opens. */
export const DEFAULT_EMAIL_SORT: EmailSort = { key: 'sent', direction: 'descending' };
/** The direction a column starts in when its header is clicked. */
export const FIRST_EMAIL_DIRECTION = { subject: 'ascending', sent: 'descending' } as const;

/** The entries in the log's order; equal subjects keep the latest sent first. */
export function orderEmails<T extends EmailLog>(emails: readonly T[], sort: EmailSort): T[] {
  const latestFirst = sortEmails(emails);
  if (sort.key === 'sent') return sort.direction === 'descending' ? latestFirst : latestFirst.reverse();
  const bySubject = sortByKey(latestFirst, (e) => textSortKey(e.subject));
  return sort.direction === 'ascending' ? bySubject : bySubject.reverse();
}
