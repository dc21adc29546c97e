import { DELETE_ACCOUNT_MESSAGES } from '@listkeep/common/src/account-deletion';
import { Button } from '@/components/ui/button';
import { dismissSessionEnd, useSession, type SessionEnd } from '@/lib/session';

const TEXT: Record<SessionEnd, string> = {
  accountDeleted: DELETE_ACCOUNT_MESSAGES.deleted,
};

/** Why this tab was signed out, when the server ended its session (docs/product.md §4, Live profile watch). */
export function SessionEndedNotice() {
  const ended = useSession((s) => s.ended);
  if (!ended) return null;
  return (
    <div className="container session-ended">
      <div className="banner banner-info" role="status" data-testid="session-ended-notice">
        <span>{TEXT[ended]}</span>
        <Button size="sm" variant="secondary" onClick={dismissSessionEnd}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
