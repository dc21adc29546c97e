/**
 * Client session state (docs/product.md §4, Auth): whether someone is signed in,
 * the identity user, and whether the login form is mid-sign-in. The profile is
 * server state and lives in the query cache (`profile.ts`). The identity SDK
 * is downloaded only when a page needs the real session: guarded pages,
 * /login, or any page when the signed-in marker says a session exists.
 */
import { create } from 'zustand';
import { paths, PROTECTED_PATHS } from '@/config/paths';
import { configureApi } from './api';
import type { AuthUser } from './firebase';
import { queryClient } from './query-client';
import { clearUserToken, getUserToken, setUserToken } from './storage';

type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: AuthStatus;
  user: AuthUser | null;
  /** True while the login form is between its sign-in call and its own redirect. */
  signingIn: boolean;
  /** Why the server ended this tab's session, said until dismissed or the next sign-in. */
  ended: SessionEnd | null;
}

export type SessionEnd = 'accountDeleted';

export const useSession = create<SessionState>(() => ({
  status: 'unknown',
  user: null,
  signingIn: false,
  ended: null,
}));

type FirebaseModule = typeof import('./firebase');
let firebasePromise: Promise<FirebaseModule> | null = null;
let started = false;

export function loadFirebase(): Promise<FirebaseModule> {
  firebasePromise ??= import('./firebase');
  return firebasePromise;
}

/**
 * Starts a live listener once Firebase has loaded; the returned stop also
 * stops one that starts after it. Without the listener the app still works,
 * fresh on each visit and reload instead.
 */
export function watchOnceLoaded(start: (fb: FirebaseModule) => Promise<() => void>): () => void {
  let ended = false;
  let unwatch: (() => void) | undefined;
  loadFirebase()
    .then(start)
    .then(
      (stop) => {
        if (ended) stop();
        else unwatch = stop;
      },
      () => undefined,
    );
  return () => {
    ended = true;
    unwatch?.();
  };
}

function isFirebaseLoaded(): boolean {
  return firebasePromise !== null;
}

/**
 * Whether the local marker says a session probably exists, without loading the
 * SDK: `userToken`, unexpired (docs/product.md §3).
 */
export function hasSessionHint(): boolean {
  return getUserToken() !== null;
}

/**
 * Whether a page at this path confirms the session: guarded pages, /login, and
 * any page when a session probably exists. Anonymous visitors of public pages
 * never download the identity SDK.
 */
export function pageNeedsSession(pathname: string): boolean {
  return hasSessionHint() || pathname === paths.login || PROTECTED_PATHS.includes(pathname);
}

/** Resolves once the session is known: with the signed-in user, or null. */
export function sessionKnown(): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const settled = ({ status, user }: SessionState) => {
      if (status === 'unknown') return false;
      resolve(status === 'signedIn' ? user : null);
      return true;
    };
    if (settled(useSession.getState())) return;
    const stop = useSession.subscribe((state) => {
      if (settled(state)) stop();
    });
  });
}

/** Loads the identity SDK and follows the auth state. Safe to call many times. */
export function startSession(): void {
  if (started) return;
  started = true;
  void loadFirebase().then(
    (fb) => {
      fb.onAuthChange((user) => {
        if (user) onSignedIn(user);
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

function onSignedIn(user: AuthUser): void {
  const previous = useSession.getState().user;
  // Server data of one user must never be shown to the next one.
  if (previous && previous.uid !== user.uid) queryClient.clear();
  useSession.setState({ status: 'signedIn', user, ended: null });
  // Each confirmed session renews the marker's expiry (docs/product.md §3).
  setUserToken(user.uid);
}

function onSignedOut(): void {
  clearUserToken();
  useSession.setState({ status: 'signedOut', user: null, signingIn: false });
  queryClient.clear();
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

/** Signs this tab out because its account was deleted, here or in another tab, and says so. */
export async function endDeletedSession(): Promise<void> {
  useSession.setState({ ended: 'accountDeleted' });
  await signOut();
}

export const dismissSessionEnd = () => useSession.setState({ ended: null });

/**
 * True when the account is verified; the session then carries that state and
 * a token that says so. Its callers look only while a page still asks for
 * verification, so a true answer always means that page is out of date.
 */
export async function refreshVerification(): Promise<boolean> {
  if (!isFirebaseLoaded()) return false;
  const fb = await loadFirebase();
  if (!(await fb.refreshEmailVerified())) return false;
  const user = fb.currentAuthUser();
  if (user) useSession.setState({ user });
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
