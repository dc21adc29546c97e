import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { invalidateOverview } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function dismissRefusedSignups(input: CallInput<'dismissRefusedSignups'>) {
  return api.call('dismissRefusedSignups', input);
}

/** A refused dismissal (409) means more sign-ups came in meanwhile: the dashboard is refetched to show them. */
export const useDismissRefusedSignups = (config?: MutationConfig<typeof dismissRefusedSignups>) =>
  useCallMutation(dismissRefusedSignups, { onSuccess: invalidateOverview, onError: invalidateOverview }, config);
