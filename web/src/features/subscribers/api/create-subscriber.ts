import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function createSubscriber(input: CallInput<'createSubscriber'>) {
  return api.call('createSubscriber', input);
}

export const useCreateSubscriber = (config?: MutationConfig<typeof createSubscriber>) =>
  useCallMutation(createSubscriber, invalidateDashboardItem('subscribers'), config);
