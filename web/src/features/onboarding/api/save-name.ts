import { api } from '@/lib/api';

export function saveName(name: string) {
  return api.call('setProfile', { name });
}
