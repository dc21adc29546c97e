import { MAX } from '@listkeep/common/src/limits';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export interface TagSubscribersInput {
  teamID: string;
  subscriberIDs: readonly string[];
  add?: string;
  remove?: string;
}

/** Adds or removes the tag in as few calls as the API's limit per call allows, one after the other. */
export async function tagSubscribers({ subscriberIDs, ...change }: TagSubscribersInput): Promise<{ updated: number }> {
  let updated = 0;
  for (let start = 0; start < subscriberIDs.length; start += MAX.deleteSubscriberIDs) {
    const part = subscriberIDs.slice(start, start + MAX.deleteSubscriberIDs);
    updated += (await api.call('subscriberTags', { ...change, subscriberIDs: part })).updated;
  }
  return { updated };
}

const refresh = invalidateDashboardItem('subscribers');

/** Refreshes the table afterwards, and after a failure too: earlier parts may have gone through. */
export const useTagSubscribers = (config?: MutationConfig<typeof tagSubscribers>) =>
  useCallMutation(tagSubscribers, { onSuccess: refresh, onError: refresh }, config);
