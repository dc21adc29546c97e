import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';

export type SubscriberInput = CallInput<'createSubscriber'>;

export function createSubscriber(input: SubscriberInput) {
  return api.call('createSubscriber', input);
}
