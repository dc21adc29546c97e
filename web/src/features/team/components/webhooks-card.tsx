import type { WebhookEndpoint } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useWebhooks } from '../api/get-webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { TeamSettingCard } from './team-setting-card';
import { WebhookList } from './webhook-list';

interface WebhooksCardProps {
  teamID: string;
  tier: Tier | undefined;
  isOwner: boolean;
  canManage: boolean;
}

/** The team's webhook endpoints (docs/product.md §4 Webhooks): added, listed, watched and deleted by owners and admins. */
export function WebhooksCard({ teamID, tier, isOwner, canManage }: WebhooksCardProps) {
  const webhooks = useWebhooks(teamID, canManage);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <TeamSettingCard
      title="Webhooks"
      description="Tell your own tools when someone subscribes, unsubscribes or changes, and when an import finishes. Each event is POSTed to your endpoint, signed, and retried for up to three days if it fails."
      feature="webhooks"
      tier={tier}
      isOwner={isOwner}
      canManage={canManage}
      managersNote="The owner and admins manage the team's webhooks."
      action={
        <Button onClick={() => setCreating(true)} data-testid="webhook-create">
          Add endpoint
        </Button>
      }
      testId="webhooks"
    >
      {webhooks.isError ? (
        <LoadError title="The webhooks could not be loaded" onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data ? (
        <WebhookList webhooks={webhooks.data} onDelete={setDeleting} />
      ) : (
        <CenteredSpinner label="Loading webhooks" />
      )}
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} teamID={teamID} />
      <DeleteWebhookDialog webhook={deleting} teamID={teamID} onClose={() => setDeleting(null)} />
    </TeamSettingCard>
  );
}
