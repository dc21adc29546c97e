import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

type SubscriberLinkInput = Extract<CallInput<'createLink'>, { type: 'unsubscribe' | 'manage' }>;

export function createSubscriberLink(input: SubscriberLinkInput) {
  return api.call('createLink', input);
}

/** A personal link is made fresh on each click and kept in no list, so nothing is refetched. */
export const useCreateSubscriberLink = (config?: MutationConfig<typeof createSubscriberLink>) =>
  useCallMutation(createSubscriberLink, () => undefined, config);
