import { WEBHOOK_EVENT_LABELS } from '@listkeep/common/src/webhooks';
import type { WebhookEndpoint } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { dayText } from '@/lib/day-text';
import { WebhookDeliveries } from './webhook-deliveries';

interface WebhookListProps {
  webhooks: WebhookEndpoint[];
  onDelete: (webhook: WebhookEndpoint) => void;
}

/** The team's endpoints, newest first, each with its delivery log to open. */
export function WebhookList({ webhooks, onDelete }: WebhookListProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (webhooks.length === 0) return <p className="small muted">No webhook endpoints yet.</p>;
  return (
    <ul className="team-setting-list" data-testid="webhook-list">
      {webhooks.map((webhook) => (
        <li key={webhook.id} className="stack-sm webhook-item" data-testid="webhook-row">
          <div className="team-setting-item webhook-head">
            <div className="stack-xs team-setting-main">
              <code className="team-setting-code">{webhook.url}</code>
              <span className="small muted">
                {webhook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
              </span>
              <span className="small muted">
                Added {dayText(webhook.createdAt)} by {webhook.createdBy}
              </span>
            </div>
            <div className="webhook-actions">
              <Button
                variant="secondary"
                aria-expanded={open === webhook.id}
                onClick={() => setOpen(open === webhook.id ? null : webhook.id)}
                data-testid="webhook-deliveries-toggle"
              >
                {open === webhook.id ? 'Hide deliveries' : 'Deliveries'}
              </Button>
              <Button variant="secondary" onClick={() => onDelete(webhook)} aria-label={`Delete ${webhook.url}`}>
                Delete
              </Button>
            </div>
          </div>
          {open === webhook.id && <WebhookDeliveries endpointID={webhook.id} />}
        </li>
      ))}
    </ul>
  );
}
