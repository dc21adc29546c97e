import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearUserToken,
  getFirstSteps,
  getSettings,
  getUserToken,
  setFirstSteps,
  setSettings,
  setUserToken,
} from './storage';

const entries = new Map<string, string>();

beforeEach(() => {
  entries.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, String(value)),
    removeItem: (key: string) => entries.delete(key),
  });
});

// The files of a worker share their globals (vitest.config.mts).
afterAll(() => vi.unstubAllGlobals());

/** 3600 * 2400 * 7 ms, docs/product.md §3. */
const MARKER_LIFETIME_MS = 60_480_000;
const SIGNED_IN_AT = Date.UTC(2026, 10, 23, 9, 0);

describe('the signed-in marker (userToken)', () => {
  it('is stored as its value and expiry', () => {
    setUserToken('uid-1', SIGNED_IN_AT);
    expect(JSON.parse(entries.get('userToken')!)).toEqual({
      value: 'uid-1',
      expiry: SIGNED_IN_AT + MARKER_LIFETIME_MS,
    });
  });

  it('holds until 16.8 hours after it was written, then reads as absent and is removed', () => {
    setUserToken('uid-1', SIGNED_IN_AT);
    expect(getUserToken(SIGNED_IN_AT + MARKER_LIFETIME_MS - 1)).toBe('uid-1');
    expect(entries.has('userToken')).toBe(true);
    expect(getUserToken(SIGNED_IN_AT + MARKER_LIFETIME_MS)).toBeNull();
    expect(entries.has('userToken')).toBe(false);
  });

  it('starts its lifetime again when written again', () => {
    setUserToken('uid-1', SIGNED_IN_AT);
    setUserToken('uid-1', SIGNED_IN_AT + MARKER_LIFETIME_MS - 1);
    expect(getUserToken(SIGNED_IN_AT + MARKER_LIFETIME_MS + 1000)).toBe('uid-1');
  });

  it.each([
    ['not JSON', 'uid-1'],
    ['no expiry', JSON.stringify({ value: 'uid-1' })],
    ['no value', JSON.stringify({ expiry: SIGNED_IN_AT + MARKER_LIFETIME_MS })],
  ])('reads as absent and is removed when damaged: %s', (_label, stored) => {
    entries.set('userToken', stored);
    expect(getUserToken(SIGNED_IN_AT)).toBeNull();
    expect(entries.has('userToken')).toBe(false);
  });

  it('is gone after signing out', () => {
    setUserToken('uid-1', SIGNED_IN_AT);
    clearUserToken();
    expect(getUserToken(SIGNED_IN_AT)).toBeNull();
  });

  it('never breaks a page when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('storage disabled');
      },
      removeItem: () => {
        throw new Error('storage disabled');
      },
    });
    expect(() => setUserToken('uid-1', SIGNED_IN_AT)).not.toThrow();
    expect(getUserToken(SIGNED_IN_AT)).toBeNull();
  });
});

describe('the local settings', () => {
  it('default to the dark theme and got_started true', () => {
    expect(getSettings()).toEqual({ theme: 'dark', got_started: true });
  });

  it('read back what was stored', () => {
    setSettings({ theme: 'light', got_started: false });
    expect(JSON.parse(entries.get('settings')!)).toEqual({ theme: 'light', got_started: false });
    expect(getSettings()).toEqual({ theme: 'light', got_started: false });
  });

  it.each([
    ['not JSON', '{'],
    ['unknown values', JSON.stringify({ theme: 'sepia', got_started: 'yes' })],
    ['missing fields', '{}'],
  ])('fall back to their defaults when damaged: %s', (_label, stored) => {
    entries.set('settings', stored);
    expect(getSettings()).toEqual({ theme: 'dark', got_started: true });
  });
});

describe('the first steps of a team', () => {
  it('are open until the browser keeps a change for that team only', () => {
    expect(getFirstSteps('team-1')).toEqual({ dismissed: false, linkCopied: false });
    setFirstSteps('team-1', { linkCopied: true });
    setFirstSteps('team-1', { dismissed: true });
    setFirstSteps('team-2', { linkCopied: true });
    expect(getFirstSteps('team-1')).toEqual({ dismissed: true, linkCopied: true });
    expect(getFirstSteps('team-2')).toEqual({ dismissed: false, linkCopied: true });
  });

  it('read as open when what is stored is damaged', () => {
    entries.set('firstSteps', '[1]');
    expect(getFirstSteps('team-1')).toEqual({ dismissed: false, linkCopied: false });
    entries.set('firstSteps', '{');
    expect(getFirstSteps('team-1')).toEqual({ dismissed: false, linkCopied: false });
  });
});
