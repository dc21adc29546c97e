import { describe, expect, it } from 'vitest';
import { planUsage, usageLevel, usageUpgrade } from './plan-usage';

describe('usageLevel', () => {
  it('is calm below 80% of the limit, near from 80%, full at the limit, over beyond it', () => {
    expect(usageLevel(39, 50)).toBe('calm');
    expect(usageLevel(40, 50)).toBe('near');
    expect(usageLevel(49, 50)).toBe('near');
    expect(usageLevel(50, 50)).toBe('full');
    expect(usageLevel(2007, 50)).toBe('over');
  });

  it('without warning ahead, is calm up to the limit and over beyond it', () => {
    expect(usageLevel(1, 1, false)).toBe('calm');
    expect(usageLevel(10, 10, false)).toBe('calm');
    expect(usageLevel(2, 1, false)).toBe('over');
  });

  it('is always calm without a limit', () => {
    expect(usageLevel(1_000_000, Infinity)).toBe('calm');
  });
});

describe('planUsage', () => {
  it("sets the team's counts against its plan's limits, with grouped figures", () => {
    const { plan, rows } = planUsage('group', { subscribers: 450, lists: 2, users: 5 });
    expect(plan.name).toBe('Group');
    expect(rows.map((r) => [r.kind, r.amount, r.level])).toEqual([
      ['subscribers', '450 of 500', 'near'],
      ['lists', '2 of 10', 'calm'],
      ['users', '5 of 5', 'calm'],
    ]);
    expect(rows[0].share).toBe(0.9);
    expect(usageUpgrade('group', rows)?.plan.name).toBe('Scale');
  });

  it('shows a single allowance in use neutrally, and offers no upgrade for it', () => {
    const { rows } = planUsage('starter', { subscribers: 12, lists: 1, users: 1 });
    expect(rows.map((r) => r.level)).toEqual(['calm', 'calm', 'calm']);
    expect(usageUpgrade('starter', rows)).toBeNull();
  });

  it('names the plan with room for what the team holds', () => {
    const { rows } = planUsage('starter', { subscribers: 45, lists: 4, users: 1 });
    expect(rows.map((r) => r.level)).toEqual(['near', 'over', 'calm']);
    expect(usageUpgrade('starter', rows)?.plan.name).toBe('Group');
  });

  it('gives no bar and no "of" for what the plan does not limit', () => {
    const { rows } = planUsage('scale', { subscribers: 12_345, lists: 14, users: 3 });
    expect(rows[0]).toMatchObject({ amount: '12,345', max: Infinity, share: 0, level: 'calm' });
    expect(rows[1]).toMatchObject({ amount: '14', level: 'calm' });
    expect(rows[2].amount).toBe('3 of 20');
  });

  it('caps the bar at full and reads an unknown tier as the free plan', () => {
    const { plan, rows } = planUsage('platinum', { subscribers: 60, lists: 1, users: 1 });
    expect(plan.tier).toBe('starter');
    expect(rows[0]).toMatchObject({ amount: '60 of 50', share: 1, level: 'over' });
  });
});
