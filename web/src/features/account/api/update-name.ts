import { invalidateProfile } from '@/lib/profile';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function updateName(name: string) {
  return api.call('setProfile', { name });
}

export const useUpdateName = (config?: MutationConfig<typeof updateName>) =>
  useCallMutation(updateName, invalidateProfile, config);
