/**
 * The only module that imports the Firebase SDK. Everything else reaches it
 * through `import('@/lib/firebase')`, so pages that never need a session
 * (public link pages, marketing for anonymous visitors) never download it.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Database } from 'firebase/database';
import { firebaseConfig, shouldUseEmulators } from '@/config/env';
import { verifiedReturnUrl } from '@/config/paths';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  photoURL: string | null;
  displayName: string | null;
}

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let database: Database | undefined;

function firebaseApp(): FirebaseApp {
  app ??= initializeApp(firebaseConfig);
  return app;
}

function firebaseAuth(): Auth {
  if (!auth) {
    // getAuth() would also set up Google's popup helper, which on phones loads
    // a script from apis.google.com as the page opens: a public page reaches no
    // other site until the visitor asks for Google sign-in (signInWithGoogle).
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (shouldUseEmulators()) connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  }
  return auth;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
    displayName: user.displayName,
  };
}

export function onAuthChange(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => listener(user ? toAuthUser(user) : null));
}

export async function getIdToken(): Promise<string | null> {
  const a = firebaseAuth();
  await a.authStateReady();
  return a.currentUser ? a.currentUser.getIdToken() : null;
}

export function currentAuthUser(): AuthUser | null {
  const user = firebaseAuth().currentUser;
  return user ? toAuthUser(user) : null;
}

export async function signUpWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  return toAuthUser(user);
}

export async function logInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return toAuthUser(user);
}

export async function logInWithGoogle(): Promise<AuthUser> {
  const { user } = await signInWithPopup(firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return toAuthUser(user);
}

/**
 * Google sign-in against the Auth emulator. The popup flow loads Google's own
 * scripts, which an offline local stack cannot reach; the emulator instead
 * accepts a Google credential whose token is the account's claims as JSON.
 */
export async function logInWithLocalGoogleAccount(email: string, name: string): Promise<AuthUser> {
  const claims = { sub: `local-google-${email.toLowerCase()}`, email, email_verified: true, name };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  const { user } = await signInWithCredential(firebaseAuth(), credential);
  return toAuthUser(user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}

/**
 * Sends the verification email to the signed-in user; false when there is
 * nobody to send it to. Its link verifies the address, then opens the app
 * again (the domain must be one of Firebase Authentication's authorised ones).
 */
export async function sendVerificationEmail(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await sendEmailVerification(user, { url: verifiedReturnUrl(window.location.origin) });
  return true;
}

/**
 * Whether the account's address is verified, with an ID token that says so
 * (the API reads the flag from the token). The account is read again while it
 * says unverified, since its owner may have followed the link elsewhere; the
 * token is renewed while it lags: a tab opened after the link was followed,
 * or one whose account another tab of the browser brought up to date.
 */
export async function refreshEmailVerified(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  if (!user.emailVerified) {
    await user.reload();
    if (!user.emailVerified) return false;
  }
  if ((await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
  return true;
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth());
}

/**
 * Listens to `users/{uid}` in the Realtime Database. Only `onValue` is used:
 * the local stand-in never answers `get()` or `onDisconnect`. The database SDK
 * is its own chunk because only signed-in pages listen.
 *
 * Websockets only. The SDK counts a websocket as failed until it has been up
 * for 30 s, so leaving a page sooner makes the next page start with
 * long-polling, which the local stand-in does not serve and the
 * Content-Security-Policy leaves out in production: the live refresh stopped.
 */
export function watchUserNode(uid: string, listener: (value: unknown) => void): Promise<() => void> {
  return watchNode(`users/${uid}`, listener);
}

/** Listens to `teamSignals/{uid}`: for each of the user's teams, when its data last changed. */
export function watchTeamSignals(uid: string, listener: (value: unknown) => void): Promise<() => void> {
  return watchNode(`teamSignals/${uid}`, listener);
}

async function watchNode(path: string, listener: (value: unknown) => void): Promise<() => void> {
  const { connectDatabaseEmulator, forceWebSockets, getDatabase, onValue, ref } = await import('firebase/database');
  if (!database) {
    forceWebSockets();
    database = getDatabase(firebaseApp(), firebaseConfig.databaseURL);
    if (shouldUseEmulators()) connectDatabaseEmulator(database, '127.0.0.1', 9000);
  }
  return onValue(
    ref(database, path),
    (snapshot) => listener(snapshot.val()),
    // A refused listener must not break the page; its data is simply not live.
    () => undefined,
  );
}
