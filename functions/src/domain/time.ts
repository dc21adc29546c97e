import type { Timestamp } from '@listkeep/common';
import type { DayCounts } from './docs';

export function toTimestamp(ms: number): Timestamp;
export function toTimestamp(ms: number | null | undefined): Timestamp | null;
export function toTimestamp(ms: number | null | undefined): Timestamp | null {
  if (ms == null) return null;
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

export const DAY_MS = 86_400_000;
/** "Recent" on the overview means the last month, taken as 30 days. */
export const RECENT_DAYS = 30;

/** The last day dayKey formatted: an import asks for the same day once per address. */
let lastDay = { day: NaN, key: '' };

export function dayKey(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay.day) lastDay = { day, key: new Date(ms).toISOString().slice(0, 10) };
  return lastDay.key;
}

/** The first day (dayKey) of the last RECENT_DAYS days, today included. */
export const recentSince = (now: number) => dayKey(now - (RECENT_DAYS - 1) * DAY_MS);

/** Sum of the day counts within the last RECENT_DAYS days, today included. */
export function recentCount(days: DayCounts | undefined, now: number): number {
  if (!days) return 0;
  const oldest = recentSince(now);
  let total = 0;
  for (const [day, count] of Object.entries(days)) if (day >= oldest) total += count;
  return total;
}

/** The week of `ms`: the dayKey of its Monday (UTC), so keys sort in time order. */
export function weekKey(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  // Day 0 of the epoch was a Thursday: Monday is 3 days before it.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return dayKey((day - sinceMonday) * DAY_MS);
}

/** The week keys of the last `count` weeks, oldest first; the last is the week of `now`. */
export function lastWeeks(now: number, count: number): string[] {
  const monday = Date.parse(`${weekKey(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => dayKey(monday - (count - 1 - i) * 7 * DAY_MS));
}
