import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export function deleteAccount(input: CallInput<'deleteAccount'>) {
  return api.call('deleteAccount', input);
}

/** Nothing of the cache outlives the account: signing out, which follows, clears it. */
export const useDeleteAccount = (config?: MutationConfig<typeof deleteAccount>) =>
  useCallMutation(deleteAccount, () => undefined, config);
