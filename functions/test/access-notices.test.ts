/**
 * Access notices (docs/product.md §4): a member who loses a team without
 * leaving it finds on their profile why, until they dismiss it; the notice
 * keeps no address and no ids, and never the name of an owner whose account
 * is gone.
 */
import { MAX, type AccessNotice, type CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../src/domain/docs';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { member, newUser, owner, type Owner } from './support/fixtures';
import type { TestUser } from './support/identities';
import { readNode } from './support/rtdb';
import { addMember, testStore } from './support/store';
import { everyDocument } from './support/store-scan';

const storedNotices = async (uid: string) =>
  (await testStore().doc<UserDoc>(`users/${uid}`).get()).data()!.accessNotices ?? [];
const noticesOf = async (user: TestUser) => ok(await call('getUserData', {}, { as: user })).accessNotices;

/** The time of the user's last live-profile signal, or 0 when there was none. */
const lastSignal = async (uid: string) => ((await readNode(`users/${uid}`)) as { at?: number } | null)?.at ?? 0;
/** Whether the user was signalled after `since` (a moment later than any earlier signal). */
async function signalledSince(uid: string, since: number): Promise<boolean> {
  return (await lastSignal(uid)) >= since;
}
const aMomentLater = async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return Date.now();
};

async function nameTeam(team: Owner, teamName: string, publicOrgName = '') {
  const input: CallInput<'updateTeam'> = { teamID: team.teamID, action: 'update', teamName, publicOrgName };
  ok(await call('updateTeam', input, { as: team }));
}

const removeInput = (team: Owner, user: TestUser) => ({ teamID: team.teamID, email: user.email, userID: user.uid });

const expectTimestamp = (notice: AccessNotice) =>
  expect(notice.at).toEqual({ seconds: expect.any(Number), nanoseconds: expect.any(Number) });

describe('a member removed from a team', () => {
  it('finds a notice naming the team, and is signalled', async () => {
    const team = await owner('group');
    await nameTeam(team, 'Garden Club');
    const editor = await member(team.teamID, 'editor');
    const since = await aMomentLater();

    ok(await call('removeTeamUser', removeInput(team, editor), { as: team }));

    const notices = await noticesOf(editor);
    expect(notices).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        teamName: 'Garden Club',
        reason: 'removed',
        at: expect.anything(),
      },
    ]);
    expectTimestamp(notices[0]);
    expect(await signalledSince(editor.uid, since)).toBe(true);
    // Only the name and the reason: no address, no team or user id.
    const [stored] = await storedNotices(editor.uid);
    expect(Object.keys(stored).sort()).toEqual(['at', 'id', 'reason', 'teamName']);
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`${team.teamID}|${team.uid}|${team.email}|@`));
  });

  it('by an admin too, naming a team still named after its owner until the owner deletes their account', async () => {
    const team = await owner('group');
    const { activeTeam } = ok(await call('getUserData', {}, { as: team }));
    const admin = await member(team.teamID, 'admin');
    const viewer = await member(team.teamID, 'viewer');
    ok(await call('removeTeamUser', removeInput(team, viewer), { as: admin }));
    expect(await noticesOf(viewer)).toMatchObject([{ teamName: activeTeam.teamName, reason: 'removed' }]);
    const since = await aMomentLater();

    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));

    expect(await noticesOf(viewer)).toMatchObject([{ teamName: null, reason: 'removed' }]);
    expect(await signalledSince(viewer.uid, since)).toBe(true);
    const words = [team.uid, team.email, team.email.split('@')[0]];
    const naming = (await everyDocument()).filter(
      (doc) => !doc.path.startsWith('deletedAccounts/') && words.some((word) => doc.json.includes(word)),
    );
    expect(naming.map((doc) => doc.path)).toEqual([]);
  });

  it('keeps the latest notices only, the latest first', async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    for (let i = 1; i <= MAX.accessNotices + 1; i += 1) {
      if (i > 1) await addMember(team.teamID, editor, 'editor');
      await nameTeam(team, `Club ${i}`);
      ok(await call('removeTeamUser', removeInput(team, editor), { as: team }));
    }
    const names = (await noticesOf(editor)).map((notice) => notice.teamName);
    expect(names).toEqual(['Club 6', 'Club 5', 'Club 4', 'Club 3', 'Club 2']);
  });

  it('gets none for leaving on their own', async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    ok(await call('leaveTeam', { teamID: team.teamID }, { as: editor }));
    expect(await noticesOf(editor)).toEqual([]);
  });
});

describe('members of a team whose owner deletes their account', () => {
  it('find a notice naming the team, and are signalled', async () => {
    const team = await owner('group');
    await nameTeam(team, 'Garden Club');
    const admin = await member(team.teamID, 'admin');
    const viewer = await member(team.teamID, 'viewer');
    const since = await aMomentLater();

    ok(await call('deleteAccount', { confirmEmail: team.email }, { as: team }));

    for (const user of [admin, viewer]) {
      const notices = await noticesOf(user);
      expect(notices).toMatchObject([{ teamName: 'Garden Club', reason: 'teamDeleted' }]);
      expectTimestamp(notices[0]);
      expect(await signalledSince(user.uid, since)).toBe(true);
      // The profile records when it changed, as every other change does.
      expect((await testStore().doc<UserDoc>(`users/${user.uid}`).get()).data()!.modifiedAt).toBeGreaterThanOrEqual(
        since,
      );
    }
  });

  it('are not told a name that names the owner, and no document names the owner afterwards', async () => {
    // The default name is made from the owner's address ("user-1a2b3c4d's Team").
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    // A name that spells the owner's own, with a public name that does not.
    const other = await owner('group');
    ok(await call('setProfile', { name: 'Ann Lee' }, { as: other }));
    await nameTeam(other, 'Ann Lee Gardening', 'Ely Gardeners');
    await addMember(other.teamID, editor, 'viewer');
    const named = await owner('group');
    ok(await call('setProfile', { name: 'Bo Yu' }, { as: named }));
    await nameTeam(named, "Bo Yu's letters");
    await addMember(named.teamID, editor, 'viewer');

    for (const gone of [team, other, named])
      ok(await call('deleteAccount', { confirmEmail: gone.email }, { as: gone }));

    expect(await noticesOf(editor)).toMatchObject([
      { teamName: null, reason: 'teamDeleted' },
      { teamName: 'Ely Gardeners', reason: 'teamDeleted' },
      { teamName: null, reason: 'teamDeleted' },
    ]);
    const words = [team, other, named].flatMap((gone) => [gone.uid, gone.email, gone.email.split('@')[0], gone.teamID]);
    const rest = (await everyDocument()).filter((doc) => !doc.path.startsWith('deletedAccounts/'));
    const naming = rest.filter((doc) => words.some((word) => doc.json.includes(word) || doc.path.includes(word)));
    expect(naming.map((doc) => doc.path)).toEqual([]);
    expect(rest.filter((doc) => /Ann Lee|Bo Yu/.test(doc.json)).map((doc) => doc.path)).toEqual([]);
  });
});

describe('POST /dismissAccessNotice', () => {
  async function memberWithNotices(count: number) {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    for (let i = 0; i < count; i += 1) {
      if (i > 0) await addMember(team.teamID, editor, 'editor');
      ok(await call('removeTeamUser', removeInput(team, editor), { as: team }));
    }
    return editor;
  }

  it('dismisses that notice only, and signals the user’s other tabs', async () => {
    const editor = await memberWithNotices(3);
    const [first, second, third] = await noticesOf(editor);
    const since = await aMomentLater();

    expect(ok(await call('dismissAccessNotice', { id: second.id }, { as: editor }))).toEqual({ ok: true });

    expect((await noticesOf(editor)).map((notice) => notice.id)).toEqual([first.id, third.id]);
    expect(await signalledSince(editor.uid, since)).toBe(true);
  });

  it('answers 404 for a notice already dismissed or unknown, and changes nothing', async () => {
    const editor = await memberWithNotices(2);
    const [first, second] = await noticesOf(editor);
    ok(await call('dismissAccessNotice', { id: first.id }, { as: editor }));
    for (const id of [first.id, 'Note0000000000000000']) {
      const res = await call('dismissAccessNotice', { id }, { as: editor });
      expect([res.status, errorOf(res).code, errorOf(res).message]).toEqual([
        404,
        'not-found',
        'Notice was not found.',
      ]);
    }
    expect((await noticesOf(editor)).map((notice) => notice.id)).toEqual([second.id]);
  });

  it('cannot dismiss another user’s notice', async () => {
    const editor = await memberWithNotices(1);
    const [notice] = await noticesOf(editor);
    const stranger = await newUser();
    expect((await call('dismissAccessNotice', { id: notice.id }, { as: stranger })).status).toBe(404);
    expect(await noticesOf(editor)).toHaveLength(1);
  });

  it('refuses input that is not one notice id, on its field', async () => {
    const editor = await memberWithNotices(1);
    for (const input of [{}, { id: 'short' }, { id: 42 }, { id: '__proto__' }]) {
      const res = await send('dismissAccessNotice', input, { as: editor });
      expect([res.status, fieldPaths(res)]).toEqual([400, ['id']]);
    }
    const extra = await send('dismissAccessNotice', { id: 'Note0000000000000000', teamID: 'x' }, { as: editor });
    expect(extra.status).toBe(400);
    expect(await noticesOf(editor)).toHaveLength(1);
  });

  it('needs a session: 403 when signed out', async () => {
    const res = await call('dismissAccessNotice', { id: 'Note0000000000000000' });
    expect([res.status, errorOf(res).code]).toEqual([403, 'unauthenticated']);
  });
});
