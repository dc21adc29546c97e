import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorView } from './auth-errors';

const err = (code: string, message = `Firebase: Error (${code}).`) => ({ code, message });

describe('authErrorView', () => {
  it('maps the named provider errors to the product wording', () => {
    expect(authErrorView(err('auth/email-already-in-use'), 'signup').message).toBe(
      'Email is already in use. Please log in or use a different email.',
    );
    expect(authErrorView(err('auth/invalid-email'), 'signup').message).toBe('Invalid email format.');
    expect(authErrorView(err('auth/weak-password'), 'signup').message).toBe(
      'Password is too short. At least 6 characters.',
    );
    expect(authErrorView(err('auth/user-disabled'), 'login').message).toBe('Your account has been disabled.');
    expect(authErrorView(err('auth/missing-email'), 'reset').message).toBe(
      'Please fill in your email and click "Forgot password" again.',
    );
  });

  it.each([
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/wrong-password',
    'auth/missing-password',
    'auth/too-many-requests',
  ])('%s reads "Invalid email or password." and opens the reset view only when logging in', (code) => {
    expect(authErrorView(err(code), 'login')).toEqual({ message: 'Invalid email or password.', switchToReset: true });
    expect(authErrorView(err(code), 'signup')).toEqual({ message: 'Invalid email or password.', switchToReset: false });
  });

  it('prefixes other provider messages and falls back when there is none', () => {
    expect(authErrorView(err('auth/network-request-failed', 'Network down'), 'login').message).toBe(
      'An error occurred: Network down',
    );
    expect(authErrorView({}, 'login').message).toBe(AUTH_MESSAGES.fallback);
    expect(authErrorView(null, 'signup').message).toBe('An error occurred during authentication.');
  });
});
