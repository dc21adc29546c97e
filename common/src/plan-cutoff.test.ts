import { describe, expect, it } from 'vitest';
import { LAPSED_PLAN_MODAL, USERS_CUTOFF_MS, cutoffDateText, readOnlyListMessage } from './plan-cutoff';

describe('plan cutoff wording', () => {
  it('names the list, the plan and its allowance in the read-only refusal', () => {
    expect(readOnlyListMessage('Weekly', 'starter', 2)).toBe(
      'Weekly is read-only on the Starter plan, which allows 1 list. Upgrade to Core, or delete lists to bring the team within its plan.',
    );
    // The plan named is the cheapest that holds every list of the team.
    expect(readOnlyListMessage('Weekly', 'core', 11)).toBe(
      'Weekly is read-only on the Core plan, which allows 3 lists. Upgrade to Scale, or delete lists to bring the team within its plan.',
    );
    // An unknown tier counts as free.
    expect(readOnlyListMessage('Weekly', 'gold', 4)).toContain(
      'the Starter plan, which allows 1 list. Upgrade to Group,',
    );
  });

  it('gives members a week, and says the day as a date in UTC', () => {
    expect(USERS_CUTOFF_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(cutoffDateText(new Date(Date.UTC(2026, 11, 2, 23, 30)))).toBe('December 2, 2026');
  });

  it('words the owner’s and the member’s modals with the plan and the date', () => {
    expect(LAPSED_PLAN_MODAL.ownerText('Starter', 1, 'December 2, 2026')).toBe(
      'The Starter plan allows 1 user, counting pending invites. Members beyond that lose access on December 2, 2026, newest first, unless you upgrade or remove members yourself.',
    );
    expect(LAPSED_PLAN_MODAL.memberTitle('Garden Club')).toBe("Garden Club's plan has lapsed");
    expect(LAPSED_PLAN_MODAL.memberText('December 2, 2026')).toContain('lose access on December 2, 2026');
  });
});
