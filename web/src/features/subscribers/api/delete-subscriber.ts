import { api } from '@/lib/api';

export function deleteSubscriber(id: string) {
  return api.call('deleteSubscriber', { id });
}
