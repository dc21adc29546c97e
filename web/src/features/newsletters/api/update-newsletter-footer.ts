import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateOverview } from '@/lib/dashboard-cache';

export function updateNewsletterFooter(input: CallInput<'updateNewsletterFooter'>) {
  return api.call('updateNewsletterFooter', input);
}

export const useUpdateNewsletterFooter = (config?: MutationConfig<typeof updateNewsletterFooter>) =>
  useCallMutation(updateNewsletterFooter, invalidateOverview, config);
