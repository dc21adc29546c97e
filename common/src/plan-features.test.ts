import { describe, expect, it } from 'vitest';
import { featureNotOnPlanMessage, firstPlanWith, planHas } from './plan-features';

describe('plan features', () => {
  it('points each feature at the cheapest plan that has it', () => {
    expect(firstPlanWith('customFooter').name).toBe('Core');
    expect(firstPlanWith('tags').name).toBe('Group');
    expect(firstPlanWith('auditHistory').name).toBe('Group');
    expect(firstPlanWith('multiUser').name).toBe('Group');
  });
  it('treats an unknown tier as free', () => {
    expect(planHas('platinum', 'trackLinks')).toBe(false);
    expect(planHas('business', 'tags')).toBe(true);
    expect(featureNotOnPlanMessage('tags', undefined)).toBe(
      'Tags come with the Group plan and up; your team is on the Starter plan.',
    );
  });
});
