import { describe, expect, it } from 'vitest';
import { PLANS, planFor, priceLabel, tierRank } from './tiers';
import { can } from './roles';

describe('plans', () => {
  it('has the limits of docs/product.md §6', () => {
    expect([PLANS.free.maxLists, PLANS.free.maxUsers, PLANS.free.maxSubscribers]).toEqual([1, 1, 50]);
    expect([PLANS.solo.maxLists, PLANS.solo.maxUsers, PLANS.solo.maxSubscribers]).toEqual([3, 1, 100]);
    expect([PLANS.team.maxLists, PLANS.team.maxUsers, PLANS.team.maxSubscribers]).toEqual([10, 5, 500]);
    expect(PLANS.business.maxUsers).toBe(20);
    expect(PLANS.business.maxSubscribers).toBe(Infinity);
    expect(PLANS.solo.trackSubscribers && !PLANS.team.trackSubscribers).toBe(true);
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
