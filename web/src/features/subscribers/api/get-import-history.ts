import type { ImportHistory } from '@listkeep/common/src/entities';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getImportHistory(teamID: string, signal?: AbortSignal): Promise<ImportHistory> {
  return api.call('importHistory', { teamID }, { signal });
}

export const importHistoryKey = (teamID: string) => ['importHistory', teamID] as const;

/** The team's latest imports; read afresh on each opening, since any import or undo changes it. */
export const importHistoryQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: importHistoryKey(teamID),
    queryFn: ({ signal }) => getImportHistory(teamID, signal),
    staleTime: 0,
  });
