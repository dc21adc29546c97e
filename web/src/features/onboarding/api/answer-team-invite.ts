import { api } from '@/lib/api';

export function answerTeamInvite(teamID: string, accept: boolean) {
  return api.call('acceptTeamInvite', { accept, teamID, onboarding: true });
}
