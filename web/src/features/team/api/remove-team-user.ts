import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function removeTeamUser(input: CallInput<'removeTeamUser'>) {
  return api.call('removeTeamUser', input);
}

/** A member or invite fewer frees a place of the plan's users: the table and the usage are refetched. */
export const useRemoveTeamUser = (config?: MutationConfig<typeof removeTeamUser>) =>
  useCallMutation(
    removeTeamUser,
    { onSuccess: invalidateDashboardItem('teamUsers'), onError: invalidateDashboardItem('teamUsers') },
    config,
  );
