import { ONE_OWNER_MESSAGE, type ParsedInput } from '@listkeep/common';
import { afterEach, describe, expect, it } from 'vitest';
import { updateTeamUserRole } from './team-members';
import { account, joinTeam, testDeps } from '../../../test/support/test-deps';
import { memberRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

describe('updateTeamUserRole', () => {
  // The contract offers no owner role, so only a call past it reaches this rule.
  it('makes no member owner, even when asked past the contract', async () => {
    const owner = await account(deps, 'group');
    const adminUid = await joinTeam(deps, owner.teamID, 'admin');
    const input = { teamID: owner.teamID, userID: adminUid, email: `${adminUid}@example.org`, role: 'owner' };
    const refused = updateTeamUserRole(deps, owner.uid, input as unknown as ParsedInput<'updateTeamUserRole'>);
    await expect(refused).rejects.toMatchObject({ code: 'invalid', message: ONE_OWNER_MESSAGE });
    expect((await memberRef(deps.store, owner.teamID, adminUid).get()).data()?.role).toBe('admin');
  });
});
