/**
 * The pricing page's address for an upgrade prompt: it carries what the
 * prompt asked for (?for=tags, ?for=subscribers-2005), so that the page can
 * mark the plan that gives it. The app's prompts and the server's mails
 * write it, the pricing page reads it, all here.
 */
import { countText } from './count-text';
import { COUNTED, PLAN_FEATURE_NAMES, type CountedKind } from './plan-features';
import { PLAN_SWITCHES, type PlanNeed } from './tiers';

export const PRICING_PATH = '/pricing';

const KINDS = Object.keys(COUNTED) as CountedKind[];
const kindOf = (need: Extract<PlanNeed, { limit: unknown }>): CountedKind =>
  KINDS.find((kind) => COUNTED[kind].limit === need.limit) ?? 'subscribers';

export function pricingPathFor(need: PlanNeed): string {
  const value = 'feature' in need ? need.feature : `${kindOf(need)}-${need.count}`;
  return `${PRICING_PATH}?for=${value}`;
}

/** The need of a pricing address's `for`; null for none, or one not understood. */
export function needFromQuery(value: string | null | undefined): PlanNeed | null {
  if (!value) return null;
  const feature = PLAN_SWITCHES.find((key) => key === value);
  if (feature) return { feature };
  const match = /^(lists|users|subscribers)-(\d{1,9})$/.exec(value);
  if (!match) return null;
  return { limit: COUNTED[match[1] as CountedKind].limit, count: Number(match[2]) };
}

/** The marked card's badge: "Fits your 2,005 subscribers", "Needed for tags". */
export function needBadge(need: PlanNeed): string {
  if ('feature' in need) {
    const name = PLAN_FEATURE_NAMES[need.feature];
    return `Needed for ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  }
  return `Fits your ${countText(need.count, COUNTED[kindOf(need)].noun)}`;
}
