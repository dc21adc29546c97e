import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function deleteSubscriber(id: string) {
  return api.call('deleteSubscriber', { id });
}

export const useDeleteSubscriber = (config?: MutationConfig<typeof deleteSubscriber>) =>
  useCallMutation(deleteSubscriber, invalidateDashboardItem('subscribers'), config);
