import { describe, expect, it } from 'vitest';
import { ACCESS_NOTICE_REASONS, UNNAMED_TEAM, accessNoticeText } from './access-notices';

describe('accessNoticeText', () => {
  it('names the team and says why access ended', () => {
    expect(accessNoticeText({ teamName: 'Garden Club', reason: 'teamDeleted' })).toBe(
      'You no longer have access to Garden Club: its owner deleted their account.',
    );
    expect(accessNoticeText({ teamName: 'Garden Club', reason: 'removed' })).toBe(
      'You were removed from Garden Club by its owner or an admin.',
    );
  });

  it('speaks of a team whose name is not kept without naming it', () => {
    expect(accessNoticeText({ teamName: null, reason: 'teamDeleted' })).toBe(
      `You no longer have access to ${UNNAMED_TEAM}: its owner deleted their account.`,
    );
    expect(accessNoticeText({ teamName: '', reason: 'removed' })).toBe(
      'You were removed from a team you were a member of by its owner or an admin.',
    );
  });

  it('has a sentence of its own for every reason, naming the team', () => {
    const texts = ACCESS_NOTICE_REASONS.map((reason) => accessNoticeText({ teamName: 'Pond Club', reason }));
    for (const text of texts) expect(text).toMatch(/^You .*Pond Club.*\.$/);
    expect(new Set(texts).size).toBe(ACCESS_NOTICE_REASONS.length);
  });
});
