import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { apiKeysChanged } from './get-api-keys';

export function deleteApiKey(input: CallInput<'deleteApiKey'>) {
  return api.call('deleteApiKey', input);
}

export const useDeleteApiKey = (teamID: string, config?: MutationConfig<typeof deleteApiKey>) =>
  useCallMutation(deleteApiKey, apiKeysChanged(teamID), config);
