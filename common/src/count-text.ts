/**
 * How every number a person reads is written: thousands grouped with commas
 * ("2,000"), and a count with its noun in the right number ("1 email",
 * "2,000 emails").
 */

/** A whole number with its thousands grouped by commas, as in "Imported 20,000 of 100,000…". */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(n);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** The noun for `n` of it: `singular` for exactly one, else `plural` (the singular with an "s" unless given). */
export function pluralize(n: number, singular: string, plural: string = `${singular}s`): string {
  return Math.round(n) === 1 ? singular : plural;
}

/** A count with its noun: `countText(1, 'email')` is "1 email", `countText(2000, 'email')` "2,000 emails". */
export function countText(n: number, singular: string, plural?: string): string {
  return `${formatCount(n)} ${pluralize(n, singular, plural)}`;
}
