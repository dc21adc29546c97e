import type { CallInput } from '@listkeep/common/src/contract';
import { api, ApiError } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateTrackedLinks } from './get-tracked-links';

type TrackedLinkInput = Omit<Extract<CallInput<'createLink'>, { type: 'url' }>, 'type'>;

/** Tracks a URL for a logged email and answers its short id; the same URL again answers the link made before. */
export async function createTrackedLink(input: TrackedLinkInput): Promise<string> {
  const { shortID } = await api.call('createLink', { type: 'url', ...input });
  // A tracked URL's answer always carries one; without it there is no address to copy.
  if (!shortID) throw new ApiError(0, 'unavailable', 'The tracked link could not be made. Please try again.');
  return shortID;
}

export const useCreateTrackedLink = (config?: MutationConfig<typeof createTrackedLink>) =>
  useCallMutation(createTrackedLink, invalidateTrackedLinks, config);
