import { api } from '@/lib/api';

export function finishOnboarding() {
  return api.call('setProfile', { onboarding: true });
}
