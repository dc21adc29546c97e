import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function sendFeedback(input: CallInput<'feedback'>) {
  return api.call('feedback', input);
}

/** A message to the support inbox changes nothing the app shows. */
export const useSendFeedback = (config?: MutationConfig<typeof sendFeedback>) =>
  useCallMutation(sendFeedback, () => undefined, config);
