import type { EmailLog, TrackedLink } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { trackedLinksQueryOptions } from '../api/get-tracked-links';
import { DeleteTrackedLinkDialog } from './delete-tracked-link-dialog';
import { TrackedLinkForm } from './tracked-link-form';
import { TrackedLinkList } from './tracked-link-list';

interface TrackedLinksProps {
  email: EmailLog;
  teamID: string;
  tier: Tier | undefined;
  isOwner: boolean;
  /** The role may create and delete them (sendEmails). */
  canEdit: boolean;
}

/**
 * Links to the sender's own pages, counted per link and against the email.
 * The tracked address is what goes into the email; the URL is where it leads.
 */
export function TrackedLinks({ email, teamID, tier, isOwner, canEdit }: TrackedLinksProps) {
  const planAllows = planHas(tier, 'trackLinks');
  const query = useQuery(trackedLinksQueryOptions(email.id));
  const titleId = useId();
  const [deleting, setDeleting] = useState<TrackedLink | null>(null);
  const links = query.data?.links ?? [];

  return (
    <section className="stack-sm" data-testid="tracked-links" aria-labelledby={titleId}>
      <h3 className="field-label" id={titleId}>
        Tracked links
      </h3>
      {query.isError ? (
        <p className="small muted" role="alert">
          The tracked links could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : query.isPending ? (
        <Spinner size="sm" label="Loading tracked links" />
      ) : links.length === 0 ? (
        // Beside the upgrade note, an empty list says nothing more.
        (planAllows || !canEdit) && <p className="small muted">No tracked links yet.</p>
      ) : (
        <TrackedLinkList links={links} canEdit={canEdit} onDelete={setDeleting} />
      )}

      {canEdit &&
        (planAllows ? (
          <TrackedLinkForm email={email} teamID={teamID} full={links.length >= MAX.trackedLinksPerEmail} />
        ) : (
          <PlanFeatureNote feature="trackLinks" tier={tier} isOwner={isOwner} testId="tracked-links-upgrade" />
        ))}

      <DeleteTrackedLinkDialog link={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
