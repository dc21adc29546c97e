import { api, isApiError } from '@/lib/api';

export type CreateNewsletterResult = 'created' | 'already-exists';

/** Creates the onboarding newsletter; a 409 means an earlier attempt already made it. */
export async function createOnboardingNewsletter(name: string, teamID: string): Promise<CreateNewsletterResult> {
  try {
    await api.call('createNewsletter', { name, teamID, onboarding: true });
    return 'created';
  } catch (error) {
    if (isApiError(error, 'already-exists')) return 'already-exists';
    throw error;
  }
}
