import type { CallInput } from '@listkeep/common/src/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateOverview } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile } from '@/lib/profile';

export function updateTeam(input: CallInput<'updateTeam'>) {
  return api.call('updateTeam', input);
}

/** The team's name shows on the dashboard and in the profile's teams. */
const invalidateTeam = (client: QueryClient) => Promise.all([invalidateOverview(client), invalidateProfile(client)]);

export const useUpdateTeam = (config?: MutationConfig<typeof updateTeam>) =>
  useCallMutation(updateTeam, invalidateTeam, config);
