/**
 * The SPA only ever sees a /link URL when Hosting did not rewrite it to the
 * light bundle (a Hosting config from before the rewrite, or `vite dev`). It
 * then reloads the URL once so the one implementation of these pages serves
 * it; the marker in session storage stops a reload loop when the reload lands
 * in the SPA again.
 */
const KEY = 'linkHandoff';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function shouldHandOff(url: string, storage: SessionLike | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(KEY) === url) {
      storage.removeItem(KEY);
      return false;
    }
    storage.setItem(KEY, url);
    return true;
  } catch {
    return false;
  }
}

/** Called by the light bundle once it runs, so a later visit through the SPA hands off again. */
export function clearHandOff(storage: SessionLike | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Storage can throw in private browsing; the marker then never existed.
  }
}

export function sessionStore(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
