import { emailKey } from '@listkeep/common/src/email';
import type { Team } from '@listkeep/common/src/entities';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';

/**
 * Whether the signed-in person owns `team`, the one who can change its plan:
 * by their role in the profile's active team, or by the team's owner address
 * while the profile speaks of another team.
 */
export function useIsTeamOwner(team: Team | undefined): boolean {
  const email = useSession((s) => s.user?.email);
  const active = useProfile().data?.activeTeam;
  if (!team) return false;
  if (active?.teamID === team.id && active.role === 'owner') return true;
  return !!email && emailKey(email) === emailKey(team.ownerEmail);
}
