import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function deleteNewsletter(input: CallInput<'deleteNewsletter'>) {
  return api.call('deleteNewsletter', input);
}

/** Deleting a newsletter also deletes its email log and takes it off its subscribers: every list changes. */
export const useDeleteNewsletter = (config?: MutationConfig<typeof deleteNewsletter>) =>
  useCallMutation(deleteNewsletter, invalidateDashboard, config);
