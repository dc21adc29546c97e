import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { TEAM_USERS_CHANGED } from './get-team-users';

export function inviteTeamUser(input: CallInput<'inviteTeamUser'>) {
  return api.call('inviteTeamUser', input);
}

export const useInviteTeamUser = (config?: MutationConfig<typeof inviteTeamUser>) =>
  useCallMutation(inviteTeamUser, TEAM_USERS_CHANGED, config);
