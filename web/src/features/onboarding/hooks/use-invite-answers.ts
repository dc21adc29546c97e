import type { TeamInvite } from '@listkeep/common/src/entities';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useAnswerTeamInvite } from '@/lib/team-invites';
import { notify } from '@/lib/toast';

export interface InviteAnswers {
  /** The profile's invites not answered yet in this visit to the wizard. */
  invites: readonly TeamInvite[];
  busyTeam: string | null;
  /** Answers one invite; null when it failed, else whether none is left and whether any was accepted. */
  answer: (invite: TeamInvite, accept: boolean) => Promise<{ allAnswered: boolean; joined: boolean } | null>;
}

/**
 * The profile's pending invites, less those answered here. The profile is
 * the source (invites appear in it once the address is verified); the answers
 * hide an invite at once, before the refetched profile drops it too.
 */
export function useInviteAnswers(pending: readonly TeamInvite[]): InviteAnswers {
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [joined, setJoined] = useState(false);
  const mutation = useAnswerTeamInvite({
    onError: (error) => notify(errorMessage(error, TEAM_MESSAGES.inviteAnswerFailed), 'error'),
  });
  const invites = pending.filter((i) => !answered.has(i.teamID));

  const answer: InviteAnswers['answer'] = async (invite, accept) => {
    try {
      await mutation.mutateAsync({ teamID: invite.teamID, accept });
    } catch {
      return null;
    }
    setAnswered((done) => new Set(done).add(invite.teamID));
    setJoined(joined || accept);
    const remaining = invites.filter((i) => i.teamID !== invite.teamID);
    return { allAnswered: remaining.length === 0, joined: joined || accept };
  };

  return { invites, busyTeam: mutation.isPending ? mutation.variables.teamID : null, answer };
}
