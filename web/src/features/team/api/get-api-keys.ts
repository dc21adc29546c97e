import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const apiKeysKey = (teamID: string) => ['apiKeys', teamID] as const;

export const apiKeysQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: apiKeysKey(teamID),
    queryFn: async () => (await api.call('listApiKeys', { teamID })).apiKeys,
  });

/** The team's keys; only owners and admins may read them, so others never ask. */
export const useApiKeys = (teamID: string, enabled: boolean) => useQuery({ ...apiKeysQueryOptions(teamID), enabled });

/** What a change to the keys refetches: the list, after success and after a refusal (it may have moved on). */
export const apiKeysChanged = (teamID: string) => {
  const refetch = (client: QueryClient) => client.invalidateQueries({ queryKey: apiKeysKey(teamID) });
  return { onSuccess: refetch, onError: refetch };
};
