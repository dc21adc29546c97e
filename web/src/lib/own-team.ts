import { api } from './api';
import { useCallMutation, type MutationConfig } from './mutation';
import { invalidateProfileAndDashboard } from './profile';

/** "Create my own newsletter": the user's own team, made on demand (answered again if it exists). */
export function createOwnTeam(): Promise<{ teamID: string }> {
  return api.call('createOwnTeam', {});
}

export const useCreateOwnTeam = (config?: MutationConfig<typeof createOwnTeam>) =>
  useCallMutation(createOwnTeam, invalidateProfileAndDashboard, config);
