import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { ROLES_AND_STRANGER, UNKNOWN, actor, del, owner, put, subscriberBody } from './support/fixtures';

const mail = (newsletterID: string, fields: Record<string, unknown> = {}) => ({
  subject: 'November news',
  body: 'Hello all',
  notes: 'draft 2',
  sent: true,
  sentTime: '09:30',
  sentDate: '2026-11-21',
  newsletterID,
  ...fields,
});

const totalEmails = async (token: string, teamID: string) => {
  const body = (await get(`/getDashboardData?teamID=${teamID}`, token)).body;
  return [body.overviewData.totalEmails, body.newsletters[0].overviewData.totalEmails];
};

describe('email log', () => {
  it('creates, lists, updates and deletes entries, counting those marked sent', async () => {
    const team = await owner();
    const created = await post('/emails', mail(team.listID), team.idToken);
    expect(created.status).toBe(201);
    const id = created.body.id;
    await post('/emails', mail(team.listID, { sent: false, sentTime: '', sentDate: '' }), team.idToken);
    expect(await totalEmails(team.idToken, team.teamID)).toEqual([1, 1]);

    const rows = (await get(`/getDashboardItem?type=emails&teamID=${team.teamID}`, team.idToken)).body.data;
    expect(rows).toHaveLength(2);
    expect(rows.find((r: { id: string }) => r.id === id)).toMatchObject({
      newsletterID: team.listID,
      subject: 'November news',
      body: 'Hello all',
      notes: 'draft 2',
      sent: true,
      sentTime: '09:30',
      sentDate: '2026-11-21',
      subscribes: 0,
      unsubscribes: 0,
    });

    expect((await put(`/emails/${id}`, mail(team.listID, { sent: false }), team.idToken)).status).toBe(200);
    expect(await totalEmails(team.idToken, team.teamID)).toEqual([0, 0]);
    await put(`/emails/${id}`, mail(team.listID, { sent: true }), team.idToken);
    expect(await totalEmails(team.idToken, team.teamID)).toEqual([1, 1]);
    expect((await del(`/emails/${id}`, team.idToken)).status).toBe(200);
    expect(await totalEmails(team.idToken, team.teamID)).toEqual([0, 0]);
  });

  it('validates times, dates and lengths', async () => {
    const team = await owner();
    expect((await post('/emails', mail(team.listID, { sentTime: '25:00' }), team.idToken)).status).toBe(400);
    expect((await post('/emails', mail(team.listID, { sentDate: '21/11/2026' }), team.idToken)).status).toBe(400);
    expect((await post('/emails', mail(team.listID, { subject: 'x'.repeat(301) }), team.idToken)).status).toBe(400);
  });

  it('answers entries and lists of another team exactly like missing ones', async () => {
    const ann = await owner();
    const bob = await owner();
    const bobs = (await post('/emails', mail(bob.listID), bob.idToken)).body.id;
    const foreign = await post('/emails', mail(bob.listID), ann.idToken);
    const missing = await post('/emails', mail(UNKNOWN.list), ann.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignPut = await put(`/emails/${bobs}`, mail(bob.listID), ann.idToken);
    expect(foreignPut.status).toBe(404);
    expect(foreignPut.body).toEqual((await put('/emails/nothing', mail(bob.listID), ann.idToken)).body);
    expect((await del(`/emails/${bobs}`, ann.idToken)).body).toEqual((await del('/emails/nothing', ann.idToken)).body);
    const foreignList = await get(`/emailSubscribers/${bobs}`, ann.idToken);
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual((await get('/emailSubscribers/nothing', ann.idToken)).body);
  });
});

describe('copy lists', () => {
  it('GET /newsletterSubscribers and /emailSubscribers answer the addresses currently subscribed', async () => {
    const team = await owner();
    await post('/subscribers', subscriberBody(team.teamID, 'in@example.org', [team.listID]), team.idToken);
    const out = (
      await post('/subscribers', subscriberBody(team.teamID, 'out@example.org', [team.listID]), team.idToken)
    ).body.id;
    await put(`/subscribers/${out}`, subscriberBody(team.teamID, 'out@example.org', []), team.idToken);
    await post('/subscribers', subscriberBody(team.teamID, 'none@example.org', []), team.idToken);
    const emailID = (await post('/emails', mail(team.listID), team.idToken)).body.id;

    const byList = await get(`/newsletterSubscribers/${team.listID}`, team.idToken);
    expect(byList.status).toBe(200);
    expect(byList.body).toEqual({ subscribers: ['in@example.org'] });
    expect((await get(`/emailSubscribers/${emailID}`, team.idToken)).body).toEqual({ subscribers: ['in@example.org'] });
    const other = await owner();
    const foreign = await get(`/newsletterSubscribers/${team.listID}`, other.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await get('/newsletterSubscribers/nothing', other.idToken)).body);
  });
});

describe('email and copy calls by role', () => {
  // Log entries need sendEmails; the copy lists need exportEmails (both owner, admin, editor).
  const expected = { owner: 'yes', admin: 'yes', editor: 'yes', viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    const id = (await post('/emails', mail(team.listID), team.idToken)).body.id;
    const user = await actor(team, who);
    const want = expected[who];
    const s = (ok: number) => (want === 'yes' ? ok : want);
    expect((await post('/emails', mail(team.listID), user.idToken)).status).toBe(s(201));
    expect((await put(`/emails/${id}`, mail(team.listID, { subject: 'x' }), user.idToken)).status).toBe(s(200));
    expect((await get(`/newsletterSubscribers/${team.listID}`, user.idToken)).status).toBe(s(200));
    expect((await get(`/emailSubscribers/${id}`, user.idToken)).status).toBe(s(200));
    expect((await del(`/emails/${id}`, user.idToken)).status).toBe(s(200));
  });
});
