import { NOT_ACCEPTING_REASON, REFUSED_SIGNUPS_CHANGED, refusedSignupsText } from '@listkeep/common';
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity } from '../identity';
import { importAddresses } from '../imports/import-addresses';
import { getDashboardData } from '../dashboard/dashboard';
import { confirmSubscribe, emailAction } from '../recipients/public-subscribe';
import { createList } from '../lists/lists';
import { takeQueuedMails } from '../outbox';
import { dismissRefusedSignups } from './refused-signups';
import { createSubscriber, subscriberID } from '../subscribers/subscribers';
import {
  account,
  emulatorTestStore,
  joinTeam,
  listInput,
  subscriberInput,
  testDeps,
} from '../../../test/support/test-deps';
import { readCounted } from '../counters/counter-shards';
import type { TeamDoc } from '../docs';
import { DAY_MS } from '../time';
import { subscriberRef, userRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

const NOT_ACCEPTING = { ok: false, reason: NOT_ACCEPTING_REASON };
/** A sign-up's answer, and the mails it queued. */
async function subscribe(email: string, listID: string) {
  const answer = await emailAction(deps, { type: 'subscribe', email, newsletterID: listID });
  return { answer, mails: await takeQueuedMails(deps.store) };
}

/** A Core team (3 lists, 100 subscribers) filled to its limit, with a second list. */
async function fullTeam() {
  const owner = await account(deps, 'core');
  const weekly = (await createList(deps, owner.uid, listInput(owner.teamID, 'Weekly'))).id;
  await importAddresses(deps, owner.uid, {
    emails: Array.from({ length: 99 }, (_, i) => `member${i}@example.org`),
    newsletterIDs: [owner.listID],
    teamID: owner.teamID,
    notes: '',
    agreed: true,
  });
  await createSubscriber(deps, owner.uid, subscriberInput(owner.teamID, 'reader@example.org', [weekly]));
  return { ...owner, weekly };
}

const team = async (teamID: string) => (await readCounted<TeamDoc>(deps.store, `teams/${teamID}`))!;

async function dashboard(uid: string, teamID: string) {
  const user = (await userRef(deps.store, uid).get()).data()!;
  return getDashboardData(deps, user, { emailVerified: true } as Identity, teamID);
}

async function mailsOncePerDay() {
  const { uid, teamID, weekly } = await fullTeam();
  const owner = `${uid}@example.org`;
  const ownerMails = (results: Pick<Awaited<ReturnType<typeof subscribe>>, 'mails'>[]) =>
    results.flatMap((r) => r.mails).filter((m) => m.to === owner);

  await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      emailAction(deps, { type: 'subscribe', email: `race${i}@example.org`, newsletterID: weekly }),
    ),
  );
  const mails = ownerMails([{ mails: await takeQueuedMails(deps.store) }]);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Sign-ups to Weekly are being turned away');
  expect(mails[0].text).toContain("the team reached the Core plan's 100 subscribers");
  expect(mails[0].text).toContain('http://127.0.0.1:5000/pricing');
  expect(ownerMails([await subscribe('later@example.org', weekly)])).toEqual([]);

  deps.clock.now += DAY_MS;
  expect(ownerMails([await subscribe('nextday@example.org', weekly)])).toHaveLength(1);
  expect(ownerMails([await subscribe('nextday2@example.org', weekly)])).toEqual([]);
  expect((await team(teamID)).refusedSignups?.count).toBe(8);
}

describe('a public sign-up at the plan limit', () => {
  it('is refused alike for a new address, one in the team and one on the list, and stores nothing', async () => {
    const { teamID, listID, weekly } = await fullTeam();
    const before = await team(teamID);
    const onOtherList = await subscribe('member1@example.org', weekly);
    const fresh = await subscribe('new@example.org', weekly);
    const onList = await subscribe('reader@example.org', weekly);
    for (const result of [onOtherList, fresh, onList]) expect(result.answer).toEqual(NOT_ACCEPTING);

    const after = await team(teamID);
    expect(after.counters).toEqual(before.counters);
    expect(after.subscribeDays).toEqual(before.subscribeDays);
    expect((await subscriberRef(deps.store, subscriberID(teamID, 'new@example.org')).get()).exists).toBe(false);
    const member = (await subscriberRef(deps.store, subscriberID(teamID, 'member1@example.org')).get()).data()!;
    expect(member.subscribedNewsletterIDs).toEqual([listID]);
    // Someone already on the list lost nothing, so only the other two count.
    expect(after.refusedSignups).toMatchObject({ count: 2, listIDs: [weekly], tier: 'core' });
  });

  it('mails the owner once a day however many are refused, racing ones included', mailsOncePerDay);

  it('refuses on an unknown or blocked list without counting it for the team', async () => {
    const { uid, teamID } = await account(deps, 'core');
    const blocked = (await createList(deps, uid, { ...listInput(teamID, 'Closed'), blockSubscribes: true })).id;
    expect((await subscribe('a@example.org', blocked)).answer).toEqual(NOT_ACCEPTING);
    expect((await subscribe('a@example.org', 'noSuchList')).answer).toEqual(NOT_ACCEPTING);
    expect((await team(teamID)).refusedSignups).toBeUndefined();
  });

  it('thanks anyone below the limit, an address already on the list too', async () => {
    const { teamID, listID } = await account(deps, 'starter');
    const first = await subscribe('a@example.org', listID);
    expect(first.answer).toEqual({ ok: true });
    expect((await subscribe('a@example.org', listID)).answer).toEqual({ ok: true });
    // Nobody is on the list before the mailed link is used.
    expect((await team(teamID)).counters.subscribers).toBe(0);
    const token = /\/link\/confirm\/([A-Za-z0-9_-]+)/.exec(first.mails[0].text)![1];
    expect((await confirmSubscribe(deps, token)).ok).toBe(true);
    expect((await subscribe('a@example.org', listID)).answer).toEqual({ ok: true });
    expect((await team(teamID)).counters.subscribers).toBe(1);
  });
});

describe('the refused sign-ups warning', () => {
  it('shows every member the count, lists and plan; a dismissal clears exactly what was seen', async () => {
    const { uid, teamID, listID, weekly } = await fullTeam();
    const viewer = await joinTeam(deps, teamID, 'viewer');
    const editor = await joinTeam(deps, teamID, 'editor');
    expect((await dashboard(uid, teamID)).warnings.refused_signups_warning).toBeNull();

    await subscribe('x@example.org', weekly);
    await subscribe('y@example.org', listID);
    await subscribe('z@example.org', weekly);
    const seen = (await dashboard(viewer, teamID)).warnings.refused_signups_warning!;
    expect(seen).toMatchObject({
      count: 3,
      newsletterNames: ['Weekly', 'First'],
      planName: 'Core',
      maxSubscribers: 100,
    });
    expect(refusedSignupsText(seen)).toBe(
      "3 sign-ups to Weekly and First were turned away because the team reached the Core plan's 100 subscribers.",
    );

    await expect(dismissRefusedSignups(deps, viewer, { teamID, key: seen.key })).rejects.toMatchObject({
      code: 'permission',
    });
    await subscribe('late@example.org', weekly);
    await expect(dismissRefusedSignups(deps, editor, { teamID, key: seen.key })).rejects.toMatchObject({
      code: 'conflict',
      message: REFUSED_SIGNUPS_CHANGED,
    });
    const now = (await dashboard(editor, teamID)).warnings.refused_signups_warning!;
    expect(now.count).toBe(4);
    await dismissRefusedSignups(deps, editor, { teamID, key: now.key });
    expect((await dashboard(uid, teamID)).warnings.refused_signups_warning).toBeNull();
    // A second click, or another tab, finds nothing left to dismiss.
    await dismissRefusedSignups(deps, uid, { teamID, key: now.key });

    await subscribe('again@example.org', weekly);
    const fresh = (await dashboard(uid, teamID)).warnings.refused_signups_warning!;
    expect(fresh.count).toBe(1);
    await expect(dismissRefusedSignups(deps, uid, { teamID, key: now.key })).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('answers a team the caller is not in like a missing one', async () => {
    const { teamID } = await fullTeam();
    const stranger = await account(deps);
    await expect(dismissRefusedSignups(deps, stranger.uid, { teamID, key: '1-1' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

const emulator = await emulatorTestStore();
if ('skipped' in emulator) console.log(`skipped: racing refusals on Firestore: ${emulator.skipped}`);

describe.skipIf('skipped' in emulator)('refusals racing on Firestore', () => {
  it('count every one and mail the owner once a day', async () => {
    if (!('open' in emulator)) return;
    await deps.store.close();
    deps = testDeps(emulator.open());
    await mailsOncePerDay();
  }, 60_000);
});
