import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function updateTeamUserRole(input: CallInput<'updateTeamUserRole'>) {
  return api.call('updateTeamUserRole', input);
}

export const useUpdateTeamUserRole = (config?: MutationConfig<typeof updateTeamUserRole>) =>
  useCallMutation(
    updateTeamUserRole,
    { onSuccess: invalidateDashboardItem('teamUsers'), onError: invalidateDashboardItem('teamUsers') },
    config,
  );
