/**
 * Live team data (docs/product.md §4): after a change of what a team's
 * dashboard shows, whoever made it, every member's node
 * `teamSignals/{uid}/{teamID}` moves on; it names the team and a time, and
 * nobody outside the team is told.
 */
import { describe, expect, it } from 'vitest';
import { call, created, ok } from './support/client';
import { member, newUser, owner, type Owner } from './support/fixtures';
import { markEmailVerified } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { readNode } from './support/rtdb';
import { servedDeps } from './support/served-api';
import { newSubscriber } from './support/team-content';

const signalOf = async (uid: string, teamID: string) =>
  (await readNode(`teamSignals/${uid}/${teamID}`)) as number | null;

/** Runs `act` and answers whose signal of the team moved on. */
async function signalledBy(team: Owner, uids: string[], act: () => Promise<unknown>): Promise<string[]> {
  // Calls answer before their signals go out (they may wait for the team's window): the earlier ones first.
  const { signal } = servedDeps();
  await signal.settled();
  const before = await Promise.all(uids.map((uid) => signalOf(uid, team.teamID)));
  await act();
  await signal.settled();
  const after = await Promise.all(uids.map((uid) => signalOf(uid, team.teamID)));
  return uids.filter((_, i) => after[i] !== null && after[i] !== before[i]);
}

describe('team signals', () => {
  it("tell every member, and only them, of a recipient's confirmed sign-up and opt-out", async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    const stranger = await newUser();
    const everyone = [team.uid, editor.uid, stranger.uid];
    const email = `reader-${Date.now()}@example.org`;
    ok(
      await call(
        'emailActionSubmit',
        { type: 'subscribe', email, newsletterID: team.listID },
        { headers: newClient() },
      ),
    );
    const [mail] = await mailsTo(email);
    const token = confirmTokenIn(mail);
    expect(
      await signalledBy(team, everyone, async () =>
        ok(await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() })),
      ),
    ).toEqual([team.uid, editor.uid]);

    const subscriberID = await newSubscriber(team, `leaver-${Date.now()}@example.org`);
    const link = { type: 'unsubscribe', newsletterID: team.listID, teamID: team.teamID, subscriberID } as const;
    const linkID = ok(await call('createLink', link, { as: team })).linkID;
    expect(
      await signalledBy(team, everyone, async () =>
        ok(await call('linkAction', { type: 'unsubscribeAll', token: linkID }, { headers: newClient() })),
      ),
    ).toEqual([team.uid, editor.uid]);
  });

  it("tell the team of a teammate's edit and an invitation answered, but not of a stranger's refused call", async () => {
    const team = await owner('group');
    const editor = await member(team.teamID, 'editor');
    const id = await newSubscriber(team, 'edited@example.org');
    expect(
      await signalledBy(team, [team.uid], async () => ok(await call('deleteSubscriber', { id }, { as: editor }))),
    ).toEqual([team.uid]);

    const stranger = await newUser();
    const other = await newSubscriber(team, 'kept@example.org');
    expect(
      await signalledBy(team, [team.uid], async () =>
        expect((await call('deleteSubscriber', { id: other }, { as: stranger })).status).toBe(404),
      ),
    ).toEqual([]);

    const invitee = await markEmailVerified(await newUser());
    created(await call('inviteTeamUser', { teamID: team.teamID, email: invitee.email, role: 'viewer' }, { as: team }));
    expect(
      await signalledBy(team, [team.uid, invitee.uid], async () =>
        ok(await call('acceptTeamInvite', { teamID: team.teamID, accept: true }, { as: invitee })),
      ),
    ).toEqual([team.uid, invitee.uid]);
  });
});
