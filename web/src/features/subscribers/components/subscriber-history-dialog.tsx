import { consentSourceText } from '@listkeep/common/src/consent-sources';
import { formatCount } from '@listkeep/common/src/count-text';
import type { Subscriber, SubscriberHistoryEvent } from '@listkeep/common/src/entities';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { useQuery } from '@tanstack/react-query';
import { ConsentEvent } from '@/components/consent-event';
import { LoadError } from '@/components/load-error';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Address } from '@/components/ui/address';
import { Dialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { subscriberHistoryQueryOptions } from '../api/get-subscriber-history';
import '@/components/consent-event.css';

interface SubscriberHistoryDialogProps {
  /** Whose history is open; null when closed. */
  subscriber: Subscriber | null;
  onClose: () => void;
  tier: Tier | undefined;
  isOwner: boolean;
}

/** Every opt-in and opt-out of the subscriber's address in this team, newest first (docs/product.md §7). */
export function SubscriberHistoryDialog({ subscriber, onClose, tier, isOwner }: SubscriberHistoryDialogProps) {
  return (
    <Dialog
      open={subscriber !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Subscriber history"
      description={subscriber && <Address>{subscriber.subscriberEmail}</Address>}
      size="lg"
      testId="subscriber-history-dialog"
    >
      {subscriber &&
        (planHas(tier, 'auditHistory') ? (
          <HistoryTimeline id={subscriber.id} />
        ) : (
          <PlanFeatureNote feature="auditHistory" tier={tier} isOwner={isOwner} testId="history-not-on-plan" />
        ))}
    </Dialog>
  );
}

function HistoryTimeline({ id }: { id: string }) {
  const query = useQuery(subscriberHistoryQueryOptions(id));
  if (query.isError) return <LoadError title="The history could not be loaded" onRetry={() => void query.refetch()} />;
  if (!query.data) return <CenteredSpinner label="Loading the history" />;
  const { events, more } = query.data;
  if (events.length === 0) return <p className="muted">No subscribes or unsubscribes recorded for this address.</p>;
  return (
    <div className="stack-sm">
      <ol className="history-list" data-testid="history-events">
        {events.map((event, i) => (
          <HistoryEvent key={i} event={event} />
        ))}
      </ol>
      {more && (
        <p className="small muted" data-testid="history-more">
          Showing the latest {formatCount(events.length)} events; older ones are kept on record.
        </p>
      )}
    </div>
  );
}

function HistoryEvent({ event }: { event: SubscriberHistoryEvent }) {
  return (
    <ConsentEvent
      at={new Date(event.at.seconds * 1000 + event.at.nanoseconds / 1e6)}
      action={event.action}
      listName={event.newsletterName}
      kind={event.kind}
    >
      {consentSourceText(event.source)}
    </ConsentEvent>
  );
}
