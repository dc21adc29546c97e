import { api } from '@/lib/api';

export function deleteTrackedLink(linkID: string) {
  return api.call('deleteTrackedLink', { linkID });
}
