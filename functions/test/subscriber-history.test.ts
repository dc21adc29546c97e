/**
 * GET /subscriberHistory/{id} (docs/product.md §7): a subscriber's opt-ins and
 * opt-outs in its team, newest first, with each list's name now, on plans
 * with auditHistory.
 */
import { CONSENT_SOURCES, MAX, type SubscriberHistoryEvent } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { hashEmail } from '../src/services/email-hash';
import { call, ok, send } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { bulkInsert, setTier, testHashSecret } from './support/store';
import { newList, newSubscriber, setLists, subscriberBody } from './support/team-content';

const history = (team: { idToken: string }, id: string) => call('subscriberHistory', { id }, { as: team });

/** The events without their times, which the test cannot know: [list name, action, source]. */
const rows = (events: SubscriberHistoryEvent[]) => events.map((e) => [e.newsletterName, e.action, e.source]);

/** Subscribes `email` to `listID` through the public subscribe page and the link of its confirmation mail. */
async function signUpPublicly(listID: string, email: string): Promise<void> {
  const before = (await mailsTo(email, 0, 0)).length;
  const headers = newClient();
  ok(await call('emailActionSubmit', { type: 'subscribe', email, newsletterID: listID }, { headers }));
  const mails = await mailsTo(email, before + 1);
  const token = confirmTokenIn(mails[mails.length - 1]);
  ok(await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() }));
}

async function unsubscribeAllByManageLink(team: Owner, subscriberID: string): Promise<void> {
  const input = { type: 'manage', newsletterID: team.listID, teamID: team.teamID, subscriberID } as const;
  const token = ok(await call('createLink', input, { as: team })).linkID;
  ok(await call('linkAction', { type: 'unsubscribeAll', token }, { headers: newClient() }));
}

describe('GET /subscriberHistory/{id}', () => {
  it('answers every opt-in and opt-out of the address in the team, newest first, with the lists’ names now', async () => {
    const team = await owner('group');
    const news = await newList(team, { newsletterName: 'News' });
    const events = await newList(team, { newsletterName: 'Events' });
    const email = uniqueEmail('reader');
    const id = await newSubscriber(team, email, [news]);
    await signUpPublicly(events, email);
    ok(await setLists(team, id, email, [events]));
    await unsubscribeAllByManageLink(team, id);
    // Another address of the team has its own history.
    await newSubscriber(team, uniqueEmail('other'), [news, events]);
    ok(await call('updateNewsletter', { id: news, teamID: team.teamID, newsletterName: 'Weekly news' }, { as: team }));

    const answer = ok(await history(team, id));
    expect(answer.subscriberEmail).toBe(email);
    expect(answer.more).toBe(false);
    expect(rows(answer.events)).toEqual([
      ['Events', 'opt-out', CONSENT_SOURCES.teamLink],
      ['Weekly news', 'opt-out', CONSENT_SOURCES.dashboard],
      ['Events', 'opt-in', CONSENT_SOURCES.subscribePage],
      ['Weekly news', 'opt-in', CONSENT_SOURCES.dashboard],
    ]);
    // Only the public page's sign-up was the recipient's own: the manage link was made by the team.
    expect(answer.events.map((e) => e.kind)).toEqual(['team', 'team', 'recipient', 'team']);
    expect(answer.events.map((e) => e.newsletterID)).toEqual([events, news, events, news]);
    const times = answer.events.map((e) => e.at.seconds * 1000 + e.at.nanoseconds / 1e6);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('holds the team’s own records only, not another team’s of the same address', async () => {
    const team = await owner('group');
    const email = uniqueEmail('shared');
    const id = await newSubscriber(team, email, [team.listID]);
    const otherTeam = await owner('group');
    await newSubscriber(otherTeam, email, [otherTeam.listID]);

    const { events } = ok(await history(team, id));
    expect(events.map((e) => e.newsletterID)).not.toContain(otherTeam.listID);
    expect(events.map((e) => [e.newsletterID, e.action, e.source])).toEqual([
      [team.listID, 'opt-in', CONSENT_SOURCES.dashboard],
    ]);
  });

  it('names a deleted list as deleted (null) and keeps its events', async () => {
    const team = await owner('scale');
    const gone = await newList(team, { newsletterName: 'Gone soon' });
    const email = uniqueEmail('reader');
    const id = await newSubscriber(team, email, [team.listID, gone]);
    ok(await call('deleteNewsletter', { id: gone }, { as: team }));

    const { events } = ok(await history(team, id));
    expect(rows(events)).toContainEqual([null, 'opt-out', CONSENT_SOURCES.listDeleted]);
    expect(rows(events)).toContainEqual([null, 'opt-in', CONSENT_SOURCES.dashboard]);
    expect(rows(events)).toContainEqual(['First list', 'opt-in', CONSENT_SOURCES.dashboard]);
    expect(events).toHaveLength(3);
  });

  it('after an address change shows the new address’s records only; the old id is gone', async () => {
    const team = await owner('group');
    const before = uniqueEmail('before');
    const after = uniqueEmail('after');
    const oldID = await newSubscriber(team, before, [team.listID]);
    const moved = ok(
      await call('updateSubscriber', { ...subscriberBody(team.teamID, after, [team.listID]), id: oldID }, { as: team }),
    );

    const answer = ok(await history(team, moved.id));
    expect(answer.subscriberEmail).toBe(after);
    expect(rows(answer.events)).toEqual([['First list', 'opt-in', CONSENT_SOURCES.addressChange]]);
    expect((await history(team, oldID)).status).toBe(404);
  });

  it('answers the latest events up to the cap, and says that older ones exist', async () => {
    const team = await owner('group');
    const email = uniqueEmail('busy');
    const id = await newSubscriber(team, email, [team.listID]);
    const emailHash = hashEmail(testHashSecret(), email);
    const old = Date.now() - 86_400_000;
    await bulkInsert(
      'consent',
      Array.from({ length: MAX.historyEvents }, (_, i) => ({
        id: `older${String(i).padStart(15, '0')}`,
        data: {
          teamID: team.teamID,
          newsletterID: team.listID,
          emailHash,
          action: 'opt-in',
          source: 'import',
          at: old - i,
        },
      })),
    );

    const answer = ok(await history(team, id));
    expect(answer.events).toHaveLength(MAX.historyEvents);
    expect(answer.more).toBe(true);
    // The newest, the dashboard's own opt-in, comes first; the oldest record is left out.
    expect(answer.events[0].source).toBe(CONSENT_SOURCES.dashboard);
    const last = answer.events[MAX.historyEvents - 1];
    expect(last.at.seconds * 1000 + last.at.nanoseconds / 1e6).toBe(old - (MAX.historyEvents - 2));
  });

  it('is open to every role of the team; another team’s, an unknown or a malformed id answers 404', async () => {
    const team = await owner('group');
    const id = await newSubscriber(team, uniqueEmail('reader'));
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      expect((await history(await actor(team, role), id)).status, role).toBe(200);
    }
    const stranger = await owner('scale');
    const notFound = await history(stranger, id);
    expect(notFound.status).toBe(404);
    expect((await history(team, UNKNOWN.subscriber)).body).toEqual(notFound.body);
    for (const bad of ['bad id!', '__x__', '..'])
      expect((await send('subscriberHistory', { id: bad }, { as: team })).status).toBe(404);
    // The plan is the team's: a stranger on a lesser plan still learns nothing of the subscriber.
    await setTier(stranger.teamID, 'starter');
    expect((await history(stranger, id)).body).toEqual(notFound.body);
  });
});
