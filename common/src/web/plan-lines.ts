/**
 * What each plan card lists, made from the plan record (common/src/tiers.ts)
 * so a card cannot promise more, or other, than the server allows. A card
 * names only what its plan adds to the one below ("Everything in Core,
 * plus …"); the account page lists everything a plan has.
 */
import { formatCount } from '../count-text';
import { PLANS, PLAN_SWITCHES, TIERS, type Plan, type PlanSwitch, type Tier } from '../tiers';

/** What every plan has; said once, on the cheapest card. */
export const EVERY_PLAN_LINES = ['Footer with opt-out link', 'Automatic opt-outs', 'CSV import and export'] as const;

/** A switch as a card line; null where a limit's line already says it. */
export const SWITCH_LINES: Record<PlanSwitch, string | null> = {
  trackSubscribers: 'Sign-up and opt-out counts per email',
  trackClicks: 'Click counts per email',
  trackLinks: 'Tracked links',
  customFooter: 'Custom HTML footers',
  multiUser: null,
  multiList: null,
  auditHistory: 'Subscriber histories',
  tags: 'Tag-based segmentation',
  apiKeys: 'API keys for your other tools',
  webhooks: 'Webhooks to your own endpoints',
};

function limitLines(plan: Plan): string[] {
  const lists = plan.maxLists;
  const subscribers = plan.maxSubscribers;
  return [
    lists === 1 ? '1 list' : Number.isFinite(lists) ? `Up to ${formatCount(lists)} lists` : 'Unlimited lists',
    Number.isFinite(subscribers) ? `Up to ${formatCount(subscribers)} subscribers` : 'Unlimited subscribers',
    ...(plan.maxUsers > 1 ? [`Team access for ${formatCount(plan.maxUsers)} accounts`] : []),
  ];
}

/** Everything the plan of `tier` has, one line each. */
export function planLines(tier: Tier): string[] {
  const plan = PLANS[tier];
  const switches = PLAN_SWITCHES.filter((key) => plan[key]).map((key) => SWITCH_LINES[key]);
  return [...limitLines(plan), ...EVERY_PLAN_LINES, ...switches.filter((line): line is string => line !== null)];
}

export interface PlanCardLines {
  /** "Everything in Core, plus"; null on the cheapest card. */
  intro: string | null;
  lines: string[];
}

/** The card of `tier`: what it has beyond the plan below it. */
export function planCardLines(tier: Tier): PlanCardLines {
  const below = TIERS[TIERS.indexOf(tier) - 1];
  if (!below) return { intro: null, lines: planLines(tier) };
  const had = new Set(planLines(below));
  return { intro: `Everything in ${PLANS[below].name}, plus`, lines: planLines(tier).filter((line) => !had.has(line)) };
}
