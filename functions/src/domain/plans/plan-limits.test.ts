import { PLANS, TIERS } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { assertPlanHas, assertWithinPlan, withinPlan } from './plan-limits';

function refusal(run: () => void): { kind: string; message: string } | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.code, message: error.message };
    throw error;
  }
}

describe('plan limits', () => {
  it('allows a team up to its allowance and refuses the one after', () => {
    expect(withinPlan('newsletters', 'core', 2, 1)).toBe(true);
    expect(withinPlan('newsletters', 'core', 3, 1)).toBe(false);
    expect(withinPlan('subscribers', 'starter', 45, 5)).toBe(true);
    expect(withinPlan('imported-subscribers', 'starter', 45, 6)).toBe(false);
    expect(withinPlan('subscribers', 'scale', 1_000_000, 1)).toBe(true);
  });

  it.each(TIERS)(
    'lets the %s plan hold a second list only with multiList, and a second user only with multiUser',
    (tier) => {
      expect(withinPlan('newsletters', tier, 1, 1)).toBe(PLANS[tier].multiList);
      expect(withinPlan('users', tier, 1, 1)).toBe(PLANS[tier].multiUser);
    },
  );

  it('reads an unknown tier as the free plan', () => {
    expect(withinPlan('newsletters', 'gold', 1, 1)).toBe(false);
  });

  it.each([
    ['newsletters', 'starter', 1, 1, 'The Starter plan allows 1 list. Upgrade to Core to add more.'],
    ['newsletters', 'team', 10, 1, 'The Group plan allows 10 lists. Upgrade to Scale to add more.'],
    [
      'subscribers',
      'starter',
      50,
      1,
      'The Starter plan allows 50 subscribers; this would bring the team to 51. Upgrade to Core to add more.',
    ],
    [
      'imported-subscribers',
      'starter',
      40,
      23,
      'The Starter plan allows 50 subscribers; this import would bring the team to 63. Upgrade to Core to add more.',
    ],
    [
      'imported-subscribers',
      'starter',
      7,
      2000,
      'The Starter plan allows 50 subscribers; this import would bring the team to 2,007. Upgrade to Scale to add more.',
    ],
    ['users', 'team', 5, 1, 'The Group plan allows 5 users, counting pending invites. Upgrade to Scale to add more.'],
    ['users', 'scale', 20, 1, 'The Scale plan allows 20 users, counting pending invites.'],
  ] as const)(
    'refuses %s on the %s plan from %i adding %i, naming the plan',
    (kind, tier, current, adding, message) => {
      expect(refusal(() => assertWithinPlan(kind, tier, current, adding))).toEqual({ kind: 'plan-limit', message });
    },
  );

  it('refuses a switch the plan does not have, naming the plan that has it', () => {
    expect(refusal(() => assertPlanHas('trackLinks', 'starter'))).toEqual({
      kind: 'plan-limit',
      message: 'Tracked links come with the Core plan and up; your team is on the Starter plan.',
    });
    expect(refusal(() => assertPlanHas('trackLinks', 'core'))).toBe('allowed');
  });

  it('lets a call within the plan through', () => {
    expect(refusal(() => assertWithinPlan('subscribers', 'core', 99, 1))).toBe('allowed');
  });

  it('says with the refusal how many the plan allows and how many more still fit', () => {
    const limitOf = (run: () => void) => {
      try {
        run();
      } catch (error) {
        if (error instanceof DomainError) return error.limit;
      }
      return 'allowed';
    };
    expect(limitOf(() => assertWithinPlan('imported-subscribers', 'starter', 7, 2000))).toEqual({
      allowed: 50,
      room: 43,
    });
    expect(limitOf(() => assertWithinPlan('subscribers', 'starter', 50, 1))).toEqual({ allowed: 50, room: 0 });
    expect(limitOf(() => assertWithinPlan('newsletters', 'core', 3, 1))).toEqual({ allowed: 3, room: 0 });
  });
});
