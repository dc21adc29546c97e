import type { CallInput } from '@listkeep/common/src/contract';
import type { SendState } from '@listkeep/common/src/entities';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { WHOLE_LIST_TIMEOUT_MS } from '@/config/env';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

const emailSendKey = (emailID: string) => ['emailSend', emailID] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's own date: what they marked sent on it counts against their mailbox's daily cap. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The answers carry the whole list's addresses, like a copy of the list.
const options = { timeoutMs: WHOLE_LIST_TIMEOUT_MS };

/** A send's batches and what the user sent today; refetched when the window comes back into view. */
export const emailSendQueryOptions = (emailID: string) =>
  queryOptions({
    queryKey: emailSendKey(emailID),
    queryFn: ({ signal }) => api.call('getEmailSend', { emailID, today: localToday() }, { ...options, signal }),
  });

type Without<K extends 'planEmailSend' | 'addJoinedBatch'> = Omit<CallInput<K>, 'today'>;

const planSend = (input: Without<'planEmailSend'>) =>
  api.call('planEmailSend', { ...input, today: localToday() }, options);

/** Marks a batch sent now, in the user's own date and time (the entry takes them with its last batch). */
function markBatch(input: Pick<CallInput<'markSendBatch'>, 'emailID' | 'n' | 'planID'>) {
  const now = new Date();
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  return api.call('markSendBatch', { ...input, today: localToday(now), time }, options);
}

const addJoined = (input: Without<'addJoinedBatch'>) =>
  api.call('addJoinedBatch', { ...input, today: localToday() }, options);

/** Each call answers the send's new state; the entry's progress and sent mark show in the email log too. */
function sendChanged(emailID: string) {
  return {
    onSuccess: async (client: QueryClient, state: SendState) => {
      client.setQueryData(emailSendKey(emailID), state);
      await invalidateDashboardItem('emails')(client);
    },
    // A teammate marked or planned first: show what the server holds.
    onError: (client: QueryClient) => client.invalidateQueries({ queryKey: emailSendKey(emailID) }),
  };
}

export const usePlanSend = (emailID: string, config?: MutationConfig<typeof planSend>) =>
  useCallMutation(planSend, sendChanged(emailID), config);

export const useMarkBatch = (emailID: string, config?: MutationConfig<typeof markBatch>) =>
  useCallMutation(markBatch, sendChanged(emailID), config);

export const useAddJoined = (emailID: string, config?: MutationConfig<typeof addJoined>) =>
  useCallMutation(addJoined, sendChanged(emailID), config);
