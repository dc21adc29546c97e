import { api } from '@/lib/api';
import type { NewsletterForm } from '../utils/settings-form';

export function createNewsletter(teamID: string, form: NewsletterForm) {
  return api.call('createNewsletter', { ...form, teamID });
}
