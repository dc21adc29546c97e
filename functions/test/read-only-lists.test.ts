/**
 * Lists beyond the plan (docs/product.md §4, Tiers at cutoff): a Group team
 * with three lists falls back to Starter, which allows one. Its oldest list
 * works as before; the two newer ones are read-only: every write onto them is
 * refused with the plan's message, while reading, copying, exporting,
 * opt-outs and deleting keep working.
 */
import {
  NOT_ACCEPTING_REASON,
  READ_ONLY_LIST_BADGE,
  readOnlyListMessage,
  type CallInput,
  type LinkSubscriberData,
  type Tier,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, linkIDIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { setTier } from './support/store';
import { importInto, newList, newSubscriber, newsletterBody, setLists, subscriberBody } from './support/team-content';
import { dashboard } from './support/team-reads';

const publicly = () => ({ headers: newClient() });
const submit = (input: CallInput<'emailActionSubmit'>) => call('emailActionSubmit', input, publicly());
const act = (input: CallInput<'linkAction'>) => call('linkAction', input, publicly());

const listAddresses = async (team: Owner, listID: string) =>
  ok(await call('newsletterSubscribers', { newsletterID: listID }, { as: team })).subscribers;

interface Lapsed {
  team: Owner;
  /** Oldest first: the first stays writable. */
  lists: [string, string, string];
  /** One subscriber on every list. */
  reader: string;
  readerID: string;
  /** A confirmation link asked for on the newest list while the plan still allowed it. */
  pendingToken: string;
}

async function lapsedTeamWithThreeLists(): Promise<Lapsed> {
  const team = await owner('group');
  const second = await newList(team, { newsletterName: 'Second list' });
  const third = await newList(team, { newsletterName: 'Third list' });
  const lists: Lapsed['lists'] = [team.listID, second, third];
  const reader = uniqueEmail('reader');
  const readerID = await newSubscriber(team, reader, lists);
  const asked = uniqueEmail('asked');
  ok(await submit({ type: 'subscribe', email: asked, newsletterID: third }));
  const pendingToken = confirmTokenIn((await mailsTo(asked))[0]);
  await setTier(team.teamID, 'starter');
  return { team, lists, reader, readerID, pendingToken };
}

/** Expects a 402 naming the list and the plan, the one message for every refusal. */
function expectReadOnly(res: Awaited<ReturnType<typeof call>>, listName: string, tier: Tier = 'starter', lists = 3) {
  expect(res.status, JSON.stringify(res.body)).toBe(402);
  expect(errorOf(res).message).toBe(readOnlyListMessage(listName, tier, lists));
}

describe('lists beyond the plan', () => {
  it('are flagged read-only on the dashboard, newest first, and refuse every write onto them', async () => {
    const { team, lists, reader, pendingToken } = await lapsedTeamWithThreeLists();
    const [first, second, third] = lists;
    expect(readOnlyListMessage('Third list', 'starter', 3)).toBe(
      'Third list is read-only on the Starter plan, which allows 1 list. Upgrade to Core, or delete lists to bring the team within its plan.',
    );
    expect(READ_ONLY_LIST_BADGE).toBe('Read-only on your plan');

    const flags = (await dashboard(team)).newsletters.map((n) => [n.id, n.readOnly]);
    expect(flags).toEqual([
      [first, false],
      [second, true],
      [third, true],
    ]);

    // Settings.
    const settings = (id: string, newsletterName: string) =>
      call('updateNewsletter', { ...newsletterBody(team.teamID, { newsletterName }), id }, { as: team });
    expectReadOnly(await settings(second, 'Renamed'), 'Second list');
    expectReadOnly(await settings(third, 'Renamed'), 'Third list');
    ok(await settings(first, 'Still mine'));

    // The email log.
    const logTo = (newsletterID: string) =>
      call('createEmail', { subject: 'Hi', newsletterID, sent: true }, { as: team });
    expectReadOnly(await logTo(third), 'Third list');
    const entry = ok(await logTo(first)).id;
    const moved = await call(
      'updateEmail',
      { id: entry, subject: 'Hi', newsletterID: second, sent: true },
      { as: team },
    );
    expectReadOnly(moved, 'Second list');

    // New subscribers on them: the form, an edit that adds a list, an import, a public confirmation.
    const newcomer = uniqueEmail('new');
    expectReadOnly(
      await call('createSubscriber', subscriberBody(team.teamID, newcomer, [first, third]), { as: team }),
      'Third list',
    );
    const onFirst = await newSubscriber(team, newcomer, [first]);
    expectReadOnly(await setLists(team, onFirst, newcomer, [first, second]), 'Second list');
    expectReadOnly(await importInto(team, [uniqueEmail('imported')], [second]), 'Second list');
    // The public reader is told the list takes nobody, not what the team should do.
    expect(ok(await act({ type: 'confirmSubscribe', token: pendingToken }))).toEqual({
      ok: false,
      reason: NOT_ACCEPTING_REASON,
    });
    const lateSignup = await submit({ type: 'subscribe', email: uniqueEmail('late'), newsletterID: second });
    expect(ok(lateSignup)).toMatchObject({ ok: false });
    expect(await listAddresses(team, third)).toEqual([reader]);
    expect(await listAddresses(team, second)).toEqual([reader]);

    // The oldest list takes subscribers as before.
    ok(await importInto(team, [uniqueEmail('imported')], [first]));
  });

  it('keep reading, copying, opt-outs and deleting', async () => {
    const { team, lists, reader, readerID } = await lapsedTeamWithThreeLists();
    const [first, second, third] = lists;

    // Copy and export read them.
    expect(await listAddresses(team, third)).toEqual([reader]);
    const exported = ok(await call('getDashboardItem', { type: 'subscribers', teamID: team.teamID }, { as: team }));
    expect(exported.data.map((row) => ('subscriberEmail' in row ? row.subscriberEmail : ''))).toEqual([reader]);

    // The reader is taken off the second list on the dashboard…
    ok(await setLists(team, readerID, reader, [first, third]));
    expect(await listAddresses(team, second)).toEqual([]);
    // …and leaves the rest through an unsubscribe link.
    ok(await submit({ type: 'unsubscribe', email: reader, newsletterID: third }));
    const token = linkIDIn((await mailsTo(reader))[0]);
    ok(await act({ type: 'unsubscribeAll', token, newsletterIDs: [] }));
    expect(await listAddresses(team, third)).toEqual([]);
    expect(await listAddresses(team, first)).toEqual([]);

    // Deleting the newest lists brings the team within its plan; the last one is writable again.
    ok(await call('deleteNewsletter', { id: third }, { as: team }));
    expect((await dashboard(team)).newsletters.map((n) => n.readOnly)).toEqual([false, true]);
    ok(await call('deleteNewsletter', { id: second }, { as: team }));
    expect((await dashboard(team)).newsletters.map((n) => n.readOnly)).toEqual([false]);
    ok(await call('createEmail', { subject: 'Back', newsletterID: first, sent: true }, { as: team }));
  });

  it('are not offered on a manage link, and a reader choosing one is not put on it', async () => {
    const { team, lists, reader, readerID } = await lapsedTeamWithThreeLists();
    const [first, second, third] = lists;
    const newcomer = uniqueEmail('newcomer');
    const newcomerID = await newSubscriber(team, newcomer, [first]);
    const manageLink = async (subscriberID: string) =>
      ok(
        await call(
          'createLink',
          { newsletterID: first, teamID: team.teamID, subscriberID, type: 'manage' },
          { as: team },
        ),
      ).linkID;
    const page = async (token: string) =>
      ok(await call('linkOpen', { type: 'unsubscribe', linkID: token }, publicly())).returnData as LinkSubscriberData;

    const token = await manageLink(newcomerID);
    expect((await page(token)).publicLists.map((l) => l.id)).toEqual([first]);
    const chosen = ok(await act({ type: 'updatePreferences', newsletterIDs: [first, second], token }));
    expect('subscribedLists' in chosen && chosen.subscribedLists.map((l) => l.id)).toEqual([first]);
    expect(await listAddresses(team, second)).toEqual([reader]);

    // A reader already on them keeps them, and sees them among their lists.
    const readerPage = await page(await manageLink(readerID));
    expect(readerPage.subscribedLists.map((l) => l.id)).toEqual([first, second, third]);
    expect(readerPage.publicLists.map((l) => l.id)).toEqual([first]);
  });

  it('refuse a custom footer on a plan that has footers but fewer lists', async () => {
    const team = await owner('group');
    const lists = [team.listID];
    for (const name of ['Second', 'Third', 'Fourth']) lists.push(await newList(team, { newsletterName: name }));
    await setTier(team.teamID, 'core');
    const footer = '<p><a href="{{unsubscribe_url}}">Leave</a></p>';
    const save = (id: string) => call('updateNewsletterFooter', { id, customFooterHtml: footer }, { as: team });
    const footers = async () => (await dashboard(team)).newsletters.map((n) => n.customFooterHtml);

    expectReadOnly(await save(lists[3]), 'Fourth', 'core', 4);
    expect(await footers()).toEqual(['', '', '', '']);
    expect((await save(lists[0])).status).toBe(200);
    expect(await footers()).toEqual([footer, '', '', '']);
  });

  it('are none once the team is upgraded again', async () => {
    const { team, lists } = await lapsedTeamWithThreeLists();
    await setTier(team.teamID, 'core');
    expect((await dashboard(team)).newsletters.map((n) => n.readOnly)).toEqual([false, false, false]);
    ok(await call('createEmail', { subject: 'Hi', newsletterID: lists[2], sent: true }, { as: team }));
  });
});
