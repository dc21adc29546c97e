import { api } from './api';
import { getAppVersion, setAppVersion } from './storage';

const RELOADED_KEY = 'listkeep:reloadedFor';

/**
 * Decides what to do with the server's version (docs/product.md §4). A first
 * visit only stores it; a different stored value means the loaded bundle is
 * stale, so the page reloads once per version, never in a loop.
 */
export function versionAction(
  stored: string | null,
  server: string,
  alreadyReloadedFor: string | null,
): 'store' | 'reload' | 'none' {
  if (!server) return 'none';
  if (stored === server) return 'none';
  if (stored === null) return 'store';
  return alreadyReloadedFor === server ? 'store' : 'reload';
}

export async function checkVersion(): Promise<void> {
  let server: string;
  try {
    server = (await api.call('getVersion', {})).version;
  } catch {
    return;
  }
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOADED_KEY);
  } catch {
    // No session storage: the stored appVersion alone still prevents a loop.
  }
  const action = versionAction(getAppVersion(), server, reloadedFor);
  if (action === 'none') return;
  setAppVersion(server);
  if (action === 'reload') {
    try {
      sessionStorage.setItem(RELOADED_KEY, server);
    } catch {
      // See above.
    }
    window.location.reload();
  }
}
