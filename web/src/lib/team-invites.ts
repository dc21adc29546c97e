/**
 * Answering an invitation to a team, from the onboarding wizard, the
 * dashboard's invitations dialog or the invitation page (with its link's token). Accepting also makes the team the one the
 * app opens on (`onboarding: true`, the only shape the contract's callers send).
 */
import { api } from './api';
import { useCallMutation, type MutationConfig } from './mutation';
import { invalidateProfileAndDashboard } from './profile';

export function answerTeamInvite(input: { teamID: string; accept: boolean; token?: string }) {
  return api.call('acceptTeamInvite', { ...input, onboarding: true });
}

/** An answer changes the profile's invites and teams, and with them the team the dashboard opens on. */
export const useAnswerTeamInvite = (config?: MutationConfig<typeof answerTeamInvite>) =>
  useCallMutation(answerTeamInvite, invalidateProfileAndDashboard, config);
