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
