import { describe, expect, it } from 'vitest';
import { INVITES_PER_INVITER_PER_DAY, PLANS, TEAM_MESSAGES } from '@listkeep/common';
import { inviteRef } from './invite-lookup';
import { takeQueuedMails } from '../outbox';
import { inviteTeamUser, removeTeamUser } from './team-invites';
import { account, joinTeam, outcomeOf, testDeps } from '../../../test/support/test-deps';
import { memberRef, teamRef, userRef } from '../records';

describe('inviteTeamUser', () => {
  it('mails who invites, to which team, with which role, and the invitation page with its token', async () => {
    const deps = testDeps();
    const { uid, teamID } = await account(deps, 'group');
    const inviter = (await userRef(deps.store, uid).get()).data()!;
    await inviteTeamUser(deps, inviter, { teamID, email: 'Kim.Lee@example.org', role: 'viewer' });
    const [mail] = await takeQueuedMails(deps.store, teamID);
    const teamName = (await teamRef(deps.store, teamID).get()).data()!.teamName;
    expect(mail.to).toBe('Kim.Lee@example.org');
    expect(mail.subject).toBe(`${inviter.name} invited you to ${teamName} on Listkeep`);
    expect(mail.text).toContain(`${inviter.name} invited you to ${teamName} as a viewer.`);
    const { token } = (await inviteRef(deps.store, teamID, 'kim.lee@example.org').get()).data()!;
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(mail.text).toContain(`http://127.0.0.1:5000/invitation?team=${teamID}&token=${token}`);
    expect(mail.text).toContain('(Kim.Lee@example.org)');
  });

  it('queues the invitation with the invite, and nothing for an invite refused', async () => {
    const deps = testDeps();
    const { uid, teamID } = await account(deps, 'starter');
    const inviter = (await userRef(deps.store, uid).get()).data()!;
    const input = { teamID, email: 'kim@example.org', role: 'editor' } as const;
    // Starter allows its owner alone: the invite is refused, and no mail waits for it.
    expect(await outcomeOf(inviteTeamUser(deps, inviter, input))).toBe('plan-limit');
    expect(await takeQueuedMails(deps.store)).toEqual([]);
    await teamRef(deps.store, teamID).update({ 'subscription.tier': 'group' });
    expect(await outcomeOf(inviteTeamUser(deps, inviter, input))).toBe('ok');
    expect((await takeQueuedMails(deps.store, teamID)).map((mail) => mail.to)).toEqual(['kim@example.org']);
  });

  it('counts the invitations of one account over all its teams in a day, withdrawn ones too', async () => {
    const deps = testDeps();
    const first = await account(deps, 'scale');
    const second = await account(deps, 'scale');
    const uid = await joinTeam(deps, first.teamID, 'admin');
    await memberRef(deps.store, second.teamID, uid).set({
      ...(await memberRef(deps.store, first.teamID, uid).get()).data()!,
    });
    const inviter = (await userRef(deps.store, uid).get()).data()!;
    // Within each team's own limit, the two together reach the inviter's.
    expect(INVITES_PER_INVITER_PER_DAY).toBeLessThanOrEqual(2 * PLANS.scale.invitesPerDay);
    for (let i = 0; i < INVITES_PER_INVITER_PER_DAY; i++) {
      const teamID = i % 2 === 0 ? first.teamID : second.teamID;
      const email = `guest${i}@example.org`;
      await inviteTeamUser(deps, inviter, { teamID, email, role: 'editor' });
      await removeTeamUser(deps, uid, { teamID, email, isInvite: true });
    }
    const refused = inviteTeamUser(deps, inviter, {
      teamID: first.teamID,
      email: 'one.more@example.org',
      role: 'editor',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'rate-limited',
      message: TEAM_MESSAGES.inviterInvitesPerDay(INVITES_PER_INVITER_PER_DAY),
    });
    expect(await takeQueuedMails(deps.store)).toHaveLength(INVITES_PER_INVITER_PER_DAY);
    // The next day counts afresh.
    deps.clock.now += 86_400_000;
    expect(
      await outcomeOf(
        inviteTeamUser(deps, inviter, { teamID: first.teamID, email: 'one.more@example.org', role: 'editor' }),
      ),
    ).toBe('ok');
  });
});
