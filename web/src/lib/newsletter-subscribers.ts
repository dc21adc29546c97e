import { WHOLE_LIST_TIMEOUT_MS } from '@/config/env';
import { api } from './api';

/**
 * Addresses currently subscribed to one list, those with `tag` alone if given:
 * the subscribers tab and a newsletter both copy them, the export writes them.
 */
export async function getNewsletterSubscribers(newsletterID: string, tag?: string | null): Promise<string[]> {
  const answer = await api.call(
    'newsletterSubscribers',
    { newsletterID, ...(tag ? { tag } : {}) },
    { timeoutMs: WHOLE_LIST_TIMEOUT_MS },
  );
  return answer.subscribers;
}
