import type { ApiKey } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { TeamSettingCard } from './team-setting-card';

interface ApiKeysCardProps {
  teamID: string;
  tier: Tier | undefined;
  isOwner: boolean;
  canManage: boolean;
}

/** The team's API keys (docs/product.md §4 API keys): made, listed and revoked by owners and admins. */
export function ApiKeysCard({ teamID, tier, isOwner, canManage }: ApiKeysCardProps) {
  const keys = useApiKeys(teamID, canManage);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <TeamSettingCard
      title="API keys"
      description={
        <>
          Let your own tools read your lists and email log, and add or update subscribers, through the{' '}
          <Link to={paths.apiDocs}>REST API</Link>. A read key can only read. A key works until it is revoked, or until
          the person who made it is no longer an owner or admin here.
        </>
      }
      feature="apiKeys"
      tier={tier}
      isOwner={isOwner}
      canManage={canManage}
      managersNote="The owner and admins manage the team's API keys."
      action={
        <Button onClick={() => setCreating(true)} data-testid="api-key-create">
          Create key
        </Button>
      }
      testId="api-keys"
    >
      {keys.isError ? (
        <LoadError title="The API keys could not be loaded" onRetry={() => void keys.refetch()} />
      ) : keys.data ? (
        <ApiKeyList keys={keys.data} onRevoke={setRevoking} />
      ) : (
        <CenteredSpinner label="Loading API keys" />
      )}
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} teamID={teamID} />
      <RevokeApiKeyDialog apiKey={revoking} teamID={teamID} onClose={() => setRevoking(null)} />
    </TeamSettingCard>
  );
}
