import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateProfile } from '@/lib/profile';

export function answerTeamInvite(input: { teamID: string; accept: boolean }) {
  return api.call('acceptTeamInvite', { ...input, onboarding: true });
}

/** An answer changes the profile's invites and teams, and with them the team the dashboard opens on. */
const invalidateInviteAnswer = (client: QueryClient) =>
  Promise.all([invalidateProfile(client), invalidateDashboard(client)]);

export const useAnswerTeamInvite = (config?: MutationConfig<typeof answerTeamInvite>) =>
  useCallMutation(answerTeamInvite, invalidateInviteAnswer, config);
