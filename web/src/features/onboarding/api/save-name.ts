import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile } from '@/lib/profile';

export function saveName(name: string) {
  return api.call('setProfile', { name });
}

export const useSaveName = (config?: MutationConfig<typeof saveName>) =>
  useCallMutation(saveName, invalidateProfile, config);
