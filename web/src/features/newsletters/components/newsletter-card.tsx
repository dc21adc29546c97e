import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { READ_ONLY_LIST_BADGE } from '@listkeep/common/src/plan-cutoff';
import { Count } from '@/components/count';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import '../newsletters.css';

/** One newsletter on the Lists tab: its name, badges, description and counts. */
export function NewsletterCard({ newsletter, onOpenSettings }: { newsletter: Newsletter; onOpenSettings: () => void }) {
  const { overviewData } = newsletter;
  return (
    <article className="card stack-sm" data-testid="newsletter-card">
      <div className="row-between">
        <h2 className="card-title">{newsletterDisplayName(newsletter)}</h2>
        <div className="row" style={{ gap: 'var(--space-1)' }}>
          {newsletter.readOnly && (
            <span data-testid="read-only-list-badge">
              <Badge tone="warning">{READ_ONLY_LIST_BADGE}</Badge>
            </span>
          )}
          {newsletter.private && <Badge>Private</Badge>}
          {newsletter.blockSubscribes && <Badge>Subscribes blocked</Badge>}
        </div>
      </div>
      {newsletter.description ? (
        <p className="small muted clamp-2">{newsletter.description}</p>
      ) : (
        <p className="small faint">No description</p>
      )}
      <p className="small" data-testid="newsletter-card-counts">
        <Count n={overviewData?.totalSubscribers ?? 0} noun="subscriber" /> ·{' '}
        <Count n={overviewData?.totalEmails ?? 0} noun="email" />
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onOpenSettings}>
          Settings
        </Button>
      </div>
    </article>
  );
}
