/**
 * The switches of the plan record (common/src/tiers.ts) as a person reads
 * them, and the sentences that say a plan lacks something and which plan
 * brings it. The server's refusals and the dashboard's prompts both use
 * them, so they say the same thing and name the same plan.
 */
import { countText, formatCount } from './count-text';
import {
  PLANS,
  cheapestPlanFor,
  planFor,
  upgradeFor,
  type Plan,
  type PlanLimit,
  type PlanNeed,
  type PlanSwitch,
} from './tiers';

export type PlanFeature = PlanSwitch;

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
  apiKeys: 'API keys',
  webhooks: 'Webhooks',
};

/** The things a plan counts, and the word for one of them. */
export type CountedKind = 'lists' | 'users' | 'subscribers';
export const COUNTED: Record<CountedKind, { limit: PlanLimit; noun: string }> = {
  lists: { limit: 'maxLists', noun: 'list' },
  users: { limit: 'maxUsers', noun: 'user' },
  subscribers: { limit: 'maxSubscribers', noun: 'subscriber' },
};

/** Room for `count` of `kind` in all. */
export const roomFor = (kind: CountedKind, count: number): PlanNeed => ({ limit: COUNTED[kind].limit, count });

export function planHas(tier: unknown, feature: PlanFeature): boolean {
  return planFor(tier)[feature];
}

/** The cheapest plan with the feature: the upgrade a refusal points to. */
export function firstPlanWith(feature: PlanFeature): Plan {
  return cheapestPlanFor({ feature }) ?? PLANS.scale;
}

/** "Tags come with the Group plan and up; your team is on the Core plan." */
export function featureNotOnPlanMessage(feature: PlanFeature, tier: unknown): string {
  return `${PLAN_FEATURE_NAMES[feature]} come with the ${firstPlanWith(feature).name} plan and up; your team is on the ${planFor(tier).name} plan.`;
}

/** "Upgrade to Core to add more.", or nothing when no dearer plan meets the need. */
export function upgradeToAddMore(tier: unknown, need: PlanNeed): string {
  const plan = upgradeFor(tier, need);
  return plan ? `Upgrade to ${plan.name} to add more.` : '';
}

/** "The Starter plan allows 1 list." */
export function planAllows(kind: CountedKind, tier: unknown): string {
  const plan = planFor(tier);
  return `The ${plan.name} plan allows ${countText(plan[COUNTED[kind].limit], COUNTED[kind].noun)}`;
}

/**
 * The refusal of a call that would bring a team on `tier` to `total` of
 * `kind`, naming the plan that has room: "The Core plan allows 100
 * subscribers; this import would bring the team to 2,005. Upgrade to Scale
 * to add more."
 */
export function planLimitMessage(kind: CountedKind, tier: unknown, total: number, what = 'this'): string {
  const upgrade = upgradeToAddMore(tier, roomFor(kind, total));
  const allows = planAllows(kind, tier);
  const said =
    kind === 'lists'
      ? `${allows}.`
      : kind === 'users'
        ? `${allows}, counting pending invites.`
        : `${allows}; ${what} would bring the team to ${formatCount(total)}.`;
  return upgrade ? `${said} ${upgrade}` : said;
}
