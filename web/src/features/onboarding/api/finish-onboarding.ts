import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile, storeProfile } from '@/lib/profile';

export function finishOnboarding() {
  return api.call('setProfile', { onboarding: true });
}

/**
 * The guards send a profile that is not onboarded back to /welcome, so the
 * answered profile goes into the cache before the caller moves on.
 */
export function useFinishOnboarding(config: MutationConfig<typeof finishOnboarding> = {}) {
  const client = useQueryClient();
  return useCallMutation(finishOnboarding, invalidateProfile, {
    ...config,
    onSuccess: (answer, ...rest) => {
      storeProfile(client, answer.profile);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
