import { describe, expect, it } from 'vitest';
import { mainAction } from './main-action';

describe("the landing page's main button", () => {
  it('takes a signed-in user to the dashboard', () => {
    expect(mainAction({ signedIn: true, hasLoggedIn: true })).toEqual({ to: '/dashboard', label: 'Go To Dashboard' });
  });

  it('offers Log In to a visitor who has logged in before', () => {
    expect(mainAction({ signedIn: false, hasLoggedIn: true })).toEqual({ to: '/login', label: 'Log In' });
  });

  it('offers Sign Up to a first-time visitor', () => {
    expect(mainAction({ signedIn: false, hasLoggedIn: false })).toEqual({ to: '/login', label: 'Sign Up' });
  });
});
