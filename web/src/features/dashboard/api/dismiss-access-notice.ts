import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile } from '@/lib/profile';

export function dismissAccessNotice(input: CallInput<'dismissAccessNotice'>) {
  return api.call('dismissAccessNotice', input);
}

/** A 404 means the notice is gone already (dismissed in another tab): the profile is refetched either way. */
export const useDismissAccessNotice = (config?: MutationConfig<typeof dismissAccessNotice>) =>
  useCallMutation(dismissAccessNotice, { onSuccess: invalidateProfile, onError: invalidateProfile }, config);
