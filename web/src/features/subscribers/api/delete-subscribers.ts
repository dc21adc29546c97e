import { MAX } from '@listkeep/common/src/limits';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export interface DeleteSubscribersInput {
  teamID: string;
  ids: readonly string[];
}

/** Deletes the subscribers in as few calls as the API's limit per call allows, one after the other. */
export async function deleteSubscribers({ teamID, ids }: DeleteSubscribersInput): Promise<{ deleted: number }> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += MAX.deleteSubscriberIDs) {
    const part = ids.slice(start, start + MAX.deleteSubscriberIDs);
    deleted += (await api.call('deleteSubscribers', { teamID, ids: part })).deleted;
  }
  return { deleted };
}

const refresh = invalidateDashboardItem('subscribers');

/** Refreshes the table and the counts afterwards, and after a failure too: earlier parts may have gone through. */
export const useDeleteSubscribers = (config?: MutationConfig<typeof deleteSubscribers>) =>
  useCallMutation(deleteSubscribers, { onSuccess: refresh, onError: refresh }, config);
