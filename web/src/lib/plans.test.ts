import { describe, expect, it } from 'vitest';
import { RECOMMENDED, planButtonState } from './plans';

describe('planButtonState', () => {
  it('hides the free button for a free user and recommends Core', () => {
    expect(planButtonState('free', 'free')).toEqual({
      label: null,
      currentPlan: true,
      recommended: false,
      badge: null,
    });
    expect(planButtonState('solo', 'free')).toEqual({
      label: 'Subscribe',
      currentPlan: false,
      recommended: true,
      badge: RECOMMENDED,
    });
    expect(planButtonState('team', 'free').recommended).toBe(false);
  });

  it('recommends Core to a signed-out visitor', () => {
    expect(planButtonState('solo', null).recommended).toBe(true);
    expect(planButtonState('solo', null).label).toBe('Subscribe');
    expect(planButtonState('solo', null).currentPlan).toBe(false);
  });

  it('labels upgrades, downgrades and the current paid tier', () => {
    expect(planButtonState('business', 'team').label).toBe('Upgrade');
    expect(planButtonState('business', 'team').recommended).toBe(true);
    expect(planButtonState('solo', 'team').label).toBe('Downgrade');
    expect(planButtonState('team', 'team').label).toBe('Update Subscription');
    expect(planButtonState('free', 'team').label).toBe('Downgrade');
  });

  it('shows no buttons to whitelisted profiles', () => {
    expect(planButtonState('solo', 'free', true).label).toBeNull();
  });

  it('recommends nothing above the top tier', () => {
    expect(planButtonState('business', 'business').recommended).toBe(false);
  });

  it('marks the cheapest plan that meets what a prompt asked for, with what it meets', () => {
    const need = { limit: 'maxSubscribers', count: 2005 } as const;
    expect(planButtonState('business', 'solo', false, need)).toMatchObject({
      label: 'Upgrade',
      recommended: true,
      badge: 'Fits your 2,005 subscribers',
    });
    expect(planButtonState('team', 'solo', false, need).recommended).toBe(false);
    expect(planButtonState('team', null, false, { feature: 'tags' }).badge).toBe('Needed for tags');
  });

  it('never marks a plan that is not an upgrade, whatever the prompt asked', () => {
    // The team's plan already has it: the page points up as usual.
    expect(planButtonState('solo', 'team', false, { feature: 'trackSubscribers' }).recommended).toBe(false);
    expect(planButtonState('business', 'team', false, { feature: 'trackSubscribers' }).badge).toBe(RECOMMENDED);
  });
});
