import { api } from '@/lib/api';

export function deleteEmail(id: string) {
  return api.call('deleteEmail', { id });
}
