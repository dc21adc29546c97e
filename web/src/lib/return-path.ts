import { INVITATION_PATH } from '@listkeep/common/src/invitation';

/** The login page's parameter naming where to go once signed in. */
export const RETURN_PARAM = 'next';

/**
 * Where sign-in takes the user back to, if the address names a place it may:
 * only the invitation page, so the parameter can never lead off the site.
 */
export function returnPath(search: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  return raw?.startsWith(`${INVITATION_PATH}?`) ? raw : null;
}

/** The login page in `mode`, with the address filled in, coming back to `back` afterwards. */
export function loginReturningTo(back: string, email: string, mode: 'signup' | 'login'): string {
  return `/login?${new URLSearchParams({ email, mode, [RETURN_PARAM]: back }).toString()}`;
}
