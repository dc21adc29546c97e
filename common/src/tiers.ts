/** Plan tiers and their limits (docs/product.md §6 and §9). */
export const TIERS = ['free', 'solo', 'team', 'business'] as const;
export type Tier = (typeof TIERS)[number];

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
  features: string[];
}

/** What the two team plans switch on alike; they differ in their limits. */
const TEAM_PLAN_SWITCHES = {
  trackSubscribers: false,
  trackClicks: true,
  trackLinks: true,
  customFooter: true,
  multiUser: true,
  multiList: true,
  auditHistory: true,
  tags: true,
} satisfies Partial<Plan>;

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: 'free',
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
    features: ['1 newsletter', 'Up to 50 subscribers', 'Manual unsubscribe tracking', 'Footer with opt-out link'],
  },
  solo: {
    tier: 'solo',
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
    features: ['Up to 3 subscriber lists', 'Up to 100 subscribers', 'Tracked links', 'Custom HTML footers'],
  },
  team: {
    tier: 'team',
    name: 'Group',
    monthlyPriceCents: 2500,
    maxLists: 10,
    maxUsers: 5,
    maxSubscribers: 500,
    ...TEAM_PLAN_SWITCHES,
    features: [
      'Up to 10 lists',
      'Up to 500 subscribers',
      'Bulk import/export',
      'Tag-based segmentation',
      'Team access for 5 accounts',
    ],
  },
  business: {
    tier: 'business',
    name: 'Scale',
    monthlyPriceCents: 9900,
    maxLists: Number.POSITIVE_INFINITY,
    maxUsers: 20,
    maxSubscribers: Number.POSITIVE_INFINITY,
    ...TEAM_PLAN_SWITCHES,
    features: ['10+ lists', 'Unlimited subscribers', 'Full subscriber audit history', 'Team access for 20 accounts'],
  },
};

/** The price a plan card shows: "Free", or the monthly price ("$9/mo", "$9.50/mo"). */
export function priceLabel(plan: Pick<Plan, 'monthlyPriceCents'>): string {
  const cents = plan.monthlyPriceCents;
  if (cents === 0) return 'Free';
  return `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}/mo`;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** An unknown or missing tier falls back to free (docs/product.md §6). */
export function planFor(tier: unknown): Plan {
  return PLANS[isTier(tier) ? tier : 'free'];
}

export function tierRank(tier: unknown): number {
  return TIERS.indexOf(isTier(tier) ? tier : 'free');
}
