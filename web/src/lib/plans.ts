import { TIERS, tierRank, type Tier } from '@listkeep/common/src/tiers';

export interface PlanButtonState {
  /** null hides the button. */
  label: string | null;
  currentPlan: boolean;
  recommended: boolean;
}

/**
 * Buttons and badges of the plan cards (docs/product.md §4, Pricing buttons).
 * `current` is null for a signed-out visitor.
 */
export function planButtonState(target: Tier, current: Tier | null, whitelisted = false): PlanButtonState {
  const currentRank = current === null ? 0 : tierRank(current);
  const recommendedTier = TIERS[Math.min(currentRank + 1, TIERS.length - 1)];
  const state: PlanButtonState = {
    label: null,
    currentPlan: current !== null && current === target,
    recommended: target === recommendedTier && (current === null || tierRank(current) < TIERS.length - 1),
  };
  if (whitelisted) return state;
  if (current === null) {
    state.label = target === 'free' ? 'Get Started' : 'Subscribe';
    return state;
  }
  if (current === 'free') {
    state.label = target === 'free' ? null : 'Subscribe';
    return state;
  }
  const diff = tierRank(target) - tierRank(current);
  state.label = diff > 0 ? 'Upgrade' : diff < 0 ? 'Downgrade' : 'Update Subscription';
  return state;
}
