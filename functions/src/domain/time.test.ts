import { describe, expect, it } from 'vitest';
import { DAY_MS, dayKey, lastWeeks, recentCount, toTimestamp, weekKey } from './time';

describe('toTimestamp', () => {
  it('splits milliseconds into seconds and nanoseconds', () => {
    expect(toTimestamp(1_700_000_000_123)).toEqual({ seconds: 1_700_000_000, nanoseconds: 123_000_000 });
  });
  it('keeps a missing time missing', () => {
    expect(toTimestamp(null)).toBeNull();
  });
});

describe('dayKey', () => {
  it('names the UTC day of a time, also when times go back and forth over midnight', () => {
    const midnight = Date.UTC(2026, 10, 21);
    expect(dayKey(midnight - 1)).toBe('2026-11-20');
    expect(dayKey(midnight)).toBe('2026-11-21');
    expect(dayKey(midnight + DAY_MS - 1)).toBe('2026-11-21');
    expect(dayKey(midnight - 1)).toBe('2026-11-20');
    expect(dayKey(midnight + DAY_MS)).toBe('2026-11-22');
  });
});

describe('recentCount', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('adds the days of the last 30 days and ignores older ones', () => {
    const days = {
      [dayKey(now)]: 2,
      [dayKey(now - 29 * DAY_MS)]: 3,
      [dayKey(now - 30 * DAY_MS)]: 100,
    };
    expect(recentCount(days, now)).toBe(5);
  });
  it('is zero without any record', () => {
    expect(recentCount(undefined, now)).toBe(0);
  });
});

describe('weekKey', () => {
  it('names a week by its Monday, in UTC', () => {
    // 2026-11-16 is a Monday, 2026-11-22 the Sunday of that week.
    expect(weekKey(Date.UTC(2026, 10, 16, 0, 0))).toBe('2026-11-16');
    expect(weekKey(Date.UTC(2026, 10, 19, 12))).toBe('2026-11-16');
    expect(weekKey(Date.UTC(2026, 10, 22, 23, 59, 59))).toBe('2026-11-16');
    expect(weekKey(Date.UTC(2026, 10, 23))).toBe('2026-11-23');
  });
  it('crosses months and years', () => {
    expect(weekKey(Date.UTC(2027, 0, 1))).toBe('2026-12-28');
    expect(weekKey(Date.UTC(1970, 0, 1))).toBe('1969-12-29');
  });
});

describe('lastWeeks', () => {
  it('lists the Mondays of the last weeks, oldest first, ending with the week of now', () => {
    expect(lastWeeks(Date.UTC(2026, 10, 19), 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(lastWeeks(Date.UTC(2026, 10, 19), 1)).toEqual(['2026-11-16']);
  });
});
