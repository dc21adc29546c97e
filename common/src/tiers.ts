/** Plan tiers and their limits (docs/product.md §6 and §9), cheapest first, named as the plan cards name them. */
export const TIERS = ['starter', 'core', 'group', 'scale'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * The tier ids of the API: a profile's and a team's `subscription.tier` and
 * `downgradeTo`, and checkout's `subscriptionTier`, keep the ids the product
 * was specified with. This table is the one place they meet the code's ids;
 * documents written with them read as their tier too (tierOf).
 */
export const API_TIER_OF = {
  starter: 'free',
  core: 'solo',
  group: 'team',
  scale: 'business',
} as const satisfies Record<Tier, string>;
export type ApiTier = (typeof API_TIER_OF)[Tier];
export const API_TIERS = TIERS.map((tier) => API_TIER_OF[tier]);

export interface Plan {
  tier: Tier;
  name: string;
  /** What the monthly price charges, in US cents; the payment provider's prices are made to match. */
  monthlyPriceCents: number;
  maxLists: number;
  maxUsers: number;
  maxSubscribers: number;
  trackSubscribers: boolean;
  trackClicks: boolean;
  trackLinks: boolean;
  customFooter: boolean;
  multiUser: boolean;
  multiList: boolean;
  auditHistory: boolean;
  /** Tags on subscribers, with filtering, copy and export by tag ("tag-based segmentation" on the Group card). */
  tags: boolean;
  /**
   * API keys and the REST API under /api/v1 (docs/product.md §4 API keys):
   * a team's link to its other tools, so the team plans have it.
   */
  apiKeys: boolean;
  /** Webhooks to the team's own endpoints (docs/product.md §4 Webhooks), beside its API keys. */
  webhooks: boolean;
  /**
   * Invitations a team may send in a UTC day, withdrawn ones included: each
   * mails an address its inviter names, with the inviter's and the team's names.
   */
  invitesPerDay: number;
}

/** The on/off features of a plan. */
export type PlanSwitch =
  | 'trackSubscribers'
  | 'trackClicks'
  | 'trackLinks'
  | 'customFooter'
  | 'multiUser'
  | 'multiList'
  | 'auditHistory'
  | 'tags'
  | 'apiKeys'
  | 'webhooks';
export const PLAN_SWITCHES: readonly PlanSwitch[] = [
  'trackSubscribers',
  'trackClicks',
  'trackLinks',
  'customFooter',
  'multiUser',
  'multiList',
  'auditHistory',
  'tags',
  'apiKeys',
  'webhooks',
];

/** The counted allowances of a plan (Infinity for no limit). */
export type PlanLimit = 'maxLists' | 'maxUsers' | 'maxSubscribers';
export const PLAN_LIMITS: readonly PlanLimit[] = ['maxLists', 'maxUsers', 'maxSubscribers'];

/** What the two team plans switch on alike; they differ in their limits. */
const TEAM_PLAN_SWITCHES = {
  trackSubscribers: true,
  trackClicks: true,
  trackLinks: true,
  customFooter: true,
  multiUser: true,
  multiList: true,
  auditHistory: true,
  tags: true,
  apiKeys: true,
  webhooks: true,
} satisfies Partial<Plan>;

export const PLANS: Record<Tier, Plan> = {
  starter: {
    tier: 'starter',
    name: 'Starter',
    monthlyPriceCents: 0,
    maxLists: 1,
    maxUsers: 1,
    maxSubscribers: 50,
    trackSubscribers: false,
    trackClicks: false,
    trackLinks: false,
    customFooter: false,
    multiUser: false,
    multiList: false,
    auditHistory: false,
    tags: false,
    apiKeys: false,
    webhooks: false,
    invitesPerDay: 20,
  },
  core: {
    tier: 'core',
    name: 'Core',
    monthlyPriceCents: 900,
    maxLists: 3,
    maxUsers: 1,
    maxSubscribers: 100,
    trackSubscribers: true,
    trackClicks: true,
    trackLinks: true,
    customFooter: true,
    multiUser: false,
    multiList: true,
    auditHistory: false,
    tags: false,
    apiKeys: false,
    webhooks: false,
    invitesPerDay: 20,
  },
  group: {
    tier: 'group',
    name: 'Group',
    monthlyPriceCents: 2500,
    maxLists: 10,
    maxUsers: 5,
    maxSubscribers: 500,
    invitesPerDay: 30,
    ...TEAM_PLAN_SWITCHES,
  },
  scale: {
    tier: 'scale',
    name: 'Scale',
    monthlyPriceCents: 9900,
    maxLists: Number.POSITIVE_INFINITY,
    maxUsers: 20,
    maxSubscribers: Number.POSITIVE_INFINITY,
    invitesPerDay: 60,
    ...TEAM_PLAN_SWITCHES,
  },
};

/**
 * Invitations one account may send in a UTC day, to all its teams together:
 * as many as the largest plan's team, so only an account inviting for
 * several teams meets it before its team's own limit.
 */
export const INVITES_PER_INVITER_PER_DAY = Math.max(...Object.values(PLANS).map((plan) => plan.invitesPerDay));

/** The price a plan card shows: "Free", or the monthly price ("$9/mo", "$9.50/mo"). */
export function priceLabel(plan: Pick<Plan, 'monthlyPriceCents'>): string {
  const cents = plan.monthlyPriceCents;
  if (cents === 0) return 'Free';
  return `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}/mo`;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** The tier a value names, in the code's ids or the API's; an unknown or missing tier falls back to Starter (docs/product.md §6). */
export function tierOf(value: unknown): Tier {
  if (isTier(value)) return value;
  return TIERS.find((tier) => API_TIER_OF[tier] === value) ?? 'starter';
}

/** The API's id of a tier, read as tierOf reads it. */
export function apiTier(value: unknown): ApiTier {
  return API_TIER_OF[tierOf(value)];
}

export function planFor(tier: unknown): Plan {
  return PLANS[tierOf(tier)];
}

export function tierRank(tier: unknown): number {
  return TIERS.indexOf(tierOf(tier));
}

/**
 * Each plan includes everything a cheaper plan has: every switch on below is
 * on, every limit at least as high. So the cheapest plan that meets a need is
 * the one upgrade to name, and a dearer plan never lacks what a cheaper one
 * gives (common/src/tiers.test.ts holds PLANS to it).
 */
export function includesPlan(dearer: Plan, cheaper: Plan): boolean {
  return (
    PLAN_SWITCHES.every((key) => dearer[key] || !cheaper[key]) &&
    PLAN_LIMITS.every((key) => dearer[key] >= cheaper[key])
  );
}

/** What an upgrade prompt asks of a plan: a switch, or room for `count` lists, users or subscribers in all. */
export type PlanNeed = { feature: PlanSwitch } | { limit: PlanLimit; count: number };

export function planMeets(plan: Plan, need: PlanNeed): boolean {
  return 'feature' in need ? plan[need.feature] : plan[need.limit] >= need.count;
}

/** The cheapest plan that meets the need (2,005 subscribers: Scale); null when no plan does. */
export function cheapestPlanFor(need: PlanNeed): Plan | null {
  const tier = TIERS.find((t) => planMeets(PLANS[t], need));
  return tier ? PLANS[tier] : null;
}

/**
 * The plan a team on `tier` upgrades to for the need: the cheapest that
 * meets it, and only when that is dearer than its own (null otherwise).
 */
export function upgradeFor(tier: unknown, need: PlanNeed): Plan | null {
  const plan = cheapestPlanFor(need);
  return plan && tierRank(plan.tier) > tierRank(tier) ? plan : null;
}
