import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateSources } from './get-newsletter-sources';

export async function createSource(input: CallInput<'createSource'>) {
  return (await api.call('createSource', input)).source;
}

export const useCreateSource = (config?: MutationConfig<typeof createSource>) =>
  useCallMutation(createSource, { onSuccess: invalidateSources, onError: invalidateSources }, config);
