import { api, isApiError } from '@/lib/api';
import { invalidateOverview } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export type CreateNewsletterResult = 'created' | 'already-exists';

/** Creates the onboarding newsletter; a 409 means an earlier attempt already made it. */
export async function createOnboardingNewsletter(input: {
  name: string;
  teamID: string;
}): Promise<CreateNewsletterResult> {
  try {
    await api.call('createNewsletter', { ...input, onboarding: true });
    return 'created';
  } catch (error) {
    if (isApiError(error, 'already-exists')) return 'already-exists';
    throw error;
  }
}

export const useCreateOnboardingNewsletter = (config?: MutationConfig<typeof createOnboardingNewsletter>) =>
  useCallMutation(createOnboardingNewsletter, invalidateOverview, config);
