import type { CallInput } from '@listkeep/common/src/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export const deliveriesKey = (endpointID: string) => ['webhookDeliveries', endpointID] as const;

const deliveriesQueryOptions = (endpointID: string) =>
  queryOptions({
    queryKey: deliveriesKey(endpointID),
    queryFn: async () => (await api.call('listWebhookDeliveries', { id: endpointID })).deliveries,
  });

/** An endpoint's latest deliveries, read while its log is open. */
export const useWebhookDeliveries = (endpointID: string) => useQuery(deliveriesQueryOptions(endpointID));

export function resendWebhookDelivery(input: CallInput<'resendWebhookDelivery'>) {
  return api.call('resendWebhookDelivery', input);
}

/** Sends a delivery again; the log is read again, at once and a few seconds later, when the attempt has an answer. */
export const useResendWebhookDelivery = (endpointID: string, config?: MutationConfig<typeof resendWebhookDelivery>) => {
  const refetch = (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: deliveriesKey(endpointID) });
    setTimeout(() => void client.invalidateQueries({ queryKey: deliveriesKey(endpointID) }), 3000);
  };
  return useCallMutation(resendWebhookDelivery, { onSuccess: refetch, onError: refetch }, config);
};
