import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDeletedJudge, profileSignalJudge } from './profile-signal';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const change = (at: number) => ({ action: 'account', at });

describe('profileSignalJudge', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches again for a change the tab has not seen, even as the first value heard', () => {
    expect(profileSignalJudge('u1')(change(1))).toBe(true);
  });

  it('does not fetch again on a reload for the change the tab last brought its profile up to', () => {
    profileSignalJudge('u1')(change(1));
    const reloaded = profileSignalJudge('u1');
    expect(reloaded(change(1))).toBe(false);
  });

  it('fetches again for every change heard after the first value', () => {
    profileSignalJudge('u1')(change(1));
    const reloaded = profileSignalJudge('u1');
    reloaded(change(1));
    expect(reloaded(change(2))).toBe(true);
    expect(reloaded(change(3))).toBe(true);
  });

  it('fetches again when the change came while the page was away', () => {
    profileSignalJudge('u1')(change(1));
    expect(profileSignalJudge('u1')(change(2))).toBe(true);
  });

  it('keeps what one user has seen apart from another', () => {
    profileSignalJudge('u1')(change(1));
    expect(profileSignalJudge('u2')(change(1))).toBe(true);
  });

  it('ignores values that are no account signal', () => {
    const judge = profileSignalJudge('u1');
    expect(judge(null)).toBe(false);
    expect(judge({ action: 'other' })).toBe(false);
  });

  it('fetches each time when the tab cannot remember', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    profileSignalJudge('u1')(change(1));
    expect(profileSignalJudge('u1')(change(1))).toBe(true);
  });
});

describe('accountDeletedJudge', () => {
  it("hears the server's word that the account was deleted", () => {
    const judge = accountDeletedJudge();
    expect(judge(change(1))).toBe(false);
    expect(judge({ action: 'deleted', at: 2 })).toBe(true);
  });

  it('takes the removal of a node it had heard for the deletion', () => {
    const judge = accountDeletedJudge();
    judge(change(1));
    expect(judge(null)).toBe(true);
  });

  it('takes no node at all for an account never signalled, not a deleted one', () => {
    const judge = accountDeletedJudge();
    expect(judge(null)).toBe(false);
    expect(judge(change(1))).toBe(false);
  });
});
