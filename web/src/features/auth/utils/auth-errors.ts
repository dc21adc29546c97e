export type LoginMode = 'signup' | 'login' | 'reset';

/**
 * The identity provider's password rule (Firebase Auth's default policy: at
 * least 6 characters, nothing else). The sign-up form states it before it is
 * broken, and the provider's refusal repeats it.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

export const AUTH_MESSAGES = {
  emailInUse: 'Email is already in use. Please log in or use a different email.',
  invalidEmail: 'Invalid email format.',
  weakPassword: `Password is too short. ${PASSWORD_RULE}`,
  disabled: 'Your account has been disabled.',
  missingEmail: 'Please fill in your email and click "Forgot password" again.',
  invalidCredentials: 'Invalid email or password.',
  otherPrefix: 'An error occurred: ',
  fallback: 'An error occurred during authentication.',
  resetSent: 'Password reset link sent to your email.',
} as const;

const CREDENTIAL_CODES = new Set([
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/missing-password',
  'auth/too-many-requests',
  // Newer SDKs report wrong email/password pairs under this name.
  'auth/invalid-login-credentials',
]);

export interface AuthErrorView {
  message: string;
  /** In log-in mode a credential error opens the reset view (docs/product.md §8). */
  switchToReset: boolean;
}

/** Maps an identity-provider error to the exact wording of docs/product.md §8. */
export function authErrorView(error: unknown, mode: LoginMode): AuthErrorView {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : '';
  const plain = (text: string): AuthErrorView => ({ message: text, switchToReset: false });
  switch (code) {
    case 'auth/email-already-in-use':
      return plain(AUTH_MESSAGES.emailInUse);
    case 'auth/invalid-email':
      return plain(AUTH_MESSAGES.invalidEmail);
    case 'auth/weak-password':
      return plain(AUTH_MESSAGES.weakPassword);
    case 'auth/user-disabled':
      return plain(AUTH_MESSAGES.disabled);
    case 'auth/missing-email':
      return plain(AUTH_MESSAGES.missingEmail);
  }
  if (CREDENTIAL_CODES.has(code)) {
    return { message: AUTH_MESSAGES.invalidCredentials, switchToReset: mode === 'login' };
  }
  if (message) return plain(AUTH_MESSAGES.otherPrefix + message);
  return plain(AUTH_MESSAGES.fallback);
}

/** Closing Google's popup is a choice, not an error worth a red box. */
export function isDismissedPopup(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
