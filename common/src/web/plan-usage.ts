/**
 * How much of its plan a team uses (docs/product.md §6): each thing the plan
 * limits, what the team holds of it, and whether the limit is in the way.
 * Subscribers arrive by themselves (sign-ups are turned away at the limit),
 * so their row warns ahead; lists and users only come when the team adds
 * them, so theirs warn only when over (the refusal speaks when one is added).
 */
import { formatCount } from '../count-text';
import type { PlanUsageCounts } from '../entities';
import { roomFor } from '../plan-features';
import { planFor, tierRank, upgradeFor, type Plan, type PlanNeed } from '../tiers';

/** From this share of a limit on, the dashboard warns that it is near. */
export const NEAR_LIMIT_SHARE = 0.8;

export type UsageLevel = 'calm' | 'near' | 'full' | 'over';

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

const ROWS: { kind: keyof PlanUsageCounts; label: string; max: (plan: Plan) => number; warnsAhead: boolean }[] = [
  { kind: 'subscribers', label: 'Subscribers', max: (plan) => plan.maxSubscribers, warnsAhead: true },
  { kind: 'lists', label: 'Lists', max: (plan) => plan.maxLists, warnsAhead: false },
  { kind: 'users', label: 'Team members', max: (plan) => plan.maxUsers, warnsAhead: false },
];

export const NO_LIMIT = 'No limit';

export const PLAN_USAGE_TEXT = {
  near: 'Near the limit',
  full: 'Limit reached',
  over: 'Over the limit',
  ownerRest: ' to raise your limits.',
  member: 'Ask the team owner to upgrade the plan for more.',
} as const;

/** How pressing `used` of `max` is; `warnsAhead` says so from near the limit on, else only once over it. */
export function usageLevel(used: number, max: number, warnsAhead = true): UsageLevel {
  if (!Number.isFinite(max)) return 'calm';
  if (used > max) return 'over';
  if (!warnsAhead) return 'calm';
  if (used === max) return 'full';
  return used >= max * NEAR_LIMIT_SHARE ? 'near' : 'calm';
}

/** The team's usage of the plan of `tier`, one row per limit. */
export function planUsage(tier: unknown, counts: PlanUsageCounts): { plan: Plan; rows: UsageRow[] } {
  const plan = planFor(tier);
  const rows = ROWS.map(({ kind, label, max: maxOf, warnsAhead }) => {
    const used = counts[kind];
    const max = maxOf(plan);
    const limited = Number.isFinite(max);
    return {
      kind,
      label,
      used,
      max,
      level: usageLevel(used, max, warnsAhead),
      amount: limited ? `${formatCount(used)} of ${formatCount(max)}` : formatCount(used),
      share: limited && max > 0 ? Math.min(1, used / max) : 0,
    };
  });
  return { plan, rows };
}

/**
 * The upgrade the pressing rows call for: the cheapest plan with room for
 * all the team holds and one more of each; null when none is pressing or no
 * plan is dearer.
 */
export function usageUpgrade(tier: unknown, rows: readonly UsageRow[]): { plan: Plan; need: PlanNeed } | null {
  let best: { plan: Plan; need: PlanNeed } | null = null;
  for (const row of rows) {
    if (row.level === 'calm') continue;
    const need = roomFor(row.kind, Math.max(row.used, row.max + 1));
    const plan = upgradeFor(tier, need);
    if (plan && (!best || tierRank(plan.tier) > tierRank(best.plan.tier))) best = { plan, need };
  }
  return best;
}
