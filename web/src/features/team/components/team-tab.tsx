import { ReadOnlyNote } from '@/components/read-only-note';
import type { DashboardData, TeamUser } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { planFor, type Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useTeamUsers } from '../api/get-team-users';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';
import { teamDetailsKey } from '../utils/team-details';
import { ConsentRecordsCard } from './consent-records-card';
import { EditRoleDialog } from './edit-role-dialog';
import { InviteDialog } from './invite-dialog';
import { OwnerNote } from './owner-note';
import { RemoveUserDialog } from './remove-user-dialog';
import { TeamDetailsForm } from './team-details-form';
import { TeamSeats } from './team-seats';
import { TeamUsersTable } from './team-users-table';

interface TeamTabProps {
  data: DashboardData;
  tier: Tier;
  role: Role | null;
  isOwner: boolean;
}

/** The team's details and its people (docs/product.md §2, Team tab). */
export function TeamTab({ data, tier, role, isOwner }: TeamTabProps) {
  const selfEmail = useSession((s) => s.user?.email) ?? '';
  const { team, usage } = data;
  const users = useTeamUsers(team.id);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamUser | null>(null);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const canManage = can(role, 'manageTeam');
  const plan = planFor(tier);
  // Members and pending invitations together count against the plan's users.
  const remaining = Math.max(0, plan.maxUsers - usage.users);

  return (
    <div className="stack-lg" data-testid="tab-team">
      {!canManage && (
        <ReadOnlyNote>The owner and admins manage the team; you can see its details and members.</ReadOnlyNote>
      )}
      {/* Saved details that change (here or in another tab) start the form afresh. */}
      <TeamDetailsForm key={teamDetailsKey(team)} team={team} canEdit={canManage} />

      <Card className="stack">
        <div className="row-between">
          <h2 className="card-title">Members</h2>
          <Button onClick={() => setInviting(true)} disabled={!canManage || remaining === 0} data-testid="team-invite">
            Invite member
          </Button>
        </div>
        <TeamSeats plan={plan} remaining={remaining} isOwner={isOwner} />
        {users.isError ? (
          <LoadError title="The team's members could not be loaded" onRetry={() => void users.refetch()} />
        ) : users.data ? (
          <TeamUsersTable
            users={users.data}
            selfEmail={selfEmail}
            canManage={canManage}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        ) : (
          <CenteredSpinner label="Loading members" />
        )}
        {isOwner && <OwnerNote plan={plan} />}
      </Card>

      <ApiKeysCard teamID={team.id} tier={plan.tier} isOwner={isOwner} canManage={can(role, 'manageApiKeys')} />
      <WebhooksCard teamID={team.id} tier={plan.tier} isOwner={isOwner} canManage={can(role, 'manageWebhooks')} />

      <ConsentRecordsCard teamID={team.id} teamName={team.teamName} />

      <InviteDialog open={inviting} onOpenChange={setInviting} teamID={team.id} teamName={team.teamName} />
      <EditRoleDialog user={editing} teamID={team.id} onClose={() => setEditing(null)} />
      <RemoveUserDialog user={removing} teamID={team.id} teamName={team.teamName} onClose={() => setRemoving(null)} />
    </div>
  );
}
