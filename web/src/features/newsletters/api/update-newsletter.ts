import { api } from '@/lib/api';
import type { NewsletterForm } from '../utils/settings-form';

export function updateNewsletter(id: string, teamID: string, form: NewsletterForm) {
  return api.call('updateNewsletter', { ...form, id, newsletterID: id, teamID });
}
