/**
 * The switches of the plan record (common/src/tiers.ts) as a person reads
 * them, and the one sentence that says a feature is not on the team's plan
 * and which plan brings it. The server's refusals and the dashboard's
 * disabled controls both use it, so they say the same thing.
 */
import { PLANS, TIERS, planFor, type Plan, type Tier } from './tiers';

export type PlanFeature =
  | 'trackSubscribers'
  | 'trackClicks'
  | 'trackLinks'
  | 'customFooter'
  | 'multiUser'
  | 'multiList'
  | 'auditHistory'
  | 'tags';

/** What each switch gives, as the start of a sentence ("Tracked links come with…"). */
export const PLAN_FEATURE_NAMES: Record<PlanFeature, string> = {
  trackSubscribers: 'Sign-up and opt-out counts per email',
  trackClicks: 'Click counts per email',
  trackLinks: 'Tracked links',
  customFooter: 'Custom HTML footers',
  multiUser: 'Team members',
  multiList: 'Several lists',
  auditHistory: 'Subscriber histories',
  tags: 'Tags',
};

export function planHas(tier: unknown, feature: PlanFeature): boolean {
  return planFor(tier)[feature];
}

/** The cheapest plan with the feature: the upgrade a refusal points to. */
export function firstPlanWith(feature: PlanFeature): Plan {
  return PLANS[TIERS.find((tier) => PLANS[tier][feature]) ?? 'business'];
}

/**
 * "Tags come with the Group plan and up; your team is on the Core plan." A
 * feature that the plans above its first do not all have (sign-up counts per
 * email are Core's alone) names that plan without "and up".
 */
export function featureNotOnPlanMessage(feature: PlanFeature, tier: Tier | unknown): string {
  const first = firstPlanWith(feature);
  const andUp = TIERS.slice(TIERS.indexOf(first.tier)).every((t) => PLANS[t][feature]) ? ' and up' : '';
  return `${PLAN_FEATURE_NAMES[feature]} come with the ${first.name} plan${andUp}; your team is on the ${planFor(tier).name} plan.`;
}
