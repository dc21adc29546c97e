import { describe, expect, it } from 'vitest';
import {
  INVITES_PER_INVITER_PER_DAY,
  PLANS,
  PLAN_LIMITS,
  PLAN_SWITCHES,
  TIERS,
  cheapestPlanFor,
  includesPlan,
  planFor,
  priceLabel,
  tierRank,
  upgradeFor,
} from './tiers';
import { can } from './roles';

describe('plans', () => {
  it('has the limits of docs/product.md §6', () => {
    expect([PLANS.free.maxLists, PLANS.free.maxUsers, PLANS.free.maxSubscribers]).toEqual([1, 1, 50]);
    expect([PLANS.solo.maxLists, PLANS.solo.maxUsers, PLANS.solo.maxSubscribers]).toEqual([3, 1, 100]);
    expect([PLANS.team.maxLists, PLANS.team.maxUsers, PLANS.team.maxSubscribers]).toEqual([10, 5, 500]);
    expect(PLANS.business.maxUsers).toBe(20);
    expect(PLANS.business.maxSubscribers).toBe(Infinity);
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
    expect(PLANS.team.trackSubscribers && PLANS.business.trackSubscribers).toBe(true);
    expect(includesPlan(PLANS.solo, PLANS.team)).toBe(false);
  });
  it('names the cheapest plan that meets a need, and only as an upgrade', () => {
    expect(cheapestPlanFor({ limit: 'maxSubscribers', count: 2005 })?.name).toBe('Scale');
    expect(cheapestPlanFor({ limit: 'maxSubscribers', count: 100 })?.name).toBe('Core');
    expect(cheapestPlanFor({ limit: 'maxLists', count: 4 })?.name).toBe('Group');
    expect(cheapestPlanFor({ feature: 'trackSubscribers' })?.name).toBe('Core');
    expect(cheapestPlanFor({ limit: 'maxUsers', count: 21 })).toBeNull();
    expect(upgradeFor('free', { limit: 'maxSubscribers', count: 2005 })?.name).toBe('Scale');
    expect(upgradeFor('team', { feature: 'trackSubscribers' })).toBeNull();
    expect(upgradeFor('business', { limit: 'maxUsers', count: 21 })).toBeNull();
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
  it('falls back to free for an unknown or missing tier', () => {
    expect(planFor('platinum').tier).toBe('free');
    expect(planFor(undefined).tier).toBe('free');
    expect(tierRank('business')).toBe(3);
    expect(tierRank(null)).toBe(0);
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
