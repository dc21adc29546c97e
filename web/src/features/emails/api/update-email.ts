import { api } from '@/lib/api';
import type { EmailInput } from './create-email';

export function updateEmail(id: string, input: EmailInput) {
  return api.call('updateEmail', { ...input, id });
}
