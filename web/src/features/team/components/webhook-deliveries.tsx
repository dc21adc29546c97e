import type { Timestamp, WebhookDelivery } from '@listkeep/common/src/entities';
import type { WebhookDeliveryState } from '@listkeep/common/src/webhooks';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhook-deliveries';

const STATE_TEXT: Record<WebhookDeliveryState, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  retrying: 'Will retry',
  delivered: 'Delivered',
  failed: 'Failed',
};

const STATE_TONE: Record<WebhookDeliveryState, 'neutral' | 'success' | 'warning'> = {
  pending: 'neutral',
  sending: 'neutral',
  retrying: 'warning',
  delivered: 'success',
  failed: 'warning',
};

const timeText = (ts: Timestamp) => new Date(ts.seconds * 1000).toLocaleString();

/** An endpoint's latest deliveries: event, time, state, attempts, the last answer, and Send again. */
export function WebhookDeliveries({ endpointID }: { endpointID: string }) {
  const deliveries = useWebhookDeliveries(endpointID);
  const resend = useResendWebhookDelivery(endpointID, {
    onSuccess: () => notify('Sent again.', 'success'),
    onError: (error) => notify(errorMessage(error, 'The delivery could not be sent again. Please try again.'), 'error'),
  });
  if (deliveries.isError)
    return <LoadError title="The deliveries could not be loaded" onRetry={() => void deliveries.refetch()} />;
  if (!deliveries.data) return <CenteredSpinner label="Loading deliveries" />;
  if (deliveries.data.length === 0) return <p className="small muted">Nothing sent yet.</p>;
  return (
    <ul className="team-setting-list webhook-deliveries" data-testid="webhook-deliveries">
      {deliveries.data.map((delivery: WebhookDelivery) => (
        <li key={delivery.id} className="team-setting-item" data-testid="webhook-delivery-row">
          <div className="stack-xs team-setting-main">
            <div className="team-setting-title">
              <code className="team-setting-code">{delivery.type}</code>
              <Badge tone={STATE_TONE[delivery.state]}>{STATE_TEXT[delivery.state]}</Badge>
            </div>
            <span className="small muted">
              {timeText(delivery.createdAt)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
              {delivery.status !== null && ` · HTTP ${delivery.status}`}
              {delivery.nextAttemptAt && delivery.state === 'retrying' && ` · next ${timeText(delivery.nextAttemptAt)}`}
            </span>
            {delivery.answer && (
              <code className="team-setting-code webhook-answer">{delivery.answer.slice(0, 200)}</code>
            )}
          </div>
          <Button
            variant="secondary"
            onClick={() => resend.mutate({ id: delivery.id })}
            disabled={resend.isPending}
            aria-label={`Send ${delivery.type} of ${timeText(delivery.createdAt)} again`}
            data-testid="webhook-delivery-resend"
          >
            Send again
          </Button>
        </li>
      ))}
    </ul>
  );
}
