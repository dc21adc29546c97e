import { describe, expect, it } from 'vitest';
import { planButtonState } from './plans';

describe('planButtonState', () => {
  it('hides the free button for a free user and recommends Core', () => {
    expect(planButtonState('free', 'free')).toEqual({ label: null, currentPlan: true, recommended: false });
    expect(planButtonState('solo', 'free')).toEqual({ label: 'Subscribe', currentPlan: false, recommended: true });
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
});
