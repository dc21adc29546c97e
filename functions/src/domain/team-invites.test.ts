import { describe, expect, it } from 'vitest';
import { teamRef, userRef } from './accounts';
import { inviteRef } from './invite-lookup';
import { inviteTeamUser } from './team-invites';
import { account, outcomeOf, testDeps } from './test-deps';

describe('inviteTeamUser', () => {
  it('mails who invites, to which team, with which role, and the invitation page with its token', async () => {
    const deps = testDeps();
    const { uid, teamID } = await account(deps, 'team');
    const inviter = (await userRef(deps.store, uid).get()).data()!;
    await inviteTeamUser(deps, inviter, { teamID, email: 'Kim.Lee@example.org', role: 'viewer' });
    const [mail] = deps.mailer.sent;
    const teamName = (await teamRef(deps.store, teamID).get()).data()!.teamName;
    expect(mail.to).toBe('Kim.Lee@example.org');
    expect(mail.subject).toBe(`${inviter.name} invited you to ${teamName} on Listkeep`);
    expect(mail.text).toContain(`${inviter.name} invited you to ${teamName} as a viewer.`);
    const { token } = (await inviteRef(deps.store, teamID, 'kim.lee@example.org').get()).data()!;
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(mail.text).toContain(`http://127.0.0.1:5000/invitation?team=${teamID}&token=${token}`);
    expect(mail.text).toContain('(Kim.Lee@example.org)');
  });

  it('withdraws the invite when its mail cannot be sent, so it can be sent again', async () => {
    const deps = testDeps();
    const { uid, teamID } = await account(deps, 'team');
    const inviter = (await userRef(deps.store, uid).get()).data()!;
    const input = { teamID, email: 'kim@example.org', role: 'editor' } as const;
    const failing = {
      ...deps,
      mailer: {
        send: async () => {
          throw new Error('no mail server');
        },
      },
    };
    expect(await outcomeOf(inviteTeamUser(failing, inviter, input))).toBe('unavailable');
    expect((await inviteRef(deps.store, teamID, input.email).get()).exists).toBe(false);
    expect((await teamRef(deps.store, teamID).get()).data()!.pendingInvites).toBe(0);
    expect(await outcomeOf(inviteTeamUser(deps, inviter, input))).toBe('ok');
  });
});
