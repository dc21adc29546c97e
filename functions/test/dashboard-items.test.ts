import type { Subscriber } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, ok, send } from './support/client';
import { ROLES_AND_STRANGER, actor, member, owner } from './support/fixtures';
import { importInto } from './support/team-content';

describe('GET /getDashboardItem', () => {
  it('pages subscribers newest first with an opaque cursor', async () => {
    const team = await owner('core');
    const emails = Array.from({ length: 25 }, (_, i) => `p${i}@example.org`);
    await importInto(team, emails);
    await call('createSubscriber', { subscriberEmail: 'newest@example.org', teamID: team.teamID }, { as: team });
    const seen: string[] = [];
    let cursor: string | undefined;
    let first = true;
    do {
      const res = await call(
        'getDashboardItem',
        { type: 'subscribers', teamID: team.teamID, limit: 10, cursor },
        { as: team },
      );
      expect(res.status).toBe(200);
      const page = ok(res);
      const rows = page.data as Subscriber[];
      if (first) expect(rows[0].subscriberEmail).toBe('newest@example.org');
      first = false;
      seen.push(...rows.map((s) => s.subscriberEmail));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  });

  it('lists the active team users', async () => {
    const team = await owner();
    const editor = await member(team.teamID, 'editor');
    const res = ok(await call('getDashboardItem', { type: 'teamUsers', teamID: team.teamID }, { as: team }));
    expect(res.nextCursor).toBeNull();
    expect(res.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userID: team.uid, email: team.email, role: 'owner', status: 'active' }),
        expect.objectContaining({ userID: editor.uid, email: editor.email, role: 'editor', status: 'active' }),
      ]),
    );
  });

  it('refuses a bad cursor, type or limit with 400', async () => {
    const team = await owner();
    const read = (input: Record<string, unknown>) =>
      send('getDashboardItem', { teamID: team.teamID, ...input }, { as: team });
    expect((await read({ type: 'subscribers', cursor: 'garbage' })).status).toBe(400);
    expect((await read({ type: 'others' })).status).toBe(400);
    expect((await read({ type: 'emails', limit: 5001 })).status).toBe(400);
  });

  const expected = { owner: 200, admin: 200, editor: 200, viewer: 200, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('any member may read, others get 404: %s', async (who) => {
    const team = await owner();
    const user = await actor(team, who);
    for (const type of ['emails', 'subscribers', 'teamUsers'] as const) {
      const res = await call('getDashboardItem', { type, teamID: team.teamID }, { as: user });
      expect(res.status, type).toBe(expected[who]);
    }
  });
});
