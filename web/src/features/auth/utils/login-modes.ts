import type { LoginMode } from './auth-errors';

/** The login card's wording in each mode (docs/product.md §2, Login screen). */
export const LOGIN_MODES: Record<LoginMode, { title: string; lead: string; action: string }> = {
  signup: {
    title: 'Create your account',
    lead: 'Free for one newsletter and up to 50 subscribers.',
    action: 'Sign Up',
  },
  login: { title: 'Welcome back', lead: 'Log in to manage your lists.', action: 'Log In' },
  reset: {
    title: 'Reset your password',
    lead: 'We will email you a link to choose a new password.',
    action: 'Reset Password',
  },
};
