import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfileAndDashboard } from '@/lib/profile';

export function leaveTeam(input: CallInput<'leaveTeam'>) {
  return api.call('leaveTeam', input);
}

/** Leaving takes the team out of the profile, and the dashboard back to the user's own team. */
export const useLeaveTeam = (config?: MutationConfig<typeof leaveTeam>) =>
  useCallMutation(leaveTeam, invalidateProfileAndDashboard, config);
