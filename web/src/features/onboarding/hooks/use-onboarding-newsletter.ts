import { useState } from 'react';
import { notify } from '@/lib/toast';
import { useCreateOnboardingNewsletter } from '../api/create-newsletter';
import { ONBOARDING_MESSAGES } from '../utils/messages';

/** The user's first newsletter, created once however many steps ask for it. */
export function useOnboardingNewsletter() {
  const [created, setCreated] = useState(false);
  const mutation = useCreateOnboardingNewsletter();

  /** Creates the newsletter unless it exists; false when it could not be created and the step should stay. */
  const create = async (input: { name: string; teamID: string }): Promise<boolean> => {
    if (created) return true;
    try {
      if ((await mutation.mutateAsync(input)) === 'already-exists') notify(ONBOARDING_MESSAGES.newsletterExists);
      setCreated(true);
      return true;
    } catch {
      notify(ONBOARDING_MESSAGES.createFailed, 'error');
      return false;
    }
  };

  return { create, creating: mutation.isPending };
}
