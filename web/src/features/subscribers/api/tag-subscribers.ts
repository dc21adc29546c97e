import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { sumInParts } from '../utils/in-parts';

export type TagSubscribersInput = CallInput<'subscriberTags'>;

/** Adds or removes the tag in as few calls as the API's limit per call allows, one after the other. */
export async function tagSubscribers({ subscriberIDs, ...change }: TagSubscribersInput): Promise<{ updated: number }> {
  const updated = await sumInParts(
    subscriberIDs,
    async (part) => (await api.call('subscriberTags', { ...change, subscriberIDs: part })).updated,
  );
  return { updated };
}

const refresh = invalidateDashboardItem('subscribers');

/** Refreshes the table afterwards, and after a failure too: earlier parts may have gone through. */
export const useTagSubscribers = (config?: MutationConfig<typeof tagSubscribers>) =>
  useCallMutation(tagSubscribers, { onSuccess: refresh, onError: refresh }, config);
