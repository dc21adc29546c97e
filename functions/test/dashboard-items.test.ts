import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { ROLES_AND_STRANGER, actor, member, owner } from './support/fixtures';

describe('GET /getDashboardItem', () => {
  it('pages subscribers newest first with an opaque cursor', async () => {
    const team = await owner('solo');
    const emails = Array.from({ length: 25 }, (_, i) => `p${i}@example.org`);
    await post('/batchSubscribers', { emails, newsletterIDs: [team.listID], teamID: team.teamID }, team.idToken);
    await post('/subscribers', { subscriberEmail: 'newest@example.org', teamID: team.teamID }, team.idToken);
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const query: string = `/getDashboardItem?type=subscribers&teamID=${team.teamID}&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(query, team.idToken);
      expect(res.status).toBe(200);
      if (first) expect(res.body.data[0].subscriberEmail).toBe('newest@example.org');
      first = false;
      seen.push(...res.body.data.map((s: { subscriberEmail: string }) => s.subscriberEmail));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
  });

  it('lists the active team users', async () => {
    const team = await owner();
    const editor = await member(team.teamID, 'editor');
    const res = await get(`/getDashboardItem?type=teamUsers&teamID=${team.teamID}`, team.idToken);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userID: team.uid, email: team.email, role: 'owner', status: 'active' }),
        expect.objectContaining({ userID: editor.uid, email: editor.email, role: 'editor', status: 'active' }),
      ]),
    );
  });

  it('refuses a bad cursor, type or limit with 400', async () => {
    const team = await owner();
    const base = `/getDashboardItem?teamID=${team.teamID}`;
    expect((await get(`${base}&type=subscribers&cursor=garbage`, team.idToken)).status).toBe(400);
    expect((await get(`${base}&type=others`, team.idToken)).status).toBe(400);
    expect((await get(`${base}&type=emails&limit=5001`, team.idToken)).status).toBe(400);
  });

  const expected = { owner: 200, admin: 200, editor: 200, viewer: 200, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('any member may read, others get 404: %s', async (who) => {
    const team = await owner();
    const user = await actor(team, who);
    for (const type of ['emails', 'subscribers', 'teamUsers']) {
      const res = await get(`/getDashboardItem?type=${type}&teamID=${team.teamID}`, user.idToken);
      expect(res.status, type).toBe(expected[who]);
    }
  });
});
