import { PAID_TIERS, PLANS, PRICE_LOOKUP_KEYS } from '@listkeep/common';
import type { PriceSpec } from './ledger';

/** One monthly price per paid tier, as the product's price table names them. */
export const PLAN_PRICES: PriceSpec[] = PAID_TIERS.map((tier) => ({
  lookupKey: PRICE_LOOKUP_KEYS[tier],
  nickname: PLANS[tier].name,
  unitAmount: PLANS[tier].monthlyPriceCents,
}));
