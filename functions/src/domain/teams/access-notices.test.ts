import { describe, expect, it } from 'vitest';
import { noticeTeamName, withAccessNotice } from './access-notices';
import type { TeamDoc } from '../docs';

const owner = { name: 'Ann Lee', email: 'ann.lee@example.org' };
const team = (teamName: string, teamNameIsDefault: boolean, publicOrgName = '') =>
  ({ teamName, teamNameIsDefault, publicOrgName }) as TeamDoc;

describe('noticeTeamName', () => {
  it('keeps a name the team was given', () => {
    expect(noticeTeamName(team('Garden Club', false), owner)).toBe('Garden Club');
    expect(noticeTeamName(team('  Garden Club ', false, 'Ely Gardeners'), owner)).toBe('Garden Club');
  });

  it('never keeps the default name made from the owner, but may keep the public name', () => {
    expect(noticeTeamName(team("Ann Lee's Team", true), owner)).toBeNull();
    expect(noticeTeamName(team('Garden Club', true), owner)).toBeNull();
    expect(noticeTeamName(team("Ann Lee's Team", true, 'Ely Gardeners'), owner)).toBe('Ely Gardeners');
  });

  it('keeps no name that spells the owner’s name or address, in any case', () => {
    expect(noticeTeamName(team('Letters from ANN LEE', false), owner)).toBeNull();
    expect(noticeTeamName(team('ann.lee weekly', false, 'Ann.Lee@Example.org news'), owner)).toBeNull();
    expect(noticeTeamName(team('ann.lee weekly', false, 'Ely Gardeners'), owner)).toBe('Ely Gardeners');
    expect(noticeTeamName(team('Garden Club', false), { name: '', email: '' })).toBe('Garden Club');
  });
});

describe('withAccessNotice', () => {
  it('puts the new notice first with an id of its own, and keeps five', () => {
    let user = {};
    for (let i = 1; i <= 7; i += 1) {
      user = { accessNotices: withAccessNotice(user, { teamName: `T${i}`, reason: 'removed', at: i }) };
    }
    const notices = withAccessNotice(user, { teamName: null, reason: 'teamDeleted', at: 8 });
    expect(notices.map((n) => n.teamName)).toEqual([null, 'T7', 'T6', 'T5', 'T4']);
    expect(new Set(notices.map((n) => n.id)).size).toBe(5);
    for (const n of notices) expect(n.id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
