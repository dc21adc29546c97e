/**
 * The address the identity provider holds for a user is the one Listkeep
 * uses (docs/product.md §3): when a signed-in call's verified token carries
 * another address than the profile's, the profile, the user's rows in their
 * teams' members and the owner address of the teams they own take it, in one
 * transaction, before the call runs. Notices then go to the new address and
 * deleting the account asks for it.
 */
import type { Identity } from '../identity';
import type { Store } from '../../store/port';
import type { UserDoc } from '../docs';
import { memberRef, teamRef, userRef } from '../records';

/** The profile as it stands once it follows the token's address; unchanged when they agree or the token has none. */
export async function followSignInAddress(
  store: Store,
  user: UserDoc,
  identity: Pick<Identity, 'uid' | 'email'>,
  now: number,
): Promise<UserDoc> {
  const email = identity.email;
  if (email === '' || user.email === email) return user;
  return store.runTransaction(async (tx) => {
    const profile = (await tx.get(userRef(store, identity.uid))).data();
    if (!profile || profile.email === email) return profile ?? user;
    const teams = await Promise.all(
      profile.teamIDs.map(async (teamID) => ({
        teamID,
        team: (await tx.get(teamRef(store, teamID))).data(),
        member: (await tx.get(memberRef(store, teamID, identity.uid))).data(),
      })),
    );
    for (const { teamID, team, member } of teams) {
      if (member && member.email !== email) tx.update(memberRef(store, teamID, identity.uid), { email });
      if (team && team.ownerUid === identity.uid && team.ownerEmail !== email) {
        tx.update(teamRef(store, teamID), { ownerEmail: email });
      }
    }
    tx.update(userRef(store, identity.uid), { email, modifiedAt: now });
    return { ...profile, email, modifiedAt: now };
  });
}
