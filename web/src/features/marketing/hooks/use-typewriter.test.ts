import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_MS_PER_CHAR } from '@listkeep/common/src/web/landing-demo';
import { sharedPrefixLength, typeText } from './use-typewriter';

describe('the typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types one character per tick and says when it is done', () => {
    const shown: string[] = [];
    const done = vi.fn();
    typeText('abc', 0, (t) => shown.push(t), done);
    vi.advanceTimersByTime(TYPING_MS_PER_CHAR * 2);
    expect(shown).toEqual(['', 'a', 'ab']);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_MS_PER_CHAR * 5);
    expect(shown).toEqual(['', 'a', 'ab', 'abc']);
    expect(done).toHaveBeenCalledOnce();
  });

  it('goes on after what the field already holds', () => {
    const shown: string[] = [];
    typeText(
      'Hi all, bye',
      sharedPrefixLength('Hi all', 'Hi all, bye'),
      (t) => shown.push(t),
      () => undefined,
    );
    vi.advanceTimersByTime(TYPING_MS_PER_CHAR);
    expect(shown).toEqual(['Hi all', 'Hi all,']);
  });

  it('stops where it is when asked', () => {
    const shown: string[] = [];
    const stop = typeText(
      'abcdef',
      0,
      (t) => shown.push(t),
      () => undefined,
    );
    vi.advanceTimersByTime(TYPING_MS_PER_CHAR * 2);
    stop();
    vi.advanceTimersByTime(TYPING_MS_PER_CHAR * 10);
    expect(shown.at(-1)).toBe('ab');
  });

  it('is done at once when there is nothing left to type', () => {
    const done = vi.fn();
    typeText('abc', 3, () => undefined, done);
    expect(done).toHaveBeenCalledOnce();
  });

  it('finds the shared beginning of two texts', () => {
    expect(sharedPrefixLength('a@x.org, b@x', 'a@x.org, c@x')).toBe(9);
    expect(sharedPrefixLength('', 'abc')).toBe(0);
  });
});
