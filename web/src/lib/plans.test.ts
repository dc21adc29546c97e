import { describe, expect, it } from 'vitest';
import { RECOMMENDED, planButtonState } from './plans';

describe('planButtonState', () => {
  it('hides the free button for a free user and recommends Core', () => {
    expect(planButtonState('starter', 'starter')).toEqual({
      label: null,
      currentPlan: true,
      recommended: false,
      badge: null,
    });
    expect(planButtonState('core', 'starter')).toEqual({
      label: 'Subscribe',
      currentPlan: false,
      recommended: true,
      badge: RECOMMENDED,
    });
    expect(planButtonState('group', 'starter').recommended).toBe(false);
  });

  it('recommends Core to a signed-out visitor', () => {
    expect(planButtonState('core', null).recommended).toBe(true);
    expect(planButtonState('core', null).label).toBe('Subscribe');
    expect(planButtonState('core', null).currentPlan).toBe(false);
  });

  it('labels upgrades, downgrades and the current paid tier', () => {
    expect(planButtonState('scale', 'group').label).toBe('Upgrade');
    expect(planButtonState('scale', 'group').recommended).toBe(true);
    expect(planButtonState('core', 'group').label).toBe('Downgrade');
    expect(planButtonState('group', 'group').label).toBe('Update Subscription');
    expect(planButtonState('starter', 'group').label).toBe('Downgrade');
  });

  it('shows no buttons to whitelisted profiles', () => {
    expect(planButtonState('core', 'starter', true).label).toBeNull();
  });

  it('recommends nothing above the top tier', () => {
    expect(planButtonState('scale', 'scale').recommended).toBe(false);
  });

  it('marks the cheapest plan that meets what a prompt asked for, with what it meets', () => {
    const need = { limit: 'maxSubscribers', count: 2005 } as const;
    expect(planButtonState('scale', 'core', false, need)).toMatchObject({
      label: 'Upgrade',
      recommended: true,
      badge: 'Fits your 2,005 subscribers',
    });
    expect(planButtonState('group', 'core', false, need).recommended).toBe(false);
    expect(planButtonState('group', null, false, { feature: 'tags' }).badge).toBe('Needed for tags');
  });

  it('never marks a plan that is not an upgrade, whatever the prompt asked', () => {
    // The team's plan already has it: the page points up as usual.
    expect(planButtonState('core', 'group', false, { feature: 'trackSubscribers' }).recommended).toBe(false);
    expect(planButtonState('scale', 'group', false, { feature: 'trackSubscribers' }).badge).toBe(RECOMMENDED);
  });
});
