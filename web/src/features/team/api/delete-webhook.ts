import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { webhooksChanged } from './get-webhooks';

export function deleteWebhook(input: CallInput<'deleteWebhook'>) {
  return api.call('deleteWebhook', input);
}

export const useDeleteWebhook = (teamID: string, config?: MutationConfig<typeof deleteWebhook>) =>
  useCallMutation(deleteWebhook, webhooksChanged(teamID), config);
