import type { CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, ok } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { newSubscriber, setLists } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';

const mail = (newsletterID: string, fields: Partial<CallInput<'createEmail'>> = {}) =>
  ({
    subject: 'November news',
    body: 'Hello all',
    notes: 'draft 2',
    sent: true,
    sentTime: '09:30',
    sentDate: '2026-11-21',
    newsletterID,
    ...fields,
  }) satisfies CallInput<'createEmail'>;

const totalEmails = async (team: Owner) => {
  const body = await dashboard(team);
  return [body.overviewData.totalEmails, body.newsletters[0].overviewData.totalEmails];
};

describe('email log', () => {
  it('creates, lists, updates and deletes entries, counting those marked sent', async () => {
    const team = await owner();
    const created = await call('createEmail', mail(team.listID), { as: team });
    expect(created.status).toBe(201);
    const id = ok(created).id;
    await call('createEmail', mail(team.listID, { sent: false, sentTime: '', sentDate: '' }), { as: team });
    expect(await totalEmails(team)).toEqual([1, 1]);

    const rows = await rowsOf(team, 'emails');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === id)).toMatchObject({ ...mail(team.listID), subscribes: 0, unsubscribes: 0 });

    const update = (sent: boolean) => call('updateEmail', { ...mail(team.listID, { sent }), id }, { as: team });
    expect((await update(false)).status).toBe(200);
    expect(await totalEmails(team)).toEqual([0, 0]);
    await update(true);
    expect(await totalEmails(team)).toEqual([1, 1]);
    expect((await call('deleteEmail', { id }, { as: team })).status).toBe(200);
    expect(await totalEmails(team)).toEqual([0, 0]);
  });

  it('validates times, dates and lengths', async () => {
    const team = await owner();
    const create = (fields: Partial<CallInput<'createEmail'>>) =>
      call('createEmail', mail(team.listID, fields), { as: team });
    expect((await create({ sentTime: '25:00' })).status).toBe(400);
    expect((await create({ sentDate: '21/11/2026' })).status).toBe(400);
    expect((await create({ subject: 'x'.repeat(301) })).status).toBe(400);
  });

  it('answers entries and lists of another team exactly like missing ones', async () => {
    const ann = await owner();
    const bob = await owner();
    const bobs = ok(await call('createEmail', mail(bob.listID), { as: bob })).id;
    const foreign = await call('createEmail', mail(bob.listID), { as: ann });
    const missing = await call('createEmail', mail(UNKNOWN.list), { as: ann });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const foreignPut = await call('updateEmail', { ...mail(bob.listID), id: bobs }, { as: ann });
    expect(foreignPut.status).toBe(404);
    expect(foreignPut.body).toEqual(
      (await call('updateEmail', { ...mail(bob.listID), id: 'nothing' }, { as: ann })).body,
    );
    expect((await call('deleteEmail', { id: bobs }, { as: ann })).body).toEqual(
      (await call('deleteEmail', { id: 'nothing' }, { as: ann })).body,
    );
    const foreignList = await call('emailSubscribers', { emailID: bobs }, { as: ann });
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual((await call('emailSubscribers', { emailID: 'nothing' }, { as: ann })).body);
  });
});

describe('copy lists', () => {
  it('GET /newsletterSubscribers and /emailSubscribers answer the addresses currently subscribed', async () => {
    const team = await owner();
    await newSubscriber(team, 'in@example.org');
    const out = await newSubscriber(team, 'out@example.org');
    await setLists(team, out, 'out@example.org', []);
    await newSubscriber(team, 'none@example.org', []);
    const emailID = ok(await call('createEmail', mail(team.listID), { as: team })).id;

    const byList = await call('newsletterSubscribers', { newsletterID: team.listID }, { as: team });
    expect(byList.status).toBe(200);
    expect(byList.body).toEqual({ subscribers: ['in@example.org'] });
    expect((await call('emailSubscribers', { emailID }, { as: team })).body).toEqual({
      subscribers: ['in@example.org'],
    });
    const other = await owner();
    const foreign = await call('newsletterSubscribers', { newsletterID: team.listID }, { as: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(
      (await call('newsletterSubscribers', { newsletterID: 'nothing' }, { as: other })).body,
    );
  });
});

describe('email and copy calls by role', () => {
  // Log entries need sendEmails; the copy lists need exportEmails (both owner, admin, editor).
  const expected = { owner: 'yes', admin: 'yes', editor: 'yes', viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    const id = ok(await call('createEmail', mail(team.listID), { as: team })).id;
    const user = await actor(team, who);
    const want = expected[who];
    const s = (ok: number) => (want === 'yes' ? ok : want);
    const as = { as: user };
    expect((await call('createEmail', mail(team.listID), as)).status).toBe(s(201));
    expect((await call('updateEmail', { ...mail(team.listID, { subject: 'x' }), id }, as)).status).toBe(s(200));
    expect((await call('newsletterSubscribers', { newsletterID: team.listID }, as)).status).toBe(s(200));
    expect((await call('emailSubscribers', { emailID: id }, as)).status).toBe(s(200));
    expect((await call('deleteEmail', { id }, as)).status).toBe(s(200));
  });
});
