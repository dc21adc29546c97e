import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { formatCount } from '@listkeep/common/src/import';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** One newsletter on the Lists tab: its name, badges, description and counts. */
export function NewsletterCard({ newsletter, onOpenSettings }: { newsletter: Newsletter; onOpenSettings: () => void }) {
  const { overviewData } = newsletter;
  return (
    <article className="card stack-sm" data-testid="newsletter-card">
      <div className="row-between">
        <h2 className="card-title">{newsletterDisplayName(newsletter)}</h2>
        <div className="row" style={{ gap: 'var(--space-1)' }}>
          {newsletter.private && <Badge>Private</Badge>}
          {newsletter.blockSubscribes && <Badge>Subscribes blocked</Badge>}
        </div>
      </div>
      {newsletter.description ? (
        <p className="small muted clamp-2">{newsletter.description}</p>
      ) : (
        <p className="small faint">No description</p>
      )}
      <p className="small">
        <strong>{formatCount(overviewData?.totalSubscribers ?? 0)}</strong> subscribers ·{' '}
        <strong>{formatCount(overviewData?.totalEmails ?? 0)}</strong> emails
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={onOpenSettings}>
          Settings
        </Button>
      </div>
    </article>
  );
}
