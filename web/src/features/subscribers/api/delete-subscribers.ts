import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { sumInParts } from '../utils/in-parts';

export interface DeleteSubscribersInput {
  teamID: string;
  ids: readonly string[];
}

/** Deletes the subscribers in as few calls as the API's limit per call allows, one after the other. */
export async function deleteSubscribers({ teamID, ids }: DeleteSubscribersInput): Promise<{ deleted: number }> {
  const deleted = await sumInParts(
    ids,
    async (part) => (await api.call('deleteSubscribers', { teamID, ids: part })).deleted,
  );
  return { deleted };
}

const refresh = invalidateDashboardItem('subscribers');

/** Refreshes the table and the counts afterwards, and after a failure too: earlier parts may have gone through. */
export const useDeleteSubscribers = (config?: MutationConfig<typeof deleteSubscribers>) =>
  useCallMutation(deleteSubscribers, { onSuccess: refresh, onError: refresh }, config);
