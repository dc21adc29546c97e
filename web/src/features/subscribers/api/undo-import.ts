import type { CallInput } from '@listkeep/common/src/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { importHistoryKey } from './get-import-history';

export const undoImport = (input: CallInput<'undoImport'>) => api.call('undoImport', input);

/** The table, the counts and the history; after a refusal too, which can mean someone else undid it. */
const refresh = (teamID: string) => async (client: QueryClient) => {
  await Promise.all([
    invalidateDashboardItem('subscribers')(client),
    client.invalidateQueries({ queryKey: importHistoryKey(teamID) }),
  ]);
};

export const useUndoImport = (teamID: string, config?: MutationConfig<typeof undoImport>) =>
  useCallMutation(undoImport, { onSuccess: refresh(teamID), onError: refresh(teamID) }, config);
