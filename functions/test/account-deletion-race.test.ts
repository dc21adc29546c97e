import { emailKey } from '@listkeep/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { InviteDoc } from '../src/domain/docs';
import { inviteRef } from '../src/domain/teams/invite-lookup';
import { RATE_LIMITS } from '../src/services/rate-limit';
import { FieldValue } from '../src/store/port';
import { call, ok } from './support/client';
import { member, newUser, owner, type Owner, type Session } from './support/fixtures';
import { markEmailVerified } from './support/identities';
import { newClient } from './support/public-client';
import { bulkInsert, setTier, testStore } from './support/store';
import { everyDocument } from './support/store-scan';
import { newsletterBody, subscriberBody } from './support/team-content';

const landed = (status: number) => status >= 200 && status < 300;

/** A pending invitation of `email` to the team, as inviting stores it. */
async function invite(team: Owner, email: string) {
  const doc: InviteDoc = {
    teamID: team.teamID,
    email: emailKey(email),
    role: 'editor',
    inviterUid: team.uid,
    inviterName: 'Owner',
    createdAt: Date.now(),
  };
  await inviteRef(testStore(), team.teamID, email).set(doc);
  await testStore()
    .doc(`teams/${team.teamID}`)
    .update({ pendingInvites: FieldValue.increment(1) });
}

type Writer = (n: number) => Promise<{ status: number }>;

/**
 * A teammate's writes of every kind, each its own loop: a list, an import of
 * 200 addresses, a subscriber, an email log entry with a tracked link and a
 * send plan, a source, links for mail merge and a subscriber's link, a public
 * sign-up, and invitations accepted.
 */
function writers(team: Owner, as: Session, invitees: Session[]): Writer[] {
  const { teamID, listID } = team;
  return [
    (n) => call('createNewsletter', newsletterBody(teamID, { newsletterName: `List ${n}` }), { as }),
    (n) => {
      const emails = Array.from({ length: 200 }, (_, i) => `r${n}.import${i}@example.org`);
      return call('batchSubscribers', { teamID, newsletterIDs: [listID], emails, agreed: true }, { as });
    },
    (n) => call('createSubscriber', subscriberBody(teamID, `r${n}.one@example.org`, [listID]), { as }),
    (n) => call('createSource', { newsletterID: listID, name: `Flyer ${n}` }, { as }),
    () => call('mailMergeLinks', { newsletterID: listID }, { as }),
    (n) =>
      call(
        'emailActionSubmit',
        { type: 'subscribe', email: `r${n}.public@example.org`, newsletterID: listID },
        { headers: newClient() },
      ),
    async (n) => {
      const res = await call('createEmail', { subject: `News ${n}`, newsletterID: listID, sent: false }, { as });
      if (!landed(res.status)) return res;
      const emailID = ok(res).id;
      const url = `https://example.org/${n}`;
      const link = await call('createLink', { type: 'url', newsletterID: listID, teamID, emailID, url }, { as });
      if (!landed(link.status)) return link;
      return call('planEmailSend', { emailID, batchSize: 50, today: '2026-11-28' }, { as });
    },
    async (n) => {
      const body = subscriberBody(teamID, `r${n}.linked@example.org`, [listID]);
      const res = await call('createSubscriber', body, { as });
      if (!landed(res.status)) return res;
      const subscriberID = ok(res).id;
      return call('createLink', { type: 'manage', newsletterID: listID, teamID, subscriberID }, { as });
    },
    async (n) => {
      const invitee = invitees[n % invitees.length];
      return call('acceptTeamInvite', { accept: true, teamID }, { as: invitee });
    },
  ];
}

describe('POST /deleteAccount while a teammate keeps writing', () => {
  it('answers 200 and leaves nothing of the team, and no profile names it', async () => {
    const team = await owner();
    await setTier(team.teamID, 'scale');
    const teammate = await member(team.teamID, 'admin');
    const invitees = await Promise.all(Array.from({ length: 12 }, async () => markEmailVerified(await newUser())));
    for (const invitee of invitees) await invite(team, invitee.email);

    // Every writer lands once before the deletion starts, so it has something of every kind to remove.
    const all = writers(team, teammate, invitees);
    const first = await Promise.all(all.map((write) => write(0)));
    expect(first.map((res) => res.status).filter((status) => !landed(status))).toEqual([]);

    // A team of some size, so that the deletion takes a while.
    const bulk = (kind: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: `${team.teamID}_${kind}${String(i).padStart(20, '0')}`,
        data: { teamID: team.teamID, subscriberEmail: `${kind}${i}@example.org` },
      }));
    await bulkInsert('subscribers', bulk('bulk', 1_000));

    let answered = false;
    // The loops also end with the test, so a test that times out leaves nothing running in its worker.
    onTestFinished(() => {
      answered = true;
    });
    const seen = new Set<number>();
    const loops = all.map(async (write) => {
      for (let n = 1; !answered; n++) {
        const { status } = await write(n);
        seen.add(status);
        // A refused writer tries again soon, not at once: nine loops of instant refusals would starve the deletion.
        if (!landed(status)) await sleep(50);
      }
    });
    const deletion = await call('deleteAccount', { confirmEmail: team.email }, { as: team });
    answered = true;
    await Promise.all(loops);
    expect(deletion.status).toBe(200);
    // Each write either landed before the fence or was told the team is gone; none failed otherwise.
    expect([...seen].filter((status) => !landed(status) && status !== 404 && status !== 409)).toEqual([]);

    const left = (await everyDocument()).filter(
      (doc) => doc.path.includes(team.teamID) || doc.json.includes(team.teamID),
    );
    expect(left.map((doc) => doc.path)).toEqual([]);
    for (const who of [teammate, ...invitees]) {
      const profile = ok(await call('getUserData', {}, { as: who }));
      expect(profile.teams.map((t) => t.teamID)).not.toContain(team.teamID);
    }
  });

  it('answers 404 to a write of any kind once the team is fenced, and writes nothing', async () => {
    const team = await owner();
    await setTier(team.teamID, 'scale');
    const teammate = await member(team.teamID, 'admin');
    const invitee = await markEmailVerified(await newUser());
    await invite(team, invitee.email);
    const all = writers(team, teammate, [invitee]);

    await testStore().doc(`teams/${team.teamID}`).update({ deletingAt: Date.now() });
    const fenced = await everyDocument();
    const statuses = await Promise.all(all.map(async (write) => (await write(1)).status));

    // The public sign-up answers as for any list that takes nobody, without saying why.
    expect(statuses).toEqual(all.map((_, i) => (i === 5 ? 200 : 404)));
    const paths = (docs: { path: string }[]) => new Set(docs.map((doc) => doc.path));
    const added = [...paths(await everyDocument())].filter((path) => !paths(fenced).has(path));
    // Only the public caller's rate count is new.
    expect(added.filter((path) => !path.startsWith(`${RATE_LIMITS}/`))).toEqual([]);
    const profile = ok(await call('getUserData', {}, { as: teammate }));
    expect(profile.teams.map((t) => t.teamID)).not.toContain(team.teamID);
  });
});
