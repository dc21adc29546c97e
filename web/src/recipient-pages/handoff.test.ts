import { describe, expect, it } from 'vitest';
import { clearHandOff, shouldHandOff } from './handoff';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('shouldHandOff', () => {
  const url = 'http://127.0.0.1:5000/link/sub?newsletterID=a';

  it('reloads once, then stays when the reload came back to the SPA', () => {
    const storage = memory();
    expect(shouldHandOff(url, storage)).toBe(true);
    expect(shouldHandOff(url, storage)).toBe(false);
    expect(shouldHandOff(url, storage)).toBe(true);
  });

  it('reloads again after the light bundle cleared the marker', () => {
    const storage = memory();
    expect(shouldHandOff(url, storage)).toBe(true);
    clearHandOff(storage);
    expect(shouldHandOff(url, storage)).toBe(true);
  });

  it('reloads for another address even with a marker left', () => {
    const storage = memory();
    shouldHandOff(url, storage);
    expect(shouldHandOff(url + '&emailID=b', storage)).toBe(true);
  });

  it('never reloads without a working storage, since nothing could stop a loop', () => {
    expect(shouldHandOff(url, null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(shouldHandOff(url, broken)).toBe(false);
  });
});
