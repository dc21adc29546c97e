/**
 * The address the identity provider holds is the one Listkeep uses: after a
 * change of sign-in address, the next signed-in call moves the profile, the
 * user's rows in their teams and the owner address of their team to it.
 */
import { DELETE_ACCOUNT_MESSAGES } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, errorOf, ok } from './support/client';
import { member, owner } from './support/fixtures';
import { changeEmail, uniqueEmail } from './support/identities';
import { dashboard, rowsOf } from './support/team-reads';

describe('a changed sign-in address', () => {
  it("is the profile's, the team's owner address and the member row's from the next call on", async () => {
    const team = await owner();
    const teammate = await member(team.teamID, 'editor');
    const oldEmail = team.email;
    const moved = { ...team, ...(await changeEmail(team, uniqueEmail())) };
    expect(moved.email).not.toBe(oldEmail);

    const profile = ok(await call('getUserData', {}, { as: moved }));
    expect(profile.email).toBe(moved.email);
    expect(profile.activeTeam.ownerEmail).toBe(moved.email);

    // The teammate sees the owner's new address, on the team and in its users.
    expect((await dashboard(team, teammate)).team.ownerEmail).toBe(moved.email);
    const users = await rowsOf(team, 'teamUsers', teammate);
    expect(users.find((u) => u.userID === team.uid)?.email).toBe(moved.email);
    expect(users.map((u) => u.email)).not.toContain(oldEmail);
  });

  it("moves a member's row in a team they do not own, and not that team's owner address", async () => {
    const team = await owner();
    const teammate = await member(team.teamID, 'admin');
    const moved = await changeEmail(teammate, uniqueEmail());
    ok(await call('getUserData', {}, { as: moved }));
    const users = await rowsOf(team, 'teamUsers');
    expect(users.find((u) => u.userID === teammate.uid)?.email).toBe(moved.email);
    expect((await dashboard(team)).team.ownerEmail).toBe(team.email);
  });

  it('is the address deleting the account asks for: the old one is refused, the current one accepted', async () => {
    const team = await owner();
    const moved = await changeEmail(team, uniqueEmail());
    const refused = await call('deleteAccount', { confirmEmail: team.email }, { as: moved });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(DELETE_ACCOUNT_MESSAGES.wrongConfirmation);
    ok(await call('deleteAccount', { confirmEmail: moved.email }, { as: moved }));
  });
});
