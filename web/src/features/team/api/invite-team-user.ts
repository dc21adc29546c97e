import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function inviteTeamUser(input: CallInput<'inviteTeamUser'>) {
  return api.call('inviteTeamUser', input);
}

/** A new invite joins the users table and the plan usage; a refusal (409, 402) may mean the table moved on. */
export const useInviteTeamUser = (config?: MutationConfig<typeof inviteTeamUser>) =>
  useCallMutation(
    inviteTeamUser,
    { onSuccess: invalidateDashboardItem('teamUsers'), onError: invalidateDashboardItem('teamUsers') },
    config,
  );
