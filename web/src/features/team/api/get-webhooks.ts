import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const webhooksKey = (teamID: string) => ['webhooks', teamID] as const;

export const webhooksQueryOptions = (teamID: string) =>
  queryOptions({
    queryKey: webhooksKey(teamID),
    queryFn: async () => (await api.call('listWebhooks', { teamID })).webhooks,
  });

/** The team's endpoints; only owners and admins may read them, so others never ask. */
export const useWebhooks = (teamID: string, enabled: boolean) => useQuery({ ...webhooksQueryOptions(teamID), enabled });

/** What a change to the endpoints refetches: the list, after success and after a refusal (it may have moved on). */
export const webhooksChanged = (teamID: string) => {
  const refetch = (client: QueryClient) => client.invalidateQueries({ queryKey: webhooksKey(teamID) });
  return { onSuccess: refetch, onError: refetch };
};
