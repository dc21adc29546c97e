import { DELETE_ACCOUNT_MESSAGES, emailKey } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { TEAM_CONTENT_COLLECTIONS } from '../src/domain/accounts/account-deletion';
import { COLLECTIONS, type InviteDoc } from '../src/domain/docs';
import { inviteRef } from '../src/domain/teams/invite-lookup';
import { FieldValue } from '../src/store/port';
import { subscribe } from './support/billing';
import { newKey } from './support/api-keys';
import { call, created, errorOf, fieldPaths, ok } from './support/client';
import { member, newUser, owner, type Session } from './support/fixtures';
import { newClient } from './support/public-client';
import { readNode } from './support/rtdb';
import { addMember, bulkInsert, teamDoc, testStore } from './support/store';
import { everyDocument } from './support/store-scan';
import { drainJobs } from './support/served-api';
import { newSubscriber } from './support/team-content';

/**
 * An owner with a list, subscribers (their own address among them), one who
 * opted out by their link, an email log entry, links, a source and a pending
 * sign-up through it, who is also a member of another team.
 */
async function ownerWithEverything() {
  const team = await owner('group');
  const subscriberID = await newSubscriber(team, 'reader@example.org');
  ok(await call('subscriberTags', { teamID: team.teamID, subscriberIDs: [subscriberID], add: 'Choir' }, { as: team }));
  await newSubscriber(team, team.email);
  const leaverID = await newSubscriber(team, 'leaver@example.org');
  const leaverLink = {
    type: 'unsubscribe',
    newsletterID: team.listID,
    teamID: team.teamID,
    subscriberID: leaverID,
  } as const;
  const token = ok(await call('createLink', leaverLink, { as: team })).linkID;
  ok(await call('linkAction', { type: 'unsubscribeAll', token }, { headers: newClient() }));
  const emailID = ok(
    await call('createEmail', { subject: 'Spring fair', newsletterID: team.listID, sent: true }, { as: team }),
  ).id;
  ok(
    await call(
      'createLink',
      { type: 'url', newsletterID: team.listID, teamID: team.teamID, emailID, url: 'https://example.org/fair' },
      { as: team },
    ),
  );
  ok(
    await call(
      'createLink',
      { type: 'unsubscribe', newsletterID: team.listID, teamID: team.teamID, subscriberID },
      { as: team },
    ),
  );
  // A send of it in batches, one of them marked sent by them.
  await sendOneBatch(team, emailID);
  const { source } = ok(
    await call('createSource', { newsletterID: team.listID, name: 'Spring fair flyer' }, { as: team }),
  );
  const signup = await call(
    'emailActionSubmit',
    { type: 'subscribe', email: 'new.reader@example.org', newsletterID: team.listID, sourceID: source.id },
    { headers: newClient() },
  );
  expect(signup.status).toBe(200);

  // Paid through Stripe: a customer, and the webhook's record of its events.
  await subscribe(team, 'group');
  // An API key of the team, which names its creator.
  await newKey(team);
  // A webhook endpoint of the team, which names its creator, and a delivery to it (its receiver is not there).
  created(
    await call(
      'createWebhook',
      { teamID: team.teamID, url: 'http://127.0.0.1:9/hook', events: ['subscriber.created'] },
      { as: team },
    ),
  );
  await newSubscriber(team, 'hooked@example.org');
  // A finished copy of every subscriber, its file kept for download.
  ok(await call('startSubscriberJob', { teamID: team.teamID, match: {}, action: { kind: 'copy' } }, { as: team }));
  await drainJobs();

  // A message to support, which names them.
  ok(await call('feedback', { type: 'accountFeedback', formData: { comments: 'Lovely.' } }, { as: team }));
  // And one through the contact page, signed out, with their address typed in capitals.
  const contact = {
    type: 'contact',
    formData: { name: 'Team Owner', email: team.email.toUpperCase(), comments: 'Hello from the contact page.' },
  } as const;
  ok(await call('feedback', contact, { headers: newClient() }));

  // More than one batch can delete.
  const many = Array.from({ length: 1_200 }, (_, i) => ({
    id: `${team.teamID}_bulk${String(i).padStart(23, '0')}`,
    data: { teamID: team.teamID, subscriberEmail: `bulk${i}@example.org` },
  }));
  await bulkInsert('subscribers', many);

  const otherTeam = await owner('group');
  await addMember(otherTeam.teamID, team, 'editor');
  // A batch they marked sent there: the team keeps it marked, by no one.
  await newSubscriber(otherTeam, 'other.reader@example.org');
  const theirEmail = ok(
    await call('createEmail', { subject: 'Their news', newsletterID: otherTeam.listID }, { as: team }),
  );
  await sendOneBatch(team, theirEmail.id);
  // Imports they made there, one of them undone by them: the team keeps both, by no one.
  const imports = { newsletterIDs: [otherTeam.listID], teamID: otherTeam.teamID, agreed: true as const };
  ok(await call('batchSubscribers', { ...imports, emails: ['kept.import@example.org'] }, { as: team }));
  const undone = ok(await call('batchSubscribers', { ...imports, emails: ['undone@example.org'] }, { as: team }));
  ok(await call('undoImport', { teamID: otherTeam.teamID, importID: undone.importID }, { as: team }));
  // An invitation they sent for the other team, and one to their address from a third team.
  await invite(otherTeam.teamID, 'colleague@example.org', team.uid);
  const thirdTeam = await owner('group');
  await invite(thirdTeam.teamID, team.email, thirdTeam.uid);
  return { team, otherTeam, thirdTeam };
}

/** Splits an entry's list into batches and marks the first sent, as the Send view does. */
async function sendOneBatch(as: Session, emailID: string) {
  const today = '2026-11-28';
  const { planID } = ok(await call('planEmailSend', { emailID, batchSize: 2, today }, { as }));
  ok(await call('markSendBatch', { emailID, n: 1, planID: planID!, today, time: '10:00' }, { as }));
}

/** A pending invitation of `email` to the team, as inviting stores it. */
async function invite(teamID: string, email: string, inviterUid: string) {
  const doc: InviteDoc = {
    teamID,
    email: emailKey(email),
    role: 'viewer',
    inviterUid,
    inviterName: 'Inviter',
    createdAt: Date.now(),
  };
  await inviteRef(testStore(), teamID, email).set(doc);
  await testStore()
    .doc(`teams/${teamID}`)
    .update({ pendingInvites: FieldValue.increment(1) });
}

const namesOf = (docs: { path: string; json: string }[], ...words: string[]) =>
  docs.filter((doc) => words.some((word) => doc.json.includes(word) || doc.path.includes(word)));

describe('POST /deleteAccount', () => {
  it('refuses an address that is not the account’s, on its field, and deletes nothing', async () => {
    const team = await owner();
    const res = await call('deleteAccount', { confirmEmail: 'someone.else@example.org' }, { as: team });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(DELETE_ACCOUNT_MESSAGES.wrongConfirmation);
    expect(fieldPaths(res)).toEqual(['confirmEmail']);
    expect((await call('deleteAccount', { confirmEmail: '' }, { as: team })).status).toBe(400);
    expect((await call('getUserData', {}, { as: team })).status).toBe(200);
    expect((await teamDoc(team.teamID)).counters.newsletters).toBe(1);
  });

  it('leaves no document that names the user, and their token answers 403', async () => {
    const { team, otherTeam, thirdTeam } = await ownerWithEverything();
    const before = await everyDocument();
    const kinds = (docs: { path: string }[]) => new Set(docs.map((doc) => doc.path.split('/').at(-2)));
    // A lease of the consent sequencer lasts only while its run does: none is left to find here.
    const lasting = TEAM_CONTENT_COLLECTIONS.filter((name) => name !== COLLECTIONS.consentLeases);
    expect(kinds(namesOf(before, team.uid, team.email, team.teamID))).toEqual(
      new Set(['users', 'teams', 'members', 'invites', 'imports', 'feedback', ...lasting]),
    );

    const res = await call('deleteAccount', { confirmEmail: `  ${team.email.toUpperCase()} ` }, { as: team });
    expect(res.status).toBe(200);
    expect(ok(res)).toEqual({ ok: true });

    const after = await everyDocument();
    const record = after.filter((doc) => doc.path === `deletedAccounts/${team.uid}`);
    expect(record.map((doc) => Object.keys(JSON.parse(doc.json)))).toEqual([['deletedAt']]);
    const rest = after.filter((doc) => doc.path !== `deletedAccounts/${team.uid}`);
    expect(namesOf(rest, team.uid, team.email, team.teamID)).toEqual([]);
    expect(namesOf(rest, 'Hello from the contact page.')).toEqual([]);

    expect((await teamDoc(otherTeam.teamID)).counters.members).toBe(1);
    const history = ok(await call('importHistory', { teamID: otherTeam.teamID }, { as: otherTeam })).imports;
    expect(history.map((entry) => [entry.status, entry.by, entry.undo?.by]).sort()).toEqual([
      ['done', null, undefined],
      ['undone', null, null],
    ]);
    expect((await teamDoc(thirdTeam.teamID)).pendingInvites).toBe(0);
    const handedOver = await inviteRef(testStore(), otherTeam.teamID, 'colleague@example.org').get();
    expect(handedOver.data()).toMatchObject({ inviterUid: otherTeam.uid });
    expect(await readNode(`users/${team.uid}`)).toBeNull();
    expect((await call('getUserData', {}, { as: team })).status).toBe(403);
  });

  it('takes the deleted team out of its members’ and invitees’ profiles and signals them', async () => {
    const team = await owner('group');
    const colleague = await member(team.teamID, 'admin');
    await testStore().doc(`users/${colleague.uid}`).update({ latestTeamID: team.teamID });
    const invitee = await newUser();
    await invite(team.teamID, invitee.email, team.uid);

    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));

    const profile = ok(await call('getUserData', {}, { as: colleague }));
    expect(profile.teams.map((t) => t.teamID)).not.toContain(team.teamID);
    expect(profile.activeTeam.role).toBe('owner');
    expect(await readNode(`users/${colleague.uid}`)).toMatchObject({ action: 'account' });
    expect((await testStore().doc(`teams/${team.teamID}/members/${colleague.uid}`).get()).exists).toBe(false);
    expect((await inviteRef(testStore(), team.teamID, invitee.email).get()).exists).toBe(false);
    expect(await readNode(`users/${invitee.uid}`)).toMatchObject({ action: 'account' });
  });
});
