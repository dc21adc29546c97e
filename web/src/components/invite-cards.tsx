import type { TeamInvite } from '@listkeep/common/src/entities';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface InviteCardsProps {
  invites: readonly TeamInvite[];
  busyTeam: string | null;
  onAnswer: (invite: TeamInvite, accept: boolean) => void;
}

/** A card per pending invitation with Accept and Decline; one answer at a time. */
export function InviteCards({ invites, busyTeam, onAnswer }: InviteCardsProps) {
  return (
    <div className="stack">
      <p className="muted small">You have been invited to join these teams. Accept to work on their newsletters.</p>
      {invites.map((invite) => (
        <Card key={invite.teamID} className="row-between" data-testid="invite-card">
          <div className="stack-sm" style={{ gap: 'var(--space-1)' }}>
            <strong>{invite.teamName}</strong>
            <span className="muted small">Invited by {invite.inviterName || 'a team owner'}</span>
          </div>
          <div className="row">
            <Button variant="secondary" size="sm" disabled={busyTeam !== null} onClick={() => onAnswer(invite, false)}>
              Decline
            </Button>
            <Button
              size="sm"
              loading={busyTeam === invite.teamID}
              disabled={busyTeam !== null}
              onClick={() => onAnswer(invite, true)}
            >
              Accept
            </Button>
          </div>
        </Card>
      ))}
    </div>
  );
}
