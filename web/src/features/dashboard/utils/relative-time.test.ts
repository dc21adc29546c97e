import { describe, expect, it } from 'vitest';
import { formatRelativeTime, timestampToMs } from './relative-time';

const now = Date.UTC(2025, 2, 5, 20, 0, 0);
const ago = (ms: number) => now - ms;

describe('formatRelativeTime', () => {
  it('reads just now under a minute, and for future times', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('just now');
    expect(formatRelativeTime(now + 5_000, now)).toBe('just now');
  });

  it('counts minutes and hours with singular and plural', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 60_000), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(12 * 60 * 60_000), now)).toBe('12 hours ago');
  });

  it('switches to a date and time after more than 12 hours', () => {
    const text = formatRelativeTime(ago(12 * 60 * 60_000 + 1), now, { timeZone: 'UTC' });
    expect(text).toBe('Mar 5, 2025, 7:59 AM');
  });
});

describe('timestampToMs', () => {
  it('converts server timestamps and tolerates missing ones', () => {
    expect(timestampToMs({ seconds: 10, nanoseconds: 5_000_000 })).toBe(10_005);
    expect(timestampToMs(null)).toBeNull();
  });
});
