import { paths } from '@/config/paths';

export interface Visitor {
  signedIn: boolean;
  hasLoggedIn: boolean;
}

/** docs/product.md §2: Go To Dashboard when signed in, else Log In or Sign Up by history. */
export function mainAction({ signedIn, hasLoggedIn }: Visitor): { to: string; label: string } {
  if (signedIn) return { to: paths.dashboard, label: 'Go To Dashboard' };
  return { to: paths.login, label: hasLoggedIn ? 'Log In' : 'Sign Up' };
}
