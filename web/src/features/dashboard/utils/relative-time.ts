import { countText } from '@listkeep/common/src/count-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** docs/product.md §9: relative times switch to a date plus time after more than 12 hours. */
const RELATIVE_LIMIT_MS = 12 * HOUR;

function ago(n: number, unit: string): string {
  return `${countText(n, unit)} ago`;
}

/**
 * "just now", "3 minutes ago", "5 hours ago", or after 12 hours a date and
 * time such as "Mar 5, 2025, 3:04 PM". Future times (clock skew) read as just now.
 */
export function formatRelativeTime(
  timeMs: number,
  nowMs: number,
  options: { locale?: string; timeZone?: string } = {},
): string {
  const diff = nowMs - timeMs;
  if (diff > RELATIVE_LIMIT_MS) {
    return new Intl.DateTimeFormat(options.locale ?? 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: options.timeZone,
    }).format(timeMs);
  }
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute');
  return ago(Math.floor(diff / HOUR), 'hour');
}

/** Server times travel as `{seconds, nanoseconds}` (docs/product.md §3). */
export function timestampToMs(value: { seconds: number; nanoseconds?: number } | null | undefined): number | null {
  if (!value || typeof value.seconds !== 'number') return null;
  return value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6);
}
