import { api } from '@/lib/api';

export async function getNewsletterSubscribers(newsletterID: string): Promise<string[]> {
  const answer = await api.call('newsletterSubscribers', { newsletterID });
  return answer.subscribers;
}
