/**
 * Which values of `users/{uid}` call for a new fetch of the profile
 * (docs/product.md §4, Live profile watch). The server writes
 * `{action: 'account', at}` on each change, and a listener first hears the
 * value already there: the last change before the page opened. A page that
 * has just fetched the profile already has that change, unless the tab had not
 * seen it before, so the tab remembers, across its reloads, the last signal
 * it brought its profile up to.
 */
const SEEN_KEY = 'listkeep:profileSignal';

const actionOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { action?: unknown }).action : undefined;

const isAccountSignal = (value: unknown): boolean => actionOf(value) === 'account';

function readSeen(uid: string): string | null {
  try {
    const seen = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') as { uid?: unknown; signal?: unknown } | null;
    return seen?.uid === uid && typeof seen.signal === 'string' ? seen.signal : null;
  } catch {
    return null;
  }
}

function writeSeen(uid: string, signal: string): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify({ uid, signal }));
  } catch {
    // Without session storage each page load fetches the profile once more.
  }
}

/** A judge for one listener: true for each value after which the profile must be fetched again. */
export function profileSignalJudge(uid: string): (value: unknown) => boolean {
  let first = true;
  return (value) => {
    const wasFirst = first;
    first = false;
    if (!isAccountSignal(value)) return false;
    const signal = JSON.stringify(value);
    const seen = readSeen(uid);
    writeSeen(uid, signal);
    return !(wasFirst && signal === seen);
  };
}

/**
 * A judge for one listener: true once the server says the account is gone.
 * It writes `{action: 'deleted'}` and then removes the node; a removal heard
 * alone, after a value, says the same.
 */
export function accountDeletedJudge(): (value: unknown) => boolean {
  let heard = false;
  return (value) => {
    const removed = value === null && heard;
    heard = value !== null;
    return removed || actionOf(value) === 'deleted';
  };
}
