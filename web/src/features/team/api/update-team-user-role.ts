import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { TEAM_USERS_CHANGED } from './get-team-users';

export function updateTeamUserRole(input: CallInput<'updateTeamUserRole'>) {
  return api.call('updateTeamUserRole', input);
}

export const useUpdateTeamUserRole = (config?: MutationConfig<typeof updateTeamUserRole>) =>
  useCallMutation(updateTeamUserRole, TEAM_USERS_CHANGED, config);
