import type { ListSource, Newsletter } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { sourcesQueryOptions } from '../api/get-newsletter-sources';
import { AddSourceForm } from './add-source-form';
import { DeleteSourceDialog } from './delete-source-dialog';
import { RenameSourceDialog } from './rename-source-dialog';
import { SourceItem } from './source-item';
import '@/components/read-only-note.css';
import '../newsletters.css';

interface SourcesCardProps {
  newsletter: Newsletter;
  tier: Tier | undefined;
  isOwner: boolean;
  /** The role may make, rename and delete sources (manageNewsletters) and the list is not read-only. */
  canEdit: boolean;
}

/**
 * The list's sources (docs/product.md §4 Sources): a subscribe link and QR
 * code for each place the list is shared, with the sign-ups each brought.
 */
export function SourcesCard({ newsletter, tier, isOwner, canEdit }: SourcesCardProps) {
  const planAllows = planHas(tier, 'trackLinks');
  const query = useQuery(sourcesQueryOptions(newsletter.id));
  const [renaming, setRenaming] = useState<ListSource | null>(null);
  const [deleting, setDeleting] = useState<ListSource | null>(null);
  const sources = query.data?.sources ?? [];

  return (
    <Card className="stack" data-testid="sources-card">
      <div className="stack-xs">
        <h2 className="card-title">Sources</h2>
        <p className="small muted">
          A subscribe link and QR code for each place you share this list: a flyer, an event, your website. Sign-ups
          confirmed through each are counted by week; nothing is kept about who opened a link.
        </p>
      </div>
      {newsletter.blockSubscribes && (
        <p className="read-only-note" data-testid="sources-blocked-note">
          <strong>New subscribes are blocked.</strong> The sources’ links take nobody until you turn it off above.
        </p>
      )}
      {canEdit &&
        (planAllows ? (
          <AddSourceForm newsletterID={newsletter.id} full={sources.length >= MAX.sourcesPerList} />
        ) : (
          <PlanFeatureNote feature="trackLinks" tier={tier} isOwner={isOwner} testId="sources-upgrade" />
        ))}
      {query.isError ? (
        <p className="small muted" role="alert">
          The sources could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : query.isPending ? (
        <Spinner size="sm" label="Loading sources" />
      ) : sources.length === 0 ? (
        (planAllows || !canEdit) && <p className="small muted">No sources yet.</p>
      ) : (
        <>
          {!planAllows && (
            <p className="small muted" data-testid="sources-not-counted">
              Their links still subscribe people, but sign-ups through them are not counted on this plan.
            </p>
          )}
          <ul className="source-list">
            {sources.map((source) => (
              <SourceItem
                key={source.id}
                source={source}
                weeks={query.data.weeks}
                newsletter={newsletter}
                canRename={canEdit && planAllows}
                canDelete={canEdit}
                onRename={setRenaming}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        </>
      )}
      <RenameSourceDialog source={renaming} onClose={() => setRenaming(null)} />
      <DeleteSourceDialog source={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
