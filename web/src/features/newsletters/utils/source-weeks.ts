import { countText } from '@listkeep/common/src/count-text';

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 16" for the week starting on Monday 2026-11-16 (the server's week keys are UTC days). */
export const weekLabel = (week: string): string => weekFormat.format(new Date(`${week}T00:00:00Z`));

/** What one bar says to a screen reader and on hover. */
export const weekText = (week: string, count: number, isThisWeek: boolean): string =>
  `${isThisWeek ? 'This week' : `Week of ${weekLabel(week)}`}: ${countText(count, 'sign-up')}`;

/** Each week's bar as a share (0–100) of the busiest week; all empty when there were none. */
export function barShares(weekly: readonly number[]): number[] {
  const most = Math.max(0, ...weekly);
  return weekly.map((n) => (most === 0 ? 0 : Math.round((n / most) * 100)));
}
