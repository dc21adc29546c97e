import { describe, expect, it } from 'vitest';
import { featureNotOnPlanMessage, firstPlanWith, planHas, planLimitMessage } from './plan-features';

describe('plan features', () => {
  it('points each feature at the cheapest plan that has it', () => {
    expect(firstPlanWith('customFooter').name).toBe('Core');
    expect(firstPlanWith('trackSubscribers').name).toBe('Core');
    expect(firstPlanWith('tags').name).toBe('Group');
    expect(firstPlanWith('auditHistory').name).toBe('Group');
    expect(firstPlanWith('multiUser').name).toBe('Group');
  });
  it('names that plan "and up", as every dearer plan has the feature too', () => {
    expect(featureNotOnPlanMessage('trackLinks', 'starter')).toBe(
      'Tracked links come with the Core plan and up; your team is on the Starter plan.',
    );
    expect(featureNotOnPlanMessage('trackSubscribers', 'starter')).toBe(
      'Sign-up and opt-out counts per email come with the Core plan and up; your team is on the Starter plan.',
    );
  });
  it('treats an unknown tier as free', () => {
    expect(planHas('platinum', 'trackLinks')).toBe(false);
    expect(planHas('scale', 'tags')).toBe(true);
    expect(planHas('group', 'trackSubscribers')).toBe(true);
    expect(featureNotOnPlanMessage('tags', undefined)).toBe(
      'Tags come with the Group plan and up; your team is on the Starter plan.',
    );
  });
});

describe('plan limit refusals', () => {
  it('name the cheapest plan with room for the total, never the next one by default', () => {
    expect(planLimitMessage('subscribers', 'core', 2005, 'this import')).toBe(
      'The Core plan allows 100 subscribers; this import would bring the team to 2,005. Upgrade to Scale to add more.',
    );
    expect(planLimitMessage('subscribers', 'starter', 51)).toBe(
      'The Starter plan allows 50 subscribers; this would bring the team to 51. Upgrade to Core to add more.',
    );
    expect(planLimitMessage('lists', 'starter', 2)).toBe(
      'The Starter plan allows 1 list. Upgrade to Core to add more.',
    );
    expect(planLimitMessage('users', 'core', 2)).toBe(
      'The Core plan allows 1 user, counting pending invites. Upgrade to Group to add more.',
    );
  });
  it('offer no upgrade where no plan has room', () => {
    expect(planLimitMessage('users', 'scale', 21)).toBe('The Scale plan allows 20 users, counting pending invites.');
  });
});
