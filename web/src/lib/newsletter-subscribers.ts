import { api } from './api';

/** Addresses currently subscribed to one list: the subscribers tab and a newsletter both copy them, the export writes them. */
export async function getNewsletterSubscribers(newsletterID: string): Promise<string[]> {
  const answer = await api.call('newsletterSubscribers', { newsletterID });
  return answer.subscribers;
}
