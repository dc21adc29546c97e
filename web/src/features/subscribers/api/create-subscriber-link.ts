import { api } from '@/lib/api';

export function createSubscriberLink(input: {
  newsletterID: string;
  teamID: string;
  subscriberID: string;
  type: 'unsubscribe' | 'manage';
}) {
  return api.call('createLink', input);
}
