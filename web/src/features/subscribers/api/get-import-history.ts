import type { ImportHistory } from '@listkeep/common/src/entities';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getImportHistory(teamID: string, signal?: AbortSignal): Promise<ImportHistory> {
  return api.call('importHistory', { teamID }, { signal });
}

/** Every team's import history sits under this key; one team's under `importHistoryKey(teamID)`. */
const IMPORT_HISTORY = ['importHistory'] as const;
const importHistoryKey = (teamID: string) => [...IMPORT_HISTORY, teamID] as const;

/** An import or an undo changes the history it is in. */
export const invalidateImportHistory = (client: QueryClient) => client.invalidateQueries({ queryKey: IMPORT_HISTORY });

/** The team's latest imports; read afresh on each opening, since any import or undo changes it. */
export const importHistoryQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: importHistoryKey(teamID),
    queryFn: ({ signal }) => getImportHistory(teamID, signal),
    staleTime: 0,
  });
