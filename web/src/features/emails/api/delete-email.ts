import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function deleteEmail(id: string) {
  return api.call('deleteEmail', { id });
}

export const useDeleteEmail = (config?: MutationConfig<typeof deleteEmail>) =>
  useCallMutation(deleteEmail, invalidateDashboardItem('emails'), config);
