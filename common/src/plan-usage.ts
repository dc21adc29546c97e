/**
 * How much of its plan a team uses (docs/product.md §6): each thing the plan
 * limits, what the team holds of it, and whether it is near or at the limit,
 * so the dashboard can say so before a limit refuses anything.
 */
import { formatCount } from './count-text';
import type { PlanUsageCounts } from './entities';
import { planFor, type Plan } from './tiers';

/** From this share of a limit on, the dashboard warns that it is near. */
export const NEAR_LIMIT_SHARE = 0.8;

export type UsageLevel = 'calm' | 'near' | 'full';

export interface UsageRow {
  kind: keyof PlanUsageCounts;
  label: string;
  used: number;
  /** Infinity for no limit. */
  max: number;
  level: UsageLevel;
  /** "45 of 50", or "45" when the plan sets no limit. */
  amount: string;
  /** How full, from 0 to 1 (0 when the plan sets no limit). */
  share: number;
}

const ROWS: { kind: keyof PlanUsageCounts; label: string; max: (plan: Plan) => number }[] = [
  { kind: 'subscribers', label: 'Subscribers', max: (plan) => plan.maxSubscribers },
  { kind: 'lists', label: 'Newsletters', max: (plan) => plan.maxLists },
  { kind: 'users', label: 'Team members', max: (plan) => plan.maxUsers },
];

export const NO_LIMIT = 'No limit';

export const PLAN_USAGE_TEXT = {
  near: 'Near the limit',
  full: 'Limit reached',
  ownerLink: 'See plans',
  ownerRest: ' to raise your limits.',
  member: 'Ask the team owner to upgrade the plan for more.',
} as const;

export function usageLevel(used: number, max: number): UsageLevel {
  if (!Number.isFinite(max)) return 'calm';
  if (used >= max) return 'full';
  return used >= max * NEAR_LIMIT_SHARE ? 'near' : 'calm';
}

/** The team's usage of the plan of `tier`, one row per limit. */
export function planUsage(tier: unknown, counts: PlanUsageCounts): { plan: Plan; rows: UsageRow[] } {
  const plan = planFor(tier);
  const rows = ROWS.map(({ kind, label, max: maxOf }) => {
    const used = counts[kind];
    const max = maxOf(plan);
    const limited = Number.isFinite(max);
    return {
      kind,
      label,
      used,
      max,
      level: usageLevel(used, max),
      amount: limited ? `${formatCount(used)} of ${formatCount(max)}` : formatCount(used),
      share: limited && max > 0 ? Math.min(1, used / max) : 0,
    };
  });
  return { plan, rows };
}
