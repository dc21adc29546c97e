import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { TEAM_USERS_CHANGED } from './get-team-users';

export function removeTeamUser(input: CallInput<'removeTeamUser'>) {
  return api.call('removeTeamUser', input);
}

export const useRemoveTeamUser = (config?: MutationConfig<typeof removeTeamUser>) =>
  useCallMutation(removeTeamUser, TEAM_USERS_CHANGED, config);
