/**
 * The signed-in user's profile (docs/product.md §4, Live profile watch): server
 * state in the query cache, shared by the guards and every feature that shows
 * or changes it. It goes stale only when the server says so: a change writes
 * `{action: 'account'}` to `users/{uid}`, and every open tab refetches.
 */
import type { CallInput } from '@listkeep/common/src/contract';
import type { Profile } from '@listkeep/common/src/entities';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { api } from './api';
import { invalidateDashboard } from './dashboard-cache';
import { useCallMutation, type MutationConfig } from './mutation';
import { accountDeletedJudge, profileSignalJudge } from './profile-signal';
import { endDeletedSession, useSession, watchOnceLoaded } from './session';

const PROFILE = 'profile';

export function getProfile(): Promise<Profile> {
  return api.call('getUserData', {});
}

export const profileQueryOptions = (uid: string | undefined) =>
  queryOptions({
    queryKey: [PROFILE, uid ?? null],
    queryFn: uid ? getProfile : skipToken,
    staleTime: Infinity,
  });

/** The signed-in user's profile; idle while nobody is signed in. */
export function useProfile() {
  const uid = useSession((s) => s.user?.uid);
  return useQuery(profileQueryOptions(uid));
}

export function invalidateProfile(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [PROFILE] });
}

/**
 * After a change of the user's teams, role or verification: the profile, and
 * the dashboard, which opens on the profile's team and shows what the role allows.
 */
export async function invalidateProfileAndDashboard(client: QueryClient): Promise<void> {
  await Promise.all([invalidateProfile(client), invalidateDashboard(client)]);
}

/** Puts a profile the server just answered with into the cache, so pages that read it see it at once. */
export function storeProfile(client: QueryClient, profile: Profile): void {
  client.setQueryData(profileQueryOptions(profile.uid).queryKey, profile);
}

export function setProfile(input: CallInput<'setProfile'>) {
  return api.call('setProfile', input);
}

/**
 * Changes the profile (a name, finishing onboarding). The answer is the saved
 * profile: it goes into the cache at once, so no second fetch is needed, and
 * the guards see an onboarded profile before the caller moves on.
 */
export const useSetProfile = (config?: MutationConfig<typeof setProfile>) =>
  useCallMutation(setProfile, (client, answer) => storeProfile(client, answer.profile), config);

/** Where a signed-in user belongs: the wizard until onboarded, then the dashboard (an unknown profile goes to the dashboard, whose guard decides). */
export function homeFor(profile: Profile | null | undefined): string {
  return profile && !profile.onboarded ? paths.welcome : paths.dashboard;
}

/**
 * Refetches the profile whenever the server signals a change on `users/{uid}`,
 * while someone is signed in; signs the tab out when it signals the account's deletion.
 */
export function useLiveProfile(): void {
  const uid = useSession((s) => s.user?.uid);
  const client = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    const needsFetch = profileSignalJudge(uid);
    const deleted = accountDeletedJudge();
    return watchOnceLoaded((fb) =>
      fb.watchUserNode(uid, (value) => {
        if (deleted(value)) return void endDeletedSession();
        // A signalled change may be the team itself (a role, a removal, its details): the dashboard follows.
        if (needsFetch(value)) void invalidateProfileAndDashboard(client);
      }),
    );
  }, [uid, client]);
}
