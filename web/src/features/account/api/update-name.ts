import { api } from '@/lib/api';

export function updateName(name: string) {
  return api.call('setProfile', { name });
}
