import { api } from '@/lib/api';

/** Addresses currently subscribed to one list (for copying and the emails-only export). */
export async function getNewsletterSubscribers(newsletterID: string): Promise<string[]> {
  const answer = await api.call('newsletterSubscribers', { newsletterID });
  return answer.subscribers;
}
