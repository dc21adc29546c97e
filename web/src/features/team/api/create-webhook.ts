import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { webhooksChanged } from './get-webhooks';

export function createWebhook(input: CallInput<'createWebhook'>) {
  return api.call('createWebhook', input);
}

export const useCreateWebhook = (teamID: string, config?: MutationConfig<typeof createWebhook>) =>
  useCallMutation(createWebhook, webhooksChanged(teamID), config);
