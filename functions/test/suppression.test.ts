/**
 * Suppression that survives deletion (docs/product.md §4, "Suppression"): an
 * address that left a list by its own link stays off it, whatever the sender
 * does to the subscriber, until the recipient subscribes again on a public page.
 */
import { CONSENT_SOURCES } from '@listkeep/common';
import { suppressedMessage } from '@listkeep/common/src/server/suppression';
import { describe, expect, it } from 'vitest';
import type { SuppressionDoc } from '../src/domain/docs';
import { call, errorOf, fieldPaths, ok } from './support/client';
import { exportChain } from './support/consent-chain';
import { owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, linkIDIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { teamDoc, testStore } from './support/store';
import { importInto, newList, newSubscriber, optOutByLink, setLists, subscriberBody } from './support/team-content';

/** The recipient subscribes on the list's public page and confirms from their mailbox. */
async function subscribeOnPublicPage(listID: string, email: string): Promise<void> {
  const before = (await mailsTo(email, 0, 0)).length;
  ok(await call('emailActionSubmit', { type: 'subscribe', email, newsletterID: listID }, { headers: newClient() }));
  const mails = await mailsTo(email, before + 1);
  const token = confirmTokenIn(mails[mails.length - 1]);
  ok(await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() }));
}

const deleteSubscriber = async (team: Owner, id: string) => ok(await call('deleteSubscriber', { id }, { as: team }));

const suppressionsOf = async (teamID: string) =>
  (await testStore().collection<SuppressionDoc>('suppressions').where('teamID', '==', teamID).get()).docs.map(
    (snap) => ({ id: snap.id, ...snap.data()! }),
  );

describe('an address that opted out of a list', () => {
  it('is refused by a re-import after the sender deleted it, and reported as opted out', async () => {
    const team = await owner('group');
    const email = uniqueEmail('leaver');
    const id = await newSubscriber(team, email);
    await optOutByLink(team, id);
    await deleteSubscriber(team, id);
    const before = await teamDoc(team.teamID);

    const other = uniqueEmail('newcomer');
    // Spelt otherwise, it is the same address.
    const shouted = email.replace(/^[^@]+/, (local) => local.toUpperCase());
    const answer = ok(await importInto(team, [`${shouted}, ${other}`]));
    expect(answer.optedOut).toEqual([shouted]);
    expect(answer.createdSubscriberIDs).toHaveLength(1);
    expect(answer.alreadyExists).toEqual([]);
    // Not created at all: no subscriber, no place taken, nothing on the list.
    expect((await call('subscriberHistory', { id }, { as: team })).status).toBe(404);
    const after = await teamDoc(team.teamID);
    expect(after.counters.subscribers).toBe(before.counters.subscribers + 1);
    // The entry keeps no address.
    const entries = await suppressionsOf(team.teamID);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('@');
    // Through a link the team made: the team's record, yet the opt-out holds.
    expect(entries[0]).toMatchObject({ newsletterID: team.listID, source: CONSENT_SOURCES.teamLink });
  });

  it('is refused by a manual add and an edit onto that list, 409 on the lists field, and may join others', async () => {
    const team = await owner('group');
    const weekly = await newList(team, { newsletterName: 'Weekly' });
    const email = uniqueEmail('leaver');
    const id = await newSubscriber(team, email, [weekly]);
    await optOutByLink(team, id, weekly);
    await deleteSubscriber(team, id);

    const add = await call('createSubscriber', subscriberBody(team.teamID, email, [team.listID, weekly]), {
      as: team,
    });
    expect(add.status).toBe(409);
    expect(errorOf(add)).toMatchObject({ code: 'conflict', message: suppressedMessage(email, ['Weekly']) });
    expect(fieldPaths(add)).toEqual(['subscribedNewsletters']);
    expect((await call('subscriberHistory', { id }, { as: team })).status).toBe(404);

    // On another list the address is welcome, and an edit back onto Weekly is refused alike.
    const again = ok(await call('createSubscriber', subscriberBody(team.teamID, email, [team.listID]), { as: team }));
    const edit = await setLists(team, again.id, email, [team.listID, weekly]);
    expect(edit.status).toBe(409);
    expect(errorOf(edit).message).toBe(suppressedMessage(email, ['Weekly']));
    const rows = ok(await call('subscriberHistory', { id: again.id }, { as: team })).events;
    expect(rows.filter((e) => e.newsletterID === weekly && e.action === 'opt-in')).toHaveLength(1);

    // Moving another subscriber onto the address carries its lists: Weekly among them is refused too.
    const otherID = await newSubscriber(team, uniqueEmail('other'), [weekly]);
    await deleteSubscriber(team, again.id);
    const moved = await setLists(team, otherID, email, [weekly]);
    expect(moved.status).toBe(409);
  });

  it('is kept out by one team only: another team may add the address', async () => {
    const team = await owner('group');
    const email = uniqueEmail('leaver');
    const id = await newSubscriber(team, email);
    await optOutByLink(team, id);
    await deleteSubscriber(team, id);
    const otherTeam = await owner('group');
    expect(ok(await importInto(otherTeam, [email])).createdSubscriberIDs).toHaveLength(1);
  });

  it('is lifted only by the recipient subscribing again on the public page, after which the sender may re-import', async () => {
    const team = await owner('group');
    const email = uniqueEmail('comeback');
    const id = await newSubscriber(team, email);
    await optOutByLink(team, id);
    await deleteSubscriber(team, id);
    expect(ok(await importInto(team, [email])).optedOut).toEqual([email]);

    await subscribeOnPublicPage(team.listID, email);
    expect(await suppressionsOf(team.teamID)).toEqual([]);
    // Back on the list by their own hand; the sender may take them off and put them back.
    await deleteSubscriber(team, id);
    const answer = ok(await importInto(team, [email]));
    expect(answer).toMatchObject({ createdSubscriberIDs: [id], optedOut: [] });
  });

  it('is lifted by joining the list again on the preferences page of a link mailed to the address', async () => {
    const team = await owner('group');
    const email = uniqueEmail('manager');
    await newSubscriber(team, email);
    // The unsubscribe page mails the address its own link.
    const request = { type: 'unsubscribe', email, newsletterID: team.listID } as const;
    ok(await call('emailActionSubmit', request, { headers: newClient() }));
    const token = linkIDIn((await mailsTo(email))[0]);
    ok(await call('linkAction', { type: 'unsubscribeAll', token }, { headers: newClient() }));
    expect(await suppressionsOf(team.teamID)).toHaveLength(1);

    const back = await call(
      'linkAction',
      { type: 'updatePreferences', newsletterIDs: [team.listID], token },
      { headers: newClient() },
    );
    expect(ok(back)).toEqual({
      ok: true,
      subscribedLists: [{ id: team.listID, newsletterName: expect.any(String) }],
    });
    expect(await suppressionsOf(team.teamID)).toEqual([]);
  });

  it('asks the mailbox to confirm before a link the sender made joins it again, and joins once confirmed', async () => {
    const team = await owner('group');
    const weekly = await newList(team, { newsletterName: 'Weekly' });
    const email = uniqueEmail('held');
    const id = await newSubscriber(team, email, [team.listID, weekly]);
    const link = { type: 'manage', newsletterID: team.listID, teamID: team.teamID, subscriberID: id } as const;
    const token = ok(await call('createLink', link, { as: team })).linkID;
    ok(
      await call('linkAction', { type: 'updatePreferences', newsletterIDs: [weekly], token }, { headers: newClient() }),
    );
    expect(await suppressionsOf(team.teamID)).toHaveLength(1);
    const before = await teamDoc(team.teamID);
    const headBefore = (await exportChain(team)).head;

    // Whoever holds the sender's link asks for both lists: Weekly stays, the list left waits for the mailbox.
    const both = { type: 'updatePreferences' as const, newsletterIDs: [team.listID, weekly], token };
    const asked = ok(await call('linkAction', both, { headers: newClient() }));
    expect(asked).toMatchObject({ ok: true, subscribedLists: [{ id: weekly }] });
    expect(asked.ok && asked.awaitingConfirmation?.map((list) => list.id)).toEqual([team.listID]);
    expect(await suppressionsOf(team.teamID)).toHaveLength(1);
    const held = await teamDoc(team.teamID);
    expect(held.counters.subscribers).toBe(before.counters.subscribers);
    expect((await exportChain(team)).head).toEqual(headBefore);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Confirm your subscription to /);

    // Asked again the same day: no second mail.
    ok(await call('linkAction', both, { headers: newClient() }));
    expect(await mailsTo(email, 1, 300)).toHaveLength(1);

    // The recipient confirms from their mailbox: back on the list, and the entry is lifted.
    const confirmed = await call(
      'linkAction',
      { type: 'confirmSubscribe', token: confirmTokenIn(mails[0]) },
      { headers: newClient() },
    );
    expect(ok(confirmed)).toMatchObject({ ok: true, subscribedLists: [{ id: team.listID }] });
    expect(await suppressionsOf(team.teamID)).toEqual([]);
    const opened = ok(await call('linkOpen', { type: 'unsubscribe', linkID: token }, { headers: newClient() }));
    expect(opened.returnData).toMatchObject({
      subscribedLists: expect.arrayContaining([{ id: team.listID, newsletterName: expect.any(String) }]),
    });
  });

  it('is not kept out after the sender’s own removal, which the sender may undo', async () => {
    const team = await owner('group');
    const email = uniqueEmail('removed');
    const id = await newSubscriber(team, email);
    ok(await setLists(team, id, email, []));
    ok(await setLists(team, id, email, [team.listID]));
    await deleteSubscriber(team, id);
    expect(ok(await importInto(team, [email]))).toMatchObject({ createdSubscriberIDs: [id], optedOut: [] });
    expect(await suppressionsOf(team.teamID)).toEqual([]);
  });

  it('is no longer kept out once its list is deleted, nor once the owner deletes the account', async () => {
    const team = await owner('group');
    const weekly = await newList(team, { newsletterName: 'Weekly' });
    const id = await newSubscriber(team, uniqueEmail('leaver'), [team.listID, weekly]);
    await optOutByLink(team, id, weekly);
    await optOutByLink(team, id, team.listID);
    expect(await suppressionsOf(team.teamID)).toHaveLength(2);

    ok(await call('deleteNewsletter', { id: weekly }, { as: team }));
    expect((await suppressionsOf(team.teamID)).map((e) => e.newsletterID)).toEqual([team.listID]);

    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));
    expect(await suppressionsOf(team.teamID)).toEqual([]);
  });
});
