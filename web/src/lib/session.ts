/**
 * Client session state (spec section 4, Auth and Live profile watch): the
 * identity user, the profile, and the listener on `users/{uid}`. The identity
 * SDK is downloaded only when a page needs the real session: guarded pages,
 * /login, or any page when the signed-in marker says a session exists.
 */
import type { Profile } from '@listkeep/common/src/entities';
import { create } from 'zustand';
import { api, configureApi } from './api';
import type { AuthUser } from './firebase';
import { sameData } from './same-data';
import { clearUserToken, getUserToken, setUserToken } from './storage';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SessionState {
  status: AuthStatus;
  user: AuthUser | null;
  profile: Profile | null;
  profileStatus: ProfileStatus;
  /** True while the login form is between its sign-in call and its own redirect. */
  signingIn: boolean;
}

export const useSession = create<SessionState>(() => ({
  status: 'unknown',
  user: null,
  profile: null,
  profileStatus: 'idle',
  signingIn: false,
}));

type FirebaseModule = typeof import('./firebase');
let firebasePromise: Promise<FirebaseModule> | null = null;
let started = false;
let stopWatch: (() => void) | null = null;
let watchedUid: string | null = null;

export function loadFirebase(): Promise<FirebaseModule> {
  firebasePromise ??= import('./firebase');
  return firebasePromise;
}

export function isFirebaseLoaded(): boolean {
  return firebasePromise !== null;
}

/** Whether the local marker says a session probably exists, without loading the SDK. */
export function hasSessionHint(): boolean {
  return getUserToken() !== null;
}

/** Loads the identity SDK and follows the auth state. Safe to call many times. */
export function startSession(): void {
  if (started) return;
  started = true;
  void loadFirebase().then(
    (fb) => {
      fb.onAuthChange((user) => {
        if (user) void onSignedIn(fb, user);
        else onSignedOut();
      });
    },
    () => {
      // The SDK chunk failed to download (offline, or a stale deploy): behave as signed out.
      started = false;
      onSignedOut();
    },
  );
}

async function onSignedIn(fb: FirebaseModule, user: AuthUser): Promise<void> {
  const previous = useSession.getState();
  const sameUser = previous.user?.uid === user.uid;
  useSession.setState({
    status: 'signedIn',
    user,
    ...(sameUser ? {} : { profile: null, profileStatus: 'idle' as ProfileStatus }),
  });
  setUserToken(user.uid);
  if (!sameUser || !previous.profile) await refreshProfile();
  if (watchedUid !== user.uid) {
    stopWatch?.();
    stopWatch = null;
    watchedUid = user.uid;
    try {
      const stop = await fb.watchUserNode(user.uid, (value) => {
        if (value && typeof value === 'object' && (value as { action?: unknown }).action === 'account') {
          void refreshProfile();
        }
      });
      if (watchedUid === user.uid) stopWatch = stop;
      else stop();
    } catch {
      // Without the listener the profile is only fresh on reload; the app still works.
    }
  }
}

function onSignedOut(): void {
  stopWatch?.();
  stopWatch = null;
  watchedUid = null;
  clearUserToken();
  useSession.setState({ status: 'signedOut', user: null, profile: null, profileStatus: 'idle', signingIn: false });
}

let profileRequest: Promise<Profile | null> | null = null;

/**
 * Fetches the profile and replaces the stored one only when it differs, so a
 * realtime ping that changed nothing does not re-render the app. Errors are
 * swallowed (spec section 8) apart from the status flag the guards read.
 */
export function refreshProfile(): Promise<Profile | null> {
  profileRequest ??= (async () => {
    if (!useSession.getState().profile) useSession.setState({ profileStatus: 'loading' });
    try {
      const profile = await api.call('getUserData', {});
      acceptProfile(profile);
      return profile;
    } catch {
      if (!useSession.getState().profile) useSession.setState({ profileStatus: 'error' });
      return null;
    } finally {
      profileRequest = null;
    }
  })();
  return profileRequest;
}

export function acceptProfile(profile: Profile): void {
  const current = useSession.getState().profile;
  if (current && sameData(current, profile)) {
    useSession.setState({ profileStatus: 'ready' });
    return;
  }
  useSession.setState({ profile, profileStatus: 'ready' });
}

export function patchProfile(patch: Partial<Profile>): void {
  const current = useSession.getState().profile;
  if (current) useSession.setState({ profile: { ...current, ...patch } });
}

export function setSigningIn(signingIn: boolean): void {
  useSession.setState({ signingIn });
}

export async function signOut(): Promise<void> {
  if (isFirebaseLoaded()) {
    try {
      const fb = await loadFirebase();
      await fb.signOutUser();
    } catch {
      // Clearing local state below still leaves the user signed out in this tab.
    }
  }
  onSignedOut();
}

/** Refreshes the identity user (e.g. emailVerified) after the SDK changed it in place. */
export async function reloadAuthUser(): Promise<void> {
  if (!isFirebaseLoaded()) return;
  const fb = await loadFirebase();
  const user = fb.currentAuthUser();
  if (user) useSession.setState({ user });
}

/**
 * True when the account has been verified since the session's token was
 * issued; the session then carries the new state and a renewed token.
 */
export async function refreshVerification(): Promise<boolean> {
  if (!isFirebaseLoaded()) return false;
  const fb = await loadFirebase();
  if (!(await fb.refreshEmailVerified())) return false;
  await reloadAuthUser();
  return true;
}

configureApi({
  getToken: async (load) => {
    if (!load && !isFirebaseLoaded()) return null;
    const fb = await loadFirebase();
    return fb.getIdToken();
  },
  onSessionInvalid: () => {
    void signOut();
  },
});
