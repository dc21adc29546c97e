import { describe, expect, it } from 'vitest';
import { featureNotOnPlanMessage, firstPlanWith, planHas } from './plan-features';

describe('plan features', () => {
  it('points each feature at the cheapest plan that has it', () => {
    expect(firstPlanWith('customFooter').name).toBe('Core');
    expect(firstPlanWith('tags').name).toBe('Group');
    expect(firstPlanWith('auditHistory').name).toBe('Group');
    expect(firstPlanWith('multiUser').name).toBe('Group');
  });
  it('says "and up" only where every dearer plan has the feature too', () => {
    expect(featureNotOnPlanMessage('trackLinks', 'free')).toBe(
      'Tracked links come with the Core plan and up; your team is on the Starter plan.',
    );
    expect(featureNotOnPlanMessage('trackSubscribers', 'team')).toBe(
      'Sign-up and opt-out counts per email come with the Core plan; your team is on the Group plan.',
    );
  });
  it('treats an unknown tier as free', () => {
    expect(planHas('platinum', 'trackLinks')).toBe(false);
    expect(planHas('business', 'tags')).toBe(true);
    expect(featureNotOnPlanMessage('tags', undefined)).toBe(
      'Tags come with the Group plan and up; your team is on the Starter plan.',
    );
  });
});
