import type { SubscriberHistory } from '@listkeep/common/src/entities';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getSubscriberHistory(id: string, signal?: AbortSignal): Promise<SubscriberHistory> {
  return api.call('subscriberHistory', { id }, { signal });
}

/** A subscriber's opt-ins and opt-outs, newest first; read afresh on each opening, since any edit adds to it. */
export const subscriberHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['subscriberHistory', id] as const,
    queryFn: ({ signal }) => getSubscriberHistory(id, signal),
    staleTime: 0,
  });
