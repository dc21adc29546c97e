import { api } from '@/lib/api';
import type { SubscriberInput } from './create-subscriber';

export function updateSubscriber(id: string, input: SubscriberInput) {
  return api.call('updateSubscriber', { ...input, id });
}
