import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, WHOLE_LIST_TIMEOUT_MS } from '@/config/env';
import { api, configureApi, isApiError } from './api';

/** A server that never answers: the request ends only when the client gives up on it. */
function silentServer() {
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  );
}

/** How a call ends, or 'pending' while it has not. */
function settled(promise: Promise<unknown>) {
  const state = { outcome: 'pending' as string };
  promise.then(
    () => (state.outcome = 'answered'),
    (error: unknown) => (state.outcome = isApiError(error) ? error.code : 'other error'),
  );
  return state;
}

// A signed-out tab: another file in this worker may have loaded the session module, whose token hook loads the identity SDK.
let restoreHooks: () => void;
beforeEach(() => {
  restoreHooks = configureApi({ getToken: async () => null });
});

afterEach(() => {
  restoreHooks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api.call timeouts', () => {
  it('gives up on an ordinary call after API_TIMEOUT_MS with the timeout message', async () => {
    vi.useFakeTimers();
    silentServer();
    const state = settled(api.call('getVersion', {}));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(state.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.outcome).toBe('timeout');
  });

  it('waits longer for a call that answers a whole list, when asked to', async () => {
    vi.useFakeTimers();
    silentServer();
    const call = api.call('newsletterSubscribers', { newsletterID: 'n1' }, { timeoutMs: WHOLE_LIST_TIMEOUT_MS });
    const state = settled(call);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(state.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(WHOLE_LIST_TIMEOUT_MS - API_TIMEOUT_MS);
    expect(state.outcome).toBe('timeout');
  });
});
