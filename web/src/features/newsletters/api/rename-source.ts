import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateSources } from './get-newsletter-sources';

export function renameSource(input: CallInput<'renameSource'>) {
  return api.call('renameSource', input);
}

export const useRenameSource = (config?: MutationConfig<typeof renameSource>) =>
  useCallMutation(renameSource, { onSuccess: invalidateSources, onError: invalidateSources }, config);
