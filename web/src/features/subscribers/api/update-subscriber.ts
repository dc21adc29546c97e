import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function updateSubscriber(input: CallInput<'updateSubscriber'>) {
  return api.call('updateSubscriber', input);
}

export const useUpdateSubscriber = (config?: MutationConfig<typeof updateSubscriber>) =>
  useCallMutation(updateSubscriber, invalidateDashboardItem('subscribers'), config);
