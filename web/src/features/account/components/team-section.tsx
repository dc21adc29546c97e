import type { Profile } from '@listkeep/common/src/entities';
import { INVITATION_MESSAGES } from '@listkeep/common/src/invitation';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useCreateOwnTeam } from '@/lib/own-team';
import { notify } from '@/lib/toast';
import { useVerificationRefresh } from '@/lib/use-verification-refresh';
import { useLeaveTeam } from '../api/leave-team';
import { useSwitchTeam } from '../api/switch-team';
import { roleStatement } from '../utils/role-statement';

interface TeamSectionProps {
  profile: Profile;
  emailVerified: boolean;
}

/**
 * The team the app works in, the user's role in it, and leaving it
 * (docs/product.md §2, Account page). Switching waits for a verified address
 * (§5, team switcher); the owner cannot leave their team.
 */
export function TeamSection({ profile, emailVerified }: TeamSectionProps) {
  const [confirmLeave, setConfirmLeave] = useState(false);
  // The verification link is usually followed in another tab: the selector opens up on coming back.
  useVerificationRefresh(!emailVerified);
  const active = profile.activeTeam;
  const switchTeam = useSwitchTeam({
    onSuccess: () => notify(TEAM_MESSAGES.teamChanged, 'success'),
    onError: () => notify(TEAM_MESSAGES.changeTeamFailed, 'error'),
  });
  const leave = useLeaveTeam({
    onSuccess: () => {
      setConfirmLeave(false);
      notify(TEAM_MESSAGES.leftTeam, 'success');
    },
    onError: () => {
      setConfirmLeave(false);
      notify(TEAM_MESSAGES.leaveFailed, 'error');
    },
  });
  const ownTeam = useCreateOwnTeam({ onError: () => notify(INVITATION_MESSAGES.ownTeamFailed, 'error') });
  const statement = roleStatement(active?.role, active?.teamName);
  const canLeave = !!active && active.role !== 'owner';

  if (profile.teams.length === 0) {
    return (
      <Card className="stack">
        <h2 className="card-title">Team</h2>
        <p data-testid="role-statement">You are not in a team right now.</p>
        <div>
          <Button loading={ownTeam.isPending} onClick={() => ownTeam.mutate()} data-testid="create-own-team">
            Create my own newsletter
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="stack">
      <h2 className="card-title">Team</h2>
      <SelectField
        label="Working in"
        value={active?.teamID ?? ''}
        disabled={!emailVerified || profile.teams.length < 2 || switchTeam.isPending}
        onChange={(e) => switchTeam.mutate({ latestTeamID: e.target.value })}
        data-testid="team-select"
      >
        {profile.teams.map((team) => (
          <option key={team.teamID} value={team.teamID}>
            {team.teamName}
          </option>
        ))}
      </SelectField>
      {!emailVerified ? (
        <p className="small muted" data-testid="team-select-note">
          {TEAM_MESSAGES.verifyToSwitch}
        </p>
      ) : (
        profile.teams.length < 2 && (
          <p className="small muted" data-testid="team-select-note">
            Teams that invite you appear here once you accept.
          </p>
        )
      )}
      {statement && <p data-testid="role-statement">{statement}.</p>}
      {canLeave && (
        <div>
          <Button variant="secondary" onClick={() => setConfirmLeave(true)} data-testid="leave-team">
            Leave Team
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={`Leave ${active?.teamName ?? 'the team'}?`}
        description="You lose access to its newsletters at once. To come back, a team admin has to invite you again."
        confirmLabel="Leave Team"
        busy={leave.isPending}
        onConfirm={() => active && leave.mutate({ teamID: active.teamID })}
        testId="leave-team-dialog"
      />
    </Card>
  );
}
