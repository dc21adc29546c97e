import { SEND_MESSAGES, sendLimits, type CallInput, type SendState } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok, send } from './support/client';
import { ROLES_AND_STRANGER, UNKNOWN, actor, member, owner, type Owner, type Session } from './support/fixtures';
import { addMember, testStore } from './support/store';
import { importInto, newSubscriber, optOutByLink } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';

const draft = (newsletterID: string) =>
  ({ subject: 'December news', body: 'Hello all', newsletterID, sent: false }) satisfies CallInput<'createEmail'>;

const addresses = (count: number, domain = 'example.org') =>
  Array.from({ length: count }, (_, i) => ({ email: `reader${String(i).padStart(4, '0')}@${domain}` }));

/** The caller's own dates: the send spans three of them. */
const DAY_ONE = '2026-11-28';
const DAY_TWO = '2026-11-29';

async function newDraft(team: Owner): Promise<string> {
  return ok(await call('createEmail', draft(team.listID), { as: team })).id;
}

const plan = (emailID: string, batchSize: number, as: Session, initial = false) =>
  call('planEmailSend', { emailID, batchSize, today: DAY_ONE, initial }, { as });

/** Marks batch `n` of the plan the caller saw (`planID`) sent on their date `today`. */
const mark = (emailID: string, planID: number | null, n: number, as: Session, today = DAY_ONE) =>
  call('markSendBatch', { emailID, planID: planID!, n, today, time: '10:15' }, { as });

const stateOf = async (emailID: string, as: Session, today = DAY_ONE): Promise<SendState> =>
  ok(await call('getEmailSend', { emailID, today }, { as }));

const storedBatches = async (emailID: string) =>
  (await testStore().collection('sendBatches').where('emailID', '==', emailID).get()).docs.length;

describe('a send in batches', () => {
  it('splits the list, survives teammates and opt-outs, offers those who joined, and logs the email sent', async () => {
    const team = await owner('scale');
    ok(await call('setProfile', { name: 'Ann Owner' }, { as: team }));
    ok(await importInto(team, addresses(1200)));
    const emailID = await newDraft(team);
    const editor = await member(team.teamID, 'editor');

    const planned = ok(await plan(emailID, 50, team));
    const send = (n: number, as: Session, today = DAY_ONE) => mark(emailID, planned.planID, n, as, today);
    expect(planned.batchSize).toBe(50);
    expect(planned.batches).toHaveLength(24);
    expect(planned.batches.every((b) => b.addresses.length === 50 && b.marked === null)).toBe(true);
    expect(new Set(planned.batches.flatMap((b) => b.addresses)).size).toBe(1200);
    // A teammate sees the same batches.
    expect((await stateOf(emailID, editor)).batches).toEqual(planned.batches);

    // Day one: ten batches, 500 recipients, the owner's whole Gmail day.
    for (let n = 1; n <= 10; n++) ok(await send(n, team));
    const afterDayOne = await stateOf(emailID, team);
    expect(afterDayOne.sentToday).toBe(500);
    expect(afterDayOne.batches[0].marked).toMatchObject({ byUid: team.uid, byName: 'Ann Owner', count: 50 });
    expect(afterDayOne.batches[0].addresses).toEqual([]);
    expect((await stateOf(emailID, editor)).sentToday).toBe(0);
    expect((await stateOf(emailID, team, DAY_TWO)).sentToday).toBe(0);

    // Both editors reach for batch 3 again: the second hears who sent it.
    const twice = await send(3, editor);
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(SEND_MESSAGES.alreadyMarked('Ann Owner', 3));

    // An address of batch 12 opts out before it goes; someone new joins.
    const leaver = afterDayOne.batches[11].addresses[7];
    const leaverID = (await testStore().collection('subscribers').where('subscriberEmail', '==', leaver).get()).docs[0]
      .id;
    await optOutByLink(team, leaverID);
    await newSubscriber(team, 'newcomer@example.net');
    const midway = await stateOf(emailID, team);
    expect(midway.batches[11]).toMatchObject({ planned: 50, left: 1 });
    expect(midway.batches[11].addresses).toHaveLength(49);
    expect(midway.batches[11].addresses).not.toContain(leaver);
    expect(midway.joined).toEqual(['newcomer@example.net']);
    // Batches stand once one is marked.
    expect(errorOf(await plan(emailID, 100, team)).message).toBe(SEND_MESSAGES.planLocked);

    // Day two, and the newcomer as a last batch.
    for (let n = 11; n <= 23; n++) ok(await send(n, n % 2 ? team : editor, DAY_TWO));
    const entry = (await rowsOf(team, 'emails')).find((row) => row.id === emailID)!;
    expect(entry).toMatchObject({ sent: false, recipients: 1149, sendProgress: { batches: 24, marked: 23 } });
    const withJoined = ok(await call('addJoinedBatch', { emailID, today: DAY_TWO }, { as: editor }));
    expect(withJoined.batches.at(-1)).toMatchObject({ n: 25, joined: true, addresses: ['newcomer@example.net'] });
    expect(withJoined.joined).toEqual([]);
    expect(errorOf(await call('addJoinedBatch', { emailID, today: DAY_TWO }, { as: editor })).message).toBe(
      SEND_MESSAGES.noneJoined,
    );

    // Day three: the last batches log the email sent, to everyone they went to.
    ok(await send(24, editor, '2026-11-30'));
    ok(await send(25, editor, '2026-11-30'));
    const done = (await rowsOf(team, 'emails')).find((row) => row.id === emailID)!;
    expect(done).toMatchObject({ sent: true, sentDate: '2026-11-30', sentTime: '10:15', recipients: 1200 });
    expect((await dashboard(team)).overviewData.totalEmails).toBe(1);

    // The send is over: someone who joins later is for the next email.
    await newSubscriber(team, 'late@example.net');
    expect((await stateOf(emailID, team)).joined).toEqual([]);
    expect(errorOf(await call('addJoinedBatch', { emailID, today: DAY_TWO }, { as: team })).message).toBe(
      SEND_MESSAGES.finished,
    );
  });

  it('plans again with another size until a batch is marked, and takes its batches with the entry', async () => {
    const team = await owner();
    ok(await importInto(team, addresses(30)));
    const emailID = await newDraft(team);
    const first = ok(await plan(emailID, 25, team));
    expect(first.batches.map((b) => b.planned)).toEqual([25, 5]);
    // A teammate's view opening meanwhile leaves the plan as it is.
    expect(ok(await plan(emailID, 50, team, true))).toEqual(first);
    const again = ok(await plan(emailID, 10, team));
    expect(again.batches.map((b) => b.planned)).toEqual([10, 10, 10]);
    expect(again.batches.map((b) => b.n)).toEqual([1, 2, 3]);
    // A batch beyond the plan answers like a missing one; one copied from the plan before is refused.
    expect((await mark(emailID, again.planID, 4, team)).status).toBe(404);
    expect(errorOf(await mark(emailID, first.planID, 1, team)).message).toBe(SEND_MESSAGES.replanned);
    ok(await mark(emailID, again.planID, 1, team));
    expect((await plan(emailID, 25, team)).status).toBe(409);

    expect(await storedBatches(emailID)).toBeGreaterThan(0);
    ok(await call('deleteEmail', { id: emailID }, { as: team }));
    expect(await storedBatches(emailID)).toBe(0);
  });

  it("counts today's recipients across every team the sender marks in, and only theirs", async () => {
    const mine = await owner();
    const theirs = await owner();
    const both = await member(mine.teamID, 'editor');
    await addMember(theirs.teamID, both, 'editor');
    ok(await importInto(mine, addresses(7)));
    ok(await importInto(theirs, addresses(5, 'example.net')));
    const [a, b, c] = [await newDraft(mine), await newDraft(mine), await newDraft(theirs)];
    const [pa, pb] = [ok(await plan(a, 50, mine)).planID, ok(await plan(b, 50, mine)).planID];
    const pc = ok(await plan(c, 50, both)).planID;
    ok(await mark(a, pa, 1, mine));
    ok(await mark(b, pb, 1, both));
    ok(await mark(c, pc, 1, both));
    expect((await stateOf(c, both)).sentToday).toBe(12);
    expect((await stateOf(a, mine)).sentToday).toBe(7);
    // Tomorrow starts afresh.
    expect((await stateOf(c, both, DAY_TWO)).sentToday).toBe(0);
  });

  it('refuses bad input with a 400 and unknown entries and batches with a 404', async () => {
    const team = await owner();
    const emailID = await newDraft(team);
    const today = DAY_ONE;
    expect((await send('planEmailSend', { emailID, batchSize: 0, today }, { as: team })).status).toBe(400);
    expect((await send('planEmailSend', { emailID, batchSize: 5001, today }, { as: team })).status).toBe(400);
    // Batches fit the caller's mailbox: Gmail takes 500 recipients in one message, their own mailbox what they said.
    const gmail = await send('planEmailSend', { emailID, batchSize: 501, today }, { as: team });
    expect(errorOf(gmail).message).toBe(SEND_MESSAGES.overMessageCap(sendLimits({ provider: 'gmail' })));
    ok(await call('setProfile', { sendFrom: { provider: 'other', perMessage: 30, perDay: 200 } }, { as: team }));
    expect((await send('planEmailSend', { emailID, batchSize: 31, today }, { as: team })).status).toBe(400);
    const batch = { emailID, planID: 1, today, time: '10:00' };
    expect((await send('markSendBatch', { ...batch, n: 'x' }, { as: team })).status).toBe(400);
    expect((await send('markSendBatch', { ...batch, n: 1, time: '25:00' }, { as: team })).status).toBe(400);
    expect((await send('markSendBatch', { ...batch, n: 1, planID: 'x' }, { as: team })).status).toBe(400);
    expect((await send('getEmailSend', { emailID, today: '28/11/2026' }, { as: team })).status).toBe(400);
    expect((await call('getEmailSend', { emailID: UNKNOWN.email, today }, { as: team })).status).toBe(404);
    // Not planned yet: nothing to mark, no one to add.
    expect((await mark(emailID, 1, 1, team)).status).toBe(404);
    expect((await call('addJoinedBatch', { emailID, today }, { as: team })).status).toBe(409);
    expect(await stateOf(emailID, team)).toEqual({
      planID: null,
      batchSize: null,
      batches: [],
      joined: [],
      sentToday: 0,
    });
  });
});

describe('send calls by role', () => {
  // Sending reads the list's addresses (exportEmails) and writes the log (sendEmails).
  const expected = { owner: 'yes', admin: 'yes', editor: 'yes', viewer: 401, 'non-member': 404 } as const;
  it.each(ROLES_AND_STRANGER)('%s', async (who) => {
    const team = await owner();
    await newSubscriber(team, 'one@example.org');
    const emailID = await newDraft(team);
    const user = await actor(team, who);
    const want = expected[who];
    const s = (status: number) => (want === 'yes' ? status : want);
    expect((await call('getEmailSend', { emailID, today: DAY_ONE }, { as: user })).status).toBe(s(200));
    expect((await plan(emailID, 50, user)).status).toBe(s(200));
    const { planID } = ok(await plan(emailID, 50, team));
    expect((await mark(emailID, planID, 1, user)).status).toBe(s(200));
  });
});

describe('what a user sends from', () => {
  it('is remembered on the profile, with their own numbers only for Other', async () => {
    const team = await owner();
    expect(ok(await call('getUserData', {}, { as: team })).sendFrom).toEqual({ provider: 'gmail' });
    ok(await call('setProfile', { sendFrom: { provider: 'icloud' } }, { as: team }));
    expect(ok(await call('getUserData', {}, { as: team })).sendFrom).toEqual({ provider: 'icloud' });
    const other = { provider: 'other', perMessage: 40, perDay: 300 } as const;
    ok(await call('setProfile', { sendFrom: other }, { as: team }));
    expect(ok(await call('getUserData', {}, { as: team })).sendFrom).toEqual(other);
    expect((await send('setProfile', { sendFrom: { provider: 'other' } }, { as: team })).status).toBe(400);
    expect((await send('setProfile', { sendFrom: { provider: 'gmail', perDay: 9 } }, { as: team })).status).toBe(400);
    expect((await send('setProfile', { sendFrom: { provider: 'aol' } }, { as: team })).status).toBe(400);
    expect(ok(await call('getUserData', {}, { as: team })).sendFrom).toEqual(other);
  });
});
