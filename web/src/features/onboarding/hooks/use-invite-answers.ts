import type { TeamInvite } from '@listkeep/common/src/entities';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useAnswerTeamInvite } from '@/lib/team-invites';
import { notify } from '@/lib/toast';

export interface InviteAnswers {
  /** The invites not answered yet in this visit to the wizard. */
  invites: readonly TeamInvite[];
  busyTeam: string | null;
  /** Answers one invite; null when it failed, else whether none is left and whether any was accepted. */
  answer: (invite: TeamInvite, accept: boolean) => Promise<{ allAnswered: boolean; joined: boolean } | null>;
}

/** The invites of the profile as the wizard found them, removed one by one as the user answers them. */
export function useInviteAnswers(initial: readonly TeamInvite[]): InviteAnswers {
  const [invites, setInvites] = useState(initial);
  const [joined, setJoined] = useState(false);
  const mutation = useAnswerTeamInvite({
    onError: (error) => notify(errorMessage(error, TEAM_MESSAGES.inviteAnswerFailed), 'error'),
  });

  const answer: InviteAnswers['answer'] = async (invite, accept) => {
    try {
      await mutation.mutateAsync({ teamID: invite.teamID, accept });
    } catch {
      return null;
    }
    const remaining = invites.filter((i) => i.teamID !== invite.teamID);
    setInvites(remaining);
    setJoined(joined || accept);
    return { allAnswered: remaining.length === 0, joined: joined || accept };
  };

  return { invites, busyTeam: mutation.isPending ? mutation.variables.teamID : null, answer };
}
