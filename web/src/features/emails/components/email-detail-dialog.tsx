import { formatCount } from '@listkeep/common/src/count-text';
import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFooterShortIDs } from '../api/use-footer-short-ids';
import { sendProgressLabel, sentLabel } from '../utils/sent-label';
import { trackedFooter } from '../utils/tracked-footer';
import { EmailFooter } from './email-footer';
import { TrackedLinks } from './tracked-links';
import '@/components/ui/dialog.css';
import '../emails.css';

interface EmailDetailDialogProps {
  email: EmailLog | null;
  teamID: string;
  /** The team's plan, which decides what is counted against the email and whether its footer is the custom one. */
  tier: Tier | undefined;
  isOwner: boolean;
  publicOrgName: string;
  listName: string;
  /** The email's list; absent when it was deleted. */
  newsletter?: Newsletter;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  canCopy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
  onSend: () => void;
}

export function EmailDetailDialog({
  email,
  teamID,
  tier,
  isOwner,
  publicOrgName,
  listName,
  newsletter,
  onOpenChange,
  canEdit,
  canCopy,
  onEdit,
  onDelete,
  onCopy,
  onSend,
}: EmailDetailDialogProps) {
  const footerShortIDs = useFooterShortIDs(email);
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
            {email.sendProgress && (
              <>
                <dt>Batches</dt>
                <dd data-testid="email-send-progress">{sendProgressLabel(email)}</dd>
              </>
            )}
            {planHas(tier, 'trackSubscribers') && (
              <>
                <dt>Subscribes</dt>
                <dd>{formatCount(email.subscribes ?? 0)}</dd>
                <dt>Unsubscribes</dt>
                <dd>{formatCount(email.unsubscribes ?? 0)}</dd>
              </>
            )}
            {planHas(tier, 'trackClicks') && (
              <>
                <dt>Clicks</dt>
                <dd>{formatCount(email.clicks ?? 0)}</dd>
              </>
            )}
            {email.notes && (
              <>
                <dt>Notes</dt>
                <dd className="pre-wrap">{email.notes}</dd>
              </>
            )}
          </dl>
          <UncountedNote tier={tier} isOwner={isOwner} />
          <div className="email-body pre-wrap">{email.body || <span className="faint">No body saved.</span>}</div>
          <EmailFooter
            html={trackedFooter(tier, newsletter, footerShortIDs, publicOrgName)}
            hint="Paste it at the end of this email. Its links are this email’s own."
          />
          <TrackedLinks key={email.id} email={email} teamID={teamID} tier={tier} isOwner={isOwner} canEdit={canEdit} />
          <div className="dialog-footer">
            <Button variant="danger" onClick={onDelete} disabled={!canEdit}>
              Delete
            </Button>
            <Button variant="secondary" onClick={onCopy} disabled={!canCopy}>
              Copy recipients
            </Button>
            <Button variant="secondary" onClick={onEdit} disabled={!canEdit}>
              Edit
            </Button>
            <Button onClick={onSend} disabled={!canEdit || !canCopy || !newsletter}>
              Send
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** What the plan does not count against an email, and why (docs/product.md §6). */
function UncountedNote({ tier, isOwner }: { tier: Tier | undefined; isOwner: boolean }) {
  const missing = (['trackSubscribers', 'trackClicks'] as const).filter((feature) => !planHas(tier, feature));
  return missing.map((feature) => (
    <PlanFeatureNote key={feature} feature={feature} tier={tier} isOwner={isOwner} testId={`email-no-${feature}`} />
  ));
}
