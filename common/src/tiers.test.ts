import { describe, expect, it } from 'vitest';
import {
  API_TIERS,
  INVITES_PER_INVITER_PER_DAY,
  PLANS,
  PLAN_LIMITS,
  PLAN_SWITCHES,
  TIERS,
  apiTier,
  cheapestPlanFor,
  includesPlan,
  planFor,
  priceLabel,
  tierOf,
  tierRank,
  upgradeFor,
} from './tiers';
import { can } from './roles';

describe('plans', () => {
  it('has the limits of docs/product.md §6', () => {
    expect([PLANS.starter.maxLists, PLANS.starter.maxUsers, PLANS.starter.maxSubscribers]).toEqual([1, 1, 50]);
    expect([PLANS.core.maxLists, PLANS.core.maxUsers, PLANS.core.maxSubscribers]).toEqual([3, 1, 100]);
    expect([PLANS.group.maxLists, PLANS.group.maxUsers, PLANS.group.maxSubscribers]).toEqual([10, 5, 500]);
    expect(PLANS.scale.maxUsers).toBe(20);
    expect(PLANS.scale.maxSubscribers).toBe(Infinity);
  });
  it('has the invitations a day of docs/product.md §6', () => {
    expect(TIERS.map((tier) => PLANS[tier].invitesPerDay)).toEqual([20, 20, 30, 60]);
    expect(INVITES_PER_INVITER_PER_DAY).toBe(60);
  });
  it('includes in each plan everything the cheaper plans have', () => {
    TIERS.forEach((tier, i) => {
      for (const cheaper of TIERS.slice(0, i)) {
        expect(includesPlan(PLANS[tier], PLANS[cheaper]), `${tier} includes ${cheaper}`).toBe(true);
        for (const key of PLAN_SWITCHES) if (PLANS[cheaper][key]) expect(PLANS[tier][key], `${tier}.${key}`).toBe(true);
        for (const key of PLAN_LIMITS) expect(PLANS[tier][key]).toBeGreaterThanOrEqual(PLANS[cheaper][key]);
      }
    });
    expect(PLANS.group.trackSubscribers && PLANS.scale.trackSubscribers).toBe(true);
    expect(includesPlan(PLANS.core, PLANS.group)).toBe(false);
  });
  it('names the cheapest plan that meets a need, and only as an upgrade', () => {
    expect(cheapestPlanFor({ limit: 'maxSubscribers', count: 2005 })?.name).toBe('Scale');
    expect(cheapestPlanFor({ limit: 'maxSubscribers', count: 100 })?.name).toBe('Core');
    expect(cheapestPlanFor({ limit: 'maxLists', count: 4 })?.name).toBe('Group');
    expect(cheapestPlanFor({ feature: 'trackSubscribers' })?.name).toBe('Core');
    expect(cheapestPlanFor({ limit: 'maxUsers', count: 21 })).toBeNull();
    expect(upgradeFor('starter', { limit: 'maxSubscribers', count: 2005 })?.name).toBe('Scale');
    expect(upgradeFor('group', { feature: 'trackSubscribers' })).toBeNull();
    expect(upgradeFor('scale', { limit: 'maxUsers', count: 21 })).toBeNull();
    for (const tier of TIERS) {
      for (const need of [{ feature: 'tags' as const }, { limit: 'maxLists' as const, count: 11 }]) {
        const plan = upgradeFor(tier, need);
        if (plan) expect(tierRank(plan.tier)).toBeGreaterThan(tierRank(tier));
      }
    }
  });
  it('charges what each card says', () => {
    expect(Object.values(PLANS).map(priceLabel)).toEqual(['Free', '$9/mo', '$25/mo', '$99/mo']);
    expect(priceLabel({ monthlyPriceCents: 950 })).toBe('$9.50/mo');
  });
  it('gives a second list only with multiList and a second user only with multiUser', () => {
    for (const plan of Object.values(PLANS)) {
      expect(plan.maxLists > 1, plan.tier).toBe(plan.multiList);
      expect(plan.maxUsers > 1, plan.tier).toBe(plan.multiUser);
    }
  });
  it('falls back to Starter for an unknown or missing tier', () => {
    expect(planFor('platinum').tier).toBe('starter');
    expect(planFor(undefined).tier).toBe('starter');
    expect(tierRank('scale')).toBe(3);
    expect(tierRank(null)).toBe(0);
  });
  it("names each tier by the API's id, and reads either id as the same plan", () => {
    expect(TIERS.map(apiTier)).toEqual(['free', 'solo', 'team', 'business']);
    expect(API_TIERS.map(tierOf)).toEqual([...TIERS]);
    expect(TIERS.map(tierOf)).toEqual([...TIERS]);
    expect(planFor('team').name).toBe('Group');
    expect(apiTier('platinum')).toBe('free');
  });
});

describe('role permissions', () => {
  it('follows the table of docs/product.md §6', () => {
    expect(can('admin', 'manageTeam')).toBe(true);
    expect(can('editor', 'manageTeam')).toBe(false);
    expect(can('editor', 'manageSubscribers')).toBe(true);
    expect(can('editor', 'updateNewsletters')).toBe(false);
    expect(can('viewer', 'viewSubscribers')).toBe(true);
    expect(can('viewer', 'exportEmails')).toBe(false);
    expect(can(null, 'viewSubscribers')).toBe(false);
  });
});
