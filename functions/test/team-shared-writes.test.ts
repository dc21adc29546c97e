/**
 * A recipient's action writes no document the whole team shares (issue 29):
 * Firestore takes about one write a second to one document, so a burst of
 * confirmations or opt-outs that each wrote the team, list or email entry
 * would abort each other. Counts move on counter shards instead, and the
 * dashboard's figures still equal a recount.
 */
import type { CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { requestAt } from './support/api';
import { call, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, headerOf, linkIDIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { webOrigin } from './support/served-api';
import { recountedCounts, storedCounts, testStore } from './support/store';
import { newList, newSubscriber } from './support/team-content';
import { dashboard } from './support/team-reads';
import { isTeamShared } from '../src/domain/teams/team-shared';
import { recordWrites, type RecordedWrite } from './support/write-recorder';

const publicly = () => ({ headers: newClient() });
const submit = (input: CallInput<'emailActionSubmit'>) => call('emailActionSubmit', input, publicly());
const act = (input: CallInput<'linkAction'>) => call('linkAction', input, publicly());

/** What `action` wrote to documents the team shares, and whether it wrote a counter shard. */
async function writesOf(action: () => Promise<{ status: number }>) {
  let status = 0;
  const writes = await recordWrites(testStore(), async () => {
    status = (await action()).status;
  });
  const shared = writes
    .filter((w) => isTeamShared(w.path))
    .map((w: RecordedWrite) => `${w.kind} ${w.path} ${w.fields.join(',')}`);
  return { status, shared, sharded: writes.some((w) => w.path.startsWith('counterShards/')) };
}

async function sentEmail(team: Owner): Promise<string> {
  return ok(await call('createEmail', { subject: 'Spring fair', newsletterID: team.listID, sent: true }, { as: team }))
    .id;
}

/** Asks for an unsubscribe mail through entry `emailID` and returns it. */
async function unsubscribeMail(team: Owner, email: string, emailID: string) {
  expect((await submit({ type: 'unsubscribe', email, newsletterID: team.listID, emailID })).status).toBe(200);
  return (await mailsTo(email))[0];
}

describe('a recipient’s action', () => {
  it('writes no document the team shares: counts go to counter shards', async () => {
    const team = await owner('scale');
    const second = await newList(team, { newsletterName: 'Second' });
    const emailID = await sentEmail(team);
    const flyer = ok(await call('createSource', { newsletterID: team.listID, name: 'Flyer' }, { as: team })).source.id;
    const tracked = {
      type: 'url',
      newsletterID: team.listID,
      teamID: team.teamID,
      emailID,
      url: 'https://example.org/',
    };
    const { shortID } = ok(await call('createLink', tracked as CallInput<'createLink'>, { as: team })) as {
      shortID: string;
    };
    const joiner = uniqueEmail('joiner');
    const fan = uniqueEmail('fan');
    const reader = uniqueEmail('reader');
    const leaver = uniqueEmail('leaver');
    await newSubscriber(team, reader, [team.listID, second]);
    await newSubscriber(team, leaver, [team.listID]);
    const seen: Record<string, Awaited<ReturnType<typeof writesOf>>> = {};

    seen['public sign-up'] = await writesOf(() =>
      submit({ type: 'subscribe', email: joiner, newsletterID: team.listID, emailID }),
    );
    const token = confirmTokenIn((await mailsTo(joiner))[0]);
    seen['confirm'] = await writesOf(() => act({ type: 'confirmSubscribe', token }));
    await submit({ type: 'subscribe', email: fan, newsletterID: team.listID, sourceID: flyer });
    const fanToken = confirmTokenIn((await mailsTo(fan))[0]);
    seen['source sign-up'] = await writesOf(() => act({ type: 'confirmSubscribe', token: fanToken }));

    const readerMail = await unsubscribeMail(team, reader, emailID);
    const linkID = linkIDIn(readerMail);
    seen['preference change'] = await writesOf(() => act({ type: 'leaveList', newsletterID: second, token: linkID }));
    seen['opt-out via link'] = await writesOf(() => act({ type: 'unsubscribeAll', newsletterIDs: [], token: linkID }));
    const oneClickUrl = /^<(.+)>$/.exec(
      (await headerOf(await unsubscribeMail(team, leaver, emailID), 'List-Unsubscribe'))!,
    )![1];
    seen['one-click unsubscribe'] = await writesOf(() =>
      fetch(oneClickUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      }),
    );
    seen['tracked-link click'] = await writesOf(() =>
      requestAt(webOrigin(), 'GET', `/l/${shortID}`, { headers: newClient() }),
    );
    seen['footer link click'] = await writesOf(() =>
      call('trackedLink', { newsletterID: team.listID, emailID, type: 'subscribe' }, publicly()),
    );

    const shared = Object.fromEntries(Object.entries(seen).map(([action, w]) => [action, w.shared]));
    expect(shared).toEqual(Object.fromEntries(Object.keys(seen).map((action) => [action, []])));
    // Each action did what it is for: it answered, and each but the request counted something.
    for (const [action, w] of Object.entries(seen)) {
      expect(w.status, action).toBeLessThan(400);
      if (action !== 'public sign-up') expect(w.sharded, action).toBe(true);
    }

    const board = await dashboard(team);
    expect(board.overviewData).toMatchObject({ totalSubscribers: 4, recentSubscribersCount: 4 });
    const entry = ok(await call('getDashboardItem', { type: 'emails', teamID: team.teamID }, { as: team })).data[0];
    expect(entry).toMatchObject({ id: emailID, subscribes: 1, unsubscribes: 2, clicks: 2 });
    const sources = ok(await call('newsletterSources', { newsletterID: team.listID }, { as: team })).sources;
    expect(sources[0]).toMatchObject({ name: 'Flyer', subscribes: 1 });
  });

  it('leaves every count the dashboard shows equal to a recount from the documents', async () => {
    const team = await owner('scale');
    const second = await newList(team, { newsletterName: 'Second' });
    const emailID = await sentEmail(team);
    for (const name of ['a', 'b', 'c']) {
      const email = uniqueEmail(name);
      await submit({ type: 'subscribe', email, newsletterID: team.listID });
      await act({ type: 'confirmSubscribe', token: confirmTokenIn((await mailsTo(email))[0]) });
    }
    const stayer = uniqueEmail('stayer');
    await newSubscriber(team, stayer, [team.listID, second]);
    const leaver = uniqueEmail('leaver');
    await newSubscriber(team, leaver, [team.listID, second]);
    const token = linkIDIn(await unsubscribeMail(team, leaver, emailID));
    await act({ type: 'leaveList', newsletterID: second, token });
    await act({ type: 'unsubscribeAll', newsletterIDs: [], token });
    await act({ type: 'joinList', newsletterID: second, token });

    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
    const recount = await recountedCounts(team.teamID);
    const board = await dashboard(team);
    expect(board.overviewData.totalSubscribers).toBe(recount.team.subscribers);
    expect(board.overviewData.recentSubscribersCount).toBe(recount.team.subscribers);
    expect(board.usage.subscribers).toBe(recount.team.subscribers);
    for (const list of board.newsletters) {
      expect(list.overviewData.totalSubscribers, list.newsletterName).toBe(recount.lists[list.id].subscribers);
      expect(list.overviewData.recentSubscribersCount, list.newsletterName).toBe(recount.lists[list.id].subscribers);
    }
  });
});
