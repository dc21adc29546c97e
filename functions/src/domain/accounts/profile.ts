import type { ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { defaultTeamName } from './accounts';
import type { UserDoc } from '../docs';
import { DomainError } from '../errors';
import { requireMembership } from '../membership';
import { memberRef, teamRef, userRef } from '../records';

export const VERIFY_TO_SWITCH_MESSAGE = 'Please verify your email address before switching teams.';

/**
 * POST /setProfile: name, latest team, the onboarding flag and the mailbox the user sends from. Switching to
 * a team other than one's own waits until the address is verified
 * (docs/product.md §5, team switcher): invitations go to an address, so only
 * its proven holder works in the teams it was invited to.
 */
export async function setProfile(
  deps: Deps,
  user: UserDoc,
  input: ParsedInput<'setProfile'>,
  emailVerified: boolean,
): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  if (input.latestTeamID !== undefined) {
    await requireMembership(store, user.uid, input.latestTeamID);
    if (!emailVerified && input.latestTeamID !== user.ownTeamID) {
      throw new DomainError('permission', VERIFY_TO_SWITCH_MESSAGE);
    }
  }

  const changes: Partial<UserDoc> = { modifiedAt: now };
  if (input.name !== undefined) changes.name = input.name;
  if (input.latestTeamID !== undefined) changes.latestTeamID = input.latestTeamID;
  if (input.sendFrom !== undefined) changes.sendFrom = input.sendFrom;
  if (input.onboarding !== undefined) {
    changes.onboarded = input.onboarding;
    // Finishing onboarding settles the earlier invite shape for good (docs/product.md §4).
    if (input.onboarding) changes.groupInvites = [];
  }

  await store.runTransaction(async (tx) => {
    const fresh = (await tx.get(userRef(store, user.uid))).data() ?? user;
    // The team user tables show members' names; keep them in step.
    const members = input.name === undefined ? [] : fresh.teamIDs.map((teamID) => memberRef(store, teamID, user.uid));
    const existing = [];
    for (const member of members) if ((await tx.get(member)).exists) existing.push(member);
    const ownID = fresh.ownTeamID;
    const ownTeam = input.name === undefined || !ownID ? undefined : await tx.get(teamRef(store, ownID));
    tx.update(userRef(store, user.uid), changes);
    for (const member of existing) tx.update(member, { name: input.name });
    if (ownID && input.name !== undefined && ownTeam?.data()?.teamNameIsDefault) {
      tx.update(teamRef(store, ownID), { teamName: defaultTeamName(input.name) });
    }
  });
  await deps.signal.accountChanged(user.uid);
}
