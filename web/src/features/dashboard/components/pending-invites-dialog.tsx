import type { TeamInvite } from '@listkeep/common/src/entities';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { InviteCards } from '@/components/invite-cards';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { useProfile } from '@/lib/profile';
import { useAnswerTeamInvite } from '@/lib/team-invites';
import { notify } from '@/lib/toast';

/**
 * The pending team invitations (docs/product.md §4, Team invite): open while
 * the profile has any, until the user closes it for this visit. Each answer
 * reloads the profile, so the dialog closes by itself after the last one.
 */
export function PendingInvitesDialog({ onJoined }: { onJoined: () => void }) {
  const invites = useProfile().data?.teamInvites ?? [];
  const [closed, setClosed] = useState(false);
  const answer = useAnswerTeamInvite({
    onError: (error) => notify(errorMessage(error, TEAM_MESSAGES.inviteAnswerFailed), 'error'),
  });
  // The answered invite leaves the refetched profile before this runs, so it is told here what it answered.
  const respond = (invite: TeamInvite, accept: boolean) =>
    answer.mutate(
      { teamID: invite.teamID, accept },
      {
        onSuccess: () => {
          notify(accept ? TEAM_MESSAGES.joinedTeam(invite.teamName) : TEAM_MESSAGES.inviteDeclined, 'success');
          if (accept) onJoined();
        },
      },
    );

  return (
    <Dialog
      open={invites.length > 0 && !closed}
      onOpenChange={(open) => !open && setClosed(true)}
      title="Pending team invitations"
      testId="pending-invites-dialog"
    >
      <InviteCards invites={invites} busyTeam={answer.isPending ? answer.variables.teamID : null} onAnswer={respond} />
    </Dialog>
  );
}
