import { api } from '@/lib/api';

export function dismissRefusedSignups(teamID: string, key: string) {
  return api.call('dismissRefusedSignups', { teamID, key });
}
