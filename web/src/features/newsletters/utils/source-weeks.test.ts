import { describe, expect, it } from 'vitest';
import { barShares, weekLabel, weekText } from './source-weeks';

describe('source weeks', () => {
  it('labels a week by its Monday, as the server names it', () => {
    expect(weekLabel('2026-11-16')).toBe('Nov 16');
    expect(weekLabel('2026-12-28')).toBe('Dec 28');
  });

  it('says each week’s sign-ups in words', () => {
    expect(weekText('2026-11-16', 1, false)).toBe('Week of Nov 16: 1 sign-up');
    expect(weekText('2026-11-23', 1200, true)).toBe('This week: 1,200 sign-ups');
  });

  it('scales the bars to the busiest week', () => {
    expect(barShares([0, 2, 4, 1])).toEqual([0, 50, 100, 25]);
    expect(barShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(barShares([])).toEqual([]);
  });
});
