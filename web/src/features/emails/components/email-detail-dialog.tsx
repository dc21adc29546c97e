import type { EmailLog } from '@listkeep/common/src/entities';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { sentLabel } from '../utils/sent-label';

interface EmailDetailDialogProps {
  email: EmailLog | null;
  listName: string;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  canCopy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
}

export function EmailDetailDialog({
  email,
  listName,
  onOpenChange,
  canEdit,
  canCopy,
  onEdit,
  onDelete,
  onCopy,
}: EmailDetailDialogProps) {
  return (
    <Dialog
      open={email !== null}
      onOpenChange={onOpenChange}
      title={email?.subject ?? ''}
      size="lg"
      testId="email-detail-dialog"
    >
      {email && (
        <div className="stack">
          <dl className="detail-list">
            <dt>List</dt>
            <dd>{listName}</dd>
            <dt>Sent</dt>
            <dd>{email.sent ? sentLabel(email) : <Badge>Not sent</Badge>}</dd>
            <dt>Subscribes</dt>
            <dd>{email.subscribes ?? 0}</dd>
            <dt>Unsubscribes</dt>
            <dd>{email.unsubscribes ?? 0}</dd>
            {email.notes && (
              <>
                <dt>Notes</dt>
                <dd className="pre-wrap">{email.notes}</dd>
              </>
            )}
          </dl>
          <div className="email-body pre-wrap">{email.body || <span className="faint">No body saved.</span>}</div>
          <div className="dialog-footer">
            <Button variant="danger" onClick={onDelete} disabled={!canEdit}>
              Delete
            </Button>
            <Button variant="secondary" onClick={onCopy} disabled={!canCopy}>
              Copy recipients
            </Button>
            <Button onClick={onEdit} disabled={!canEdit}>
              Edit
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
