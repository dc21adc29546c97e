import { WHOLE_LIST_TIMEOUT_MS } from '@/config/env';
import { api } from '@/lib/api';

/** Addresses currently subscribed to the list an email went to, to copy into BCC. */
export async function getEmailSubscribers(emailID: string): Promise<string[]> {
  const answer = await api.call('emailSubscribers', { emailID }, { timeoutMs: WHOLE_LIST_TIMEOUT_MS });
  return answer.subscribers;
}
