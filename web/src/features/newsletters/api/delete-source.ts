import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateSources } from './get-newsletter-sources';

export function deleteSource(id: string) {
  return api.call('deleteSource', { id });
}

export const useDeleteSource = (config?: MutationConfig<typeof deleteSource>) =>
  useCallMutation(deleteSource, { onSuccess: invalidateSources, onError: invalidateSources }, config);
