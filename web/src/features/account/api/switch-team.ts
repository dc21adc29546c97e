import { api } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { storeProfile } from '@/lib/profile';

export function switchTeam(latestTeamID: string) {
  return api.call('setProfile', { latestTeamID });
}

/** The answer is the profile with its new active team; the dashboard then opens on that team. */
export const useSwitchTeam = (config?: MutationConfig<typeof switchTeam>) =>
  useCallMutation(
    switchTeam,
    async (client, answer) => {
      storeProfile(client, answer.profile);
      await invalidateDashboard(client);
    },
    config,
  );
