import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function createEmail(input: CallInput<'createEmail'>) {
  return api.call('createEmail', input);
}

export const useCreateEmail = (config?: MutationConfig<typeof createEmail>) =>
  useCallMutation(createEmail, invalidateDashboardItem('emails'), config);
