import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateTrackedLinks } from './get-tracked-links';

export function deleteTrackedLink(linkID: string) {
  return api.call('deleteTrackedLink', { linkID });
}

export const useDeleteTrackedLink = (config?: MutationConfig<typeof deleteTrackedLink>) =>
  useCallMutation(deleteTrackedLink, invalidateTrackedLinks, config);
