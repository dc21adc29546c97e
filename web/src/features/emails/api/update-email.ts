import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function updateEmail(input: CallInput<'updateEmail'>) {
  return api.call('updateEmail', input);
}

export const useUpdateEmail = (config?: MutationConfig<typeof updateEmail>) =>
  useCallMutation(updateEmail, invalidateDashboardItem('emails'), config);
