import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { apiKeysChanged } from './get-api-keys';

export function createApiKey(input: CallInput<'createApiKey'>) {
  return api.call('createApiKey', input);
}

export const useCreateApiKey = (teamID: string, config?: MutationConfig<typeof createApiKey>) =>
  useCallMutation(createApiKey, apiKeysChanged(teamID), config);
