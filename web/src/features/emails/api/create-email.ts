import type { CallInput } from '@listkeep/common/src/contract';
import { api } from '@/lib/api';

export type EmailInput = CallInput<'createEmail'>;

export function createEmail(input: EmailInput) {
  return api.call('createEmail', input);
}
