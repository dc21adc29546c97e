import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateOverview } from '@/lib/dashboard-cache';

export function updateNewsletter(input: CallInput<'updateNewsletter'>) {
  return api.call('updateNewsletter', input);
}

export const useUpdateNewsletter = (config?: MutationConfig<typeof updateNewsletter>) =>
  useCallMutation(updateNewsletter, invalidateOverview, config);
