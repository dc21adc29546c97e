import { invalidateDashboard } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { setProfile, storeProfile } from '@/lib/profile';

/** Switches the team the app works in: the answer is the profile with its new active team, and the dashboard opens on it. */
export const useSwitchTeam = (config?: MutationConfig<typeof setProfile>) =>
  useCallMutation(
    setProfile,
    async (client, answer) => {
      storeProfile(client, answer.profile);
      await invalidateDashboard(client);
    },
    config,
  );
