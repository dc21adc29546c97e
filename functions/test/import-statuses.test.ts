/**
 * Rows another tool's export says left (docs/product.md §5 Statuses): never
 * subscribed, kept out of the chosen lists as a recipient's own opt-out is,
 * with a consent record that says where the opt-out was said.
 */
import { describe, expect, it } from 'vitest';
import type { SuppressionDoc } from '../src/domain/docs';
import { call, errorOf, ok } from './support/client';
import { owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { consentEvents, teamDoc, testStore } from './support/store';
import { importInto, newList, newSubscriber, subscriberBody } from './support/team-content';

const suppressionsOf = async (teamID: string) =>
  (await testStore().collection<SuppressionDoc>('suppressions').where('teamID', '==', teamID).get()).docs.map((snap) =>
    snap.data()!,
  );

describe('an import of an export with statuses', () => {
  it('subscribes the subscribed rows and keeps out the ones the file says left, by a record that names the tool', async () => {
    const team = await owner('group');
    const [ann, bob, cy] = [uniqueEmail('ann'), uniqueEmail('bob'), uniqueEmail('cy')];
    const before = await teamDoc(team.teamID);
    const answer = ok(
      await call(
        'batchSubscribers',
        {
          teamID: team.teamID,
          newsletterIDs: [team.listID],
          emails: [
            { email: ann, name: 'Ann' },
            { email: bob, name: 'Bob', left: 'unsubscribed' },
            { email: cy, left: 'bounced' },
          ],
          fileName: 'members_export.csv',
          keptOutIn: 'Mailchimp',
          agreed: true,
        },
        { as: team },
      ),
    );
    expect(answer.createdSubscriberIDs).toHaveLength(1);
    expect(answer.optedOut.sort()).toEqual([bob, cy].sort());
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(before.counters.subscribers + 1);

    const entries = await suppressionsOf(team.teamID);
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain('@');
    expect(await consentEvents(team.teamID, [ann, bob, cy])).toEqual(
      [
        [ann, team.listID, 'opt-in', 'import'],
        [bob, team.listID, 'opt-out', 'import: opted out in Mailchimp'],
        [cy, team.listID, 'opt-out', 'import: bounced in Mailchimp'],
      ].sort(),
    );

    // The same entries refuse a later import, add and edit, as Listkeep's own opt-outs do.
    const again = ok(await importInto(team, [bob]));
    expect(again).toMatchObject({ createdSubscriberIDs: [], optedOut: [bob] });
    const add = await call('createSubscriber', subscriberBody(team.teamID, cy, [team.listID]), { as: team });
    expect(add.status).toBe(409);
    expect(errorOf(add)).toMatchObject({ code: 'conflict', message: expect.stringContaining(cy) });
  });

  it('names the file when no tool is known, and writes nothing twice when imported again', async () => {
    const team = await owner('group');
    const gone = uniqueEmail('gone');
    const body = {
      teamID: team.teamID,
      newsletterIDs: [team.listID],
      emails: [{ email: gone, left: 'complained' as const }],
      fileName: 'people.csv',
      agreed: true as const,
    };
    ok(await call('batchSubscribers', body, { as: team }));
    ok(await call('batchSubscribers', body, { as: team }));
    expect(await consentEvents(team.teamID, [gone])).toEqual([
      [gone, team.listID, 'opt-out', 'import: marked as spam in the file people.csv'],
    ]);
    expect(await suppressionsOf(team.teamID)).toHaveLength(1);
  });

  it('leaves a list the address is on here as it is, and keeps it off the other chosen lists', async () => {
    const team = await owner('group');
    const weekly = await newList(team, { newsletterName: 'Weekly' });
    const email = uniqueEmail('member');
    const id = await newSubscriber(team, email, [team.listID]);
    const answer = ok(
      await call(
        'batchSubscribers',
        {
          teamID: team.teamID,
          newsletterIDs: [team.listID, weekly],
          emails: [{ email, left: 'unsubscribed' }],
          agreed: true,
        },
        { as: team },
      ),
    );
    expect(answer.optedOut).toEqual([email]);
    const history = ok(await call('subscriberHistory', { id }, { as: team })).events;
    expect(history.filter((e) => e.action === 'opt-out').map((e) => e.newsletterID)).toEqual([weekly]);
    expect((await suppressionsOf(team.teamID)).map((entry) => entry.newsletterID)).toEqual([weekly]);
  });

  it('lets a row that says it left win over a repeat of the address that says it is subscribed', async () => {
    const team = await owner('group');
    const email = uniqueEmail('twice');
    const answer = ok(
      await call(
        'batchSubscribers',
        {
          teamID: team.teamID,
          newsletterIDs: [team.listID],
          emails: [{ email }, { email: email.toUpperCase(), left: 'unsubscribed' }],
          agreed: true,
        },
        { as: team },
      ),
    );
    expect(answer).toMatchObject({ createdSubscriberIDs: [], optedOut: [email] });
  });
});
