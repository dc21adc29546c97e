import type { CallInput } from '@listkeep/common/src/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile } from '@/lib/profile';

export function leaveTeam(input: CallInput<'leaveTeam'>) {
  return api.call('leaveTeam', input);
}

/** Leaving takes the team out of the profile, and the dashboard back to the user's own team. */
const invalidateLeftTeam = (client: QueryClient) =>
  Promise.all([invalidateProfile(client), invalidateDashboard(client)]);

export const useLeaveTeam = (config?: MutationConfig<typeof leaveTeam>) =>
  useCallMutation(leaveTeam, invalidateLeftTeam, config);
