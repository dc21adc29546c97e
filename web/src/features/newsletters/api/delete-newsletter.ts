import { api } from '@/lib/api';

export function deleteNewsletter(id: string) {
  return api.call('deleteNewsletter', { id });
}
