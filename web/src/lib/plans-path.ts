import { pricingPathFor } from '@listkeep/common/src/plan-links';
import type { PlanNeed } from '@listkeep/common/src/tiers';
import { isReturnPath, RETURN_PARAMS, RETURN_TO_PARAM } from '@listkeep/common/src/return-path';
import { paths } from '@/config/paths';

/**
 * The pricing page, told to bring a payment back to this page with `changes`
 * made to its address (docs/product.md §4, Pricing buttons). Only what the
 * return rule keeps goes along; a page it does not take gets the plain plans.
 * With `need`, the page also marks the plan that gives it.
 */
export function plansPathBackHere(
  changes: Partial<Record<(typeof RETURN_PARAMS)[number], string>> = {},
  need?: PlanNeed,
): string {
  const here = new URLSearchParams(window.location.search);
  const kept = new URLSearchParams();
  for (const key of RETURN_PARAMS) {
    const value = changes[key] ?? here.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  const back = `${window.location.pathname}${query ? `?${query}` : ''}`;
  const plans = need ? pricingPathFor(need) : paths.pricing;
  if (!isReturnPath(back)) return plans;
  return `${plans}${plans.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}

/** The page the pricing page's address says to come back to, if the return rule takes it. */
export function returnPathOf(params: URLSearchParams): string | undefined {
  const value = params.get(RETURN_TO_PARAM);
  return isReturnPath(value) ? value : undefined;
}
