import { needBadge } from '@listkeep/common/src/plan-links';
import { TIERS, cheapestPlanFor, tierRank, type PlanNeed, type Tier } from '@listkeep/common/src/tiers';

export interface PlanButtonState {
  /** null hides the button. */
  label: string | null;
  currentPlan: boolean;
  /** The card the page points to: the next tier up, or the cheapest that meets what a prompt asked for. */
  recommended: boolean;
  /** The recommended card's badge: "Recommended", or what it meets ("Fits your 2,005 subscribers"). */
  badge: string | null;
}

export const RECOMMENDED = 'Recommended';

/**
 * The card to point to: the cheapest plan that meets `need` when that is an
 * upgrade, else the next tier up (Core for a signed-out or free user).
 */
function recommendation(current: Tier | null, need: PlanNeed | null): { tier: Tier; badge: string } | null {
  const currentRank = current === null ? 0 : tierRank(current);
  const meets = need ? cheapestPlanFor(need) : null;
  if (need && meets && tierRank(meets.tier) > currentRank) return { tier: meets.tier, badge: needBadge(need) };
  if (current !== null && currentRank >= TIERS.length - 1) return null;
  return { tier: TIERS[Math.min(currentRank + 1, TIERS.length - 1)], badge: RECOMMENDED };
}

/**
 * Buttons and badges of the plan cards (docs/product.md §4, Pricing buttons).
 * `current` is null for a signed-out visitor; `need` is what a prompt that
 * led here asked for.
 */
export function planButtonState(
  target: Tier,
  current: Tier | null,
  whitelisted = false,
  need: PlanNeed | null = null,
): PlanButtonState {
  const pointed = recommendation(current, need);
  const recommended = pointed?.tier === target;
  const state: PlanButtonState = {
    label: null,
    currentPlan: current !== null && current === target,
    recommended,
    badge: recommended && pointed ? pointed.badge : null,
  };
  if (whitelisted) return state;
  if (current === null) {
    state.label = target === 'starter' ? 'Get Started' : 'Subscribe';
    return state;
  }
  if (current === 'starter') {
    state.label = target === 'starter' ? null : 'Subscribe';
    return state;
  }
  const diff = tierRank(target) - tierRank(current);
  state.label = diff > 0 ? 'Upgrade' : diff < 0 ? 'Downgrade' : 'Update Subscription';
  return state;
}
