import { describe, expect, it } from 'vitest';
import { stepIndex, wizardSteps } from './steps';

describe('wizardSteps', () => {
  it('has five steps without invites and four with them', () => {
    expect(wizardSteps(false)).toEqual(['how', 'account', 'dashboard', 'plan', 'go']);
    expect(wizardSteps(true)).toEqual(['how', 'account', 'invites', 'go']);
  });
});

describe('stepIndex', () => {
  it('reads and clamps the step from the URL', () => {
    expect(stepIndex(null, 5)).toBe(0);
    expect(stepIndex('3', 5)).toBe(3);
    expect(stepIndex('9', 5)).toBe(4);
    expect(stepIndex('-1', 5)).toBe(0);
    expect(stepIndex('x', 5)).toBe(0);
  });
});
