import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateOverview } from '@/lib/dashboard-cache';

export function createNewsletter(input: CallInput<'createNewsletter'>) {
  return api.call('createNewsletter', input);
}

export const useCreateNewsletter = (config?: MutationConfig<typeof createNewsletter>) =>
  useCallMutation(createNewsletter, invalidateOverview, config);
