import type { EmailLog } from '@listkeep/common/src/entities';
import { Badge } from '@/components/ui/badge';
import { StackedTable } from '@/components/ui/stacked-table';
import { ariaSort } from '@/lib/sort';
import { sentLabel } from '../utils/sent-label';
import type { EmailSort, EmailSortKey } from '../utils/sort-emails';
import '../emails.css';

interface EmailsTableProps {
  emails: readonly EmailLog[];
  /** Newsletter names by id; a missing one was deleted. */
  listNames: ReadonlyMap<string, string>;
  onOpen: (email: EmailLog) => void;
  sort: EmailSort;
  onSort: (key: EmailSortKey) => void;
}

export function EmailsTable({ emails, listNames, onOpen, sort, onSort }: EmailsTableProps) {
  const sortable = (key: EmailSortKey, label: string) => ({
    label,
    direction: ariaSort(sort, key),
    onSort: () => onSort(key),
  });
  return (
    <StackedTable
      columns={[sortable('subject', 'Subject'), 'List', sortable('sent', 'Sent')]}
      hover
      testId="emails-table"
    >
      {emails.map((email) => (
        <tr key={email.id} data-testid="email-row">
          <td data-label="Subject">
            <button type="button" className="btn-link row-link" onClick={() => onOpen(email)}>
              {email.subject}
            </button>
          </td>
          <td data-label="List">{listNames.get(email.newsletterID) ?? <span className="faint">Deleted list</span>}</td>
          <td data-label="Sent">
            {email.sent ? (
              sentLabel(email)
            ) : email.sendProgress ? (
              <Badge>{`Sending: ${email.sendProgress.marked} of ${email.sendProgress.batches}`}</Badge>
            ) : (
              <Badge>Not sent</Badge>
            )}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
