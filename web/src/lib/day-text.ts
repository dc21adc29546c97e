import type { Timestamp } from '@listkeep/common/src/entities';

/** A day as the account pages name it ("December 24, 2026"), in the reader's time zone; null for no date. */
export function dayText(ts: Pick<Timestamp, 'seconds'> | null | undefined): string | null {
  return ts
    ? new Date(ts.seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : null;
}
