/**
 * International addresses (issue 25): a domain in any script is kept as typed
 * and is the same subscriber as its ASCII (`xn--`) form; a local part outside
 * ASCII (RFC 6531) is accepted.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SubscriberDoc } from '../src/domain/docs';
import { call, created, errorOf, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { teamDoc, testStore } from './support/store';
import { importInto, newSubscriber, optOutByLink, subscriberBody } from './support/team-content';
import { rowsOf } from './support/team-reads';

/** One address at an international domain, spelt as typed and in its ASCII form. */
function munich(prefix = 'ann') {
  const local = `${prefix}-${randomUUID().slice(0, 8)}`;
  return { typed: `${local}@münchen.de`, ascii: `${local}@xn--mnchen-3ya.de`, shouted: `${local}@MÜNCHEN.de` };
}

const storedSubscribers = async (teamID: string) =>
  (await testStore().collection<SubscriberDoc>('subscribers').where('teamID', '==', teamID).get()).docs.map((snap) =>
    snap.data()!,
  );

const previewOf = (team: Owner, rows: string[]) =>
  call('previewImport', { teamID: team.teamID, newsletterIDs: [team.listID], rows, earlierNew: 0 }, { as: team });

describe('an address at an international domain', () => {
  it('is stored as typed, and its ASCII form is the same subscriber whether added or imported', async () => {
    const team = await owner('group');
    const { typed, ascii, shouted } = munich();
    const id = await newSubscriber(team, typed);

    expect((await rowsOf(team, 'subscribers')).map((s) => s.subscriberEmail)).toEqual([typed]);

    const add = await call('createSubscriber', subscriberBody(team.teamID, ascii, [team.listID]), { as: team });
    expect(add.status).toBe(409);
    expect(errorOf(add).code).toBe('already-exists');

    const preview = ok(await previewOf(team, [ascii, shouted]));
    expect(preview.rows.map((row) => row.verdict)).toEqual(['on-list', 'duplicate']);

    const imported = ok(await importInto(team, [ascii, shouted]));
    expect(imported.createdSubscriberIDs).toEqual([]);
    // Reported as the subscriber it already is, as stored.
    expect(imported.alreadyExists).toEqual([typed]);

    const stored = await storedSubscribers(team.teamID);
    expect(stored.map((s) => s.subscriberEmail)).toEqual([typed]);
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(1);
    expect(ok(await call('subscriberHistory', { id }, { as: team })).events.length).toBeGreaterThan(0);
  });

  it('keeps out its other form once it opted out by link, after the sender deleted it', async () => {
    const team = await owner('group');
    const { typed, ascii } = munich('leaver');
    const id = await newSubscriber(team, ascii);
    await optOutByLink(team, id);
    ok(await call('deleteSubscriber', { id }, { as: team }));

    const answer = ok(await importInto(team, [typed]));
    expect(answer).toMatchObject({ createdSubscriberIDs: [], optedOut: [typed] });
    const add = await call('createSubscriber', subscriberBody(team.teamID, typed, [team.listID]), { as: team });
    expect(add.status).toBe(409);
  });

  it('subscribes on the public page as typed, and the ASCII form finds that subscriber', async () => {
    const team = await owner('group');
    const { typed, ascii } = munich('reader');
    ok(
      await call(
        'emailActionSubmit',
        { type: 'subscribe', email: typed, newsletterID: team.listID },
        { headers: newClient() },
      ),
    );
    const [mail] = await mailsTo(typed);
    ok(await call('linkAction', { type: 'confirmSubscribe', token: confirmTokenIn(mail) }, { headers: newClient() }));

    expect((await storedSubscribers(team.teamID)).map((s) => s.subscriberEmail)).toEqual([typed]);
    expect(ok(await importInto(team, [ascii])).alreadyExists).toEqual([typed]);
  });

  it('may be invited, shown as typed, and its ASCII form is the same invitee', async () => {
    const team = await owner('group');
    const { typed, ascii } = munich('colleague');
    created(await call('inviteTeamUser', { teamID: team.teamID, email: typed }, { as: team }));
    expect((await rowsOf(team, 'teamUsers')).filter((u) => u.status === 'pending').map((u) => u.email)).toEqual([
      typed,
    ]);
    const again = await call('inviteTeamUser', { teamID: team.teamID, email: ascii }, { as: team });
    expect(again.status).toBe(409);
  });
});

describe('an address with letters outside ASCII before the @', () => {
  it('is accepted when added, imported and subscribed on the public page', async () => {
    const team = await owner('group');
    const suffix = randomUUID().slice(0, 8);
    const added = `ömil-${suffix}@example.org`;
    const imported = `zoë-${suffix}@example.org`;
    const subscribed = `josé-${suffix}@example.org`;

    await newSubscriber(team, added);
    expect(ok(await importInto(team, [imported, added.toUpperCase()])).createdSubscriberIDs).toHaveLength(1);
    ok(
      await call(
        'emailActionSubmit',
        { type: 'subscribe', email: subscribed, newsletterID: team.listID },
        { headers: newClient() },
      ),
    );
    const [mail] = await mailsTo(subscribed);
    ok(await call('linkAction', { type: 'confirmSubscribe', token: confirmTokenIn(mail) }, { headers: newClient() }));

    const stored = (await storedSubscribers(team.teamID)).map((s) => s.subscriberEmail).sort();
    expect(stored).toEqual([added, imported, subscribed].sort());
  });
});
