/**
 * A team's members changing roles, and members leaving (docs/product.md §6):
 * the owner's row stays as it is, a team keeps exactly one owner, and each
 * change reaches the member's open app through their live-profile signal.
 */
import {
  isRoleEditable,
  emailKey,
  ONE_OWNER_MESSAGE,
  OWNER_CANNOT_LEAVE_MESSAGE,
  OWNER_ROW_MESSAGE,
  type ParsedInput,
  type Role,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, type Store, type Transaction, type UpdateData } from '../../store/port';
import { withAccessNotice } from './access-notices';
import type { AccessNoticeDoc, MemberDoc, TeamDoc, UserDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import { inviteRef } from './invite-lookup';
import { requireMembership, requirePermission } from '../membership';
import { memberRef, teamMembers, teamRef, userRef } from '../records';

/** The uids of a team's members, for signals to their open apps. */
export const memberUids = async (store: Store, teamID: string): Promise<string[]> =>
  (await teamMembers(store, teamID).get()).docs.map((snap) => snap.id);

/** Whether `member` holds the team's owner row, which no role change or removal touches. */
export const isOwnerRow = (member: MemberDoc, team: TeamDoc) =>
  !isRoleEditable(member.role) || member.uid === team.ownerUid;

/**
 * Takes a member off the team on tx, as every removal that is not their own
 * leaving does: their member row goes, their profile loses the team and keeps
 * a notice of why, and an app that was working in the team falls back to
 * their own. `profile` is theirs as read in tx (reads come before writes);
 * the caller counts them off the team's `counters.members`, once for all it
 * removes, and signals them after the commit.
 */
export function takeOffTeam(
  tx: Transaction,
  store: Store,
  teamID: string,
  target: MemberDoc,
  profile: UserDoc | undefined,
  notice: Omit<AccessNoticeDoc, 'id'>,
  /** The team's owner, when the notice keeps a name that may be theirs (domain/teams/access-notices.ts). */
  namedOwnerUid?: string,
): void {
  tx.delete(memberRef(store, teamID, target.uid));
  if (!profile) return;
  tx.update(userRef(store, target.uid), {
    ...droppedTeamUpdate(profile, teamID, notice.at, notice),
    ...(namedOwnerUid ? { noticeOwners: FieldValue.arrayUnion(namedOwnerUid) } : {}),
  });
}

/**
 * The change to a profile that loses a team, however it goes (removed, left,
 * cut, deleted): the team leaves its teams, an app working in it falls back to
 * the user's own (or another of theirs, or none), and `notice`, when given,
 * says why (domain/teams/access-notices.ts).
 */
export function droppedTeamUpdate(
  profile: Pick<UserDoc, 'latestTeamID' | 'ownTeamID' | 'teamIDs' | 'accessNotices'>,
  teamID: string,
  at: number,
  notice?: Omit<AccessNoticeDoc, 'id'>,
): UpdateData {
  return {
    teamIDs: FieldValue.arrayRemove(teamID),
    modifiedAt: at,
    ...(notice ? { accessNotices: withAccessNotice(profile, notice) } : {}),
    ...(profile.latestTeamID === teamID ? { latestTeamID: fallbackTeam(profile, teamID) } : {}),
  };
}

function fallbackTeam(profile: Pick<UserDoc, 'ownTeamID' | 'teamIDs'>, lost: string): string {
  if (profile.ownTeamID && profile.ownTeamID !== lost) return profile.ownTeamID;
  return profile.teamIDs.find((id) => id !== lost) ?? '';
}

/** The member a call names: by `userID` when it is sent, else by address. */
export async function findMember(
  tx: Transaction,
  store: Store,
  teamID: string,
  named: { userID?: string; email: string },
): Promise<MemberDoc | undefined> {
  if (named.userID !== undefined) return (await tx.get(memberRef(store, teamID, named.userID))).data();
  const members = await tx.getQuery(teamMembers(store, teamID));
  return members.docs.map((snap) => snap.data()!).find((m) => emailKey(m.email) === emailKey(named.email));
}

/** POST /updateTeamUserRole. */
export async function updateTeamUserRole(
  deps: Deps,
  uid: string,
  input: ParsedInput<'updateTeamUserRole'>,
): Promise<void> {
  const { store } = deps;
  // The contract offers no owner role; this holds the rule should it ever be offered.
  if ((input.role as Role) === 'owner') {
    throw new DomainError('invalid', ONE_OWNER_MESSAGE, [{ path: 'role', message: ONE_OWNER_MESSAGE }]);
  }
  const changed = await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageTeam');
    const target = await findMember(tx, store, input.teamID, input);
    if (target?.status === 'active') {
      if (isOwnerRow(target, membership.team)) {
        throw new DomainError('conflict', OWNER_ROW_MESSAGE);
      }
      tx.update(memberRef(store, input.teamID, target.uid), { role: input.role });
      return target.uid;
    }
    // A pending invite's role is the one its invitee will join with; their profile does not show it.
    const invite = input.userID === undefined ? inviteRef(store, input.teamID, input.email) : undefined;
    if (!invite || !(await tx.get(invite)).exists) throw notFound('Team member');
    tx.update(invite, { role: input.role });
    return null;
  });
  deps.signal.teamChanged(input.teamID);
  if (changed) await deps.signal.accountChanged(changed);
}

/** POST /leaveTeam: a member other than the owner leaves; their app falls back to their own team. */
export async function leaveTeam(deps: Deps, uid: string, input: ParsedInput<'leaveTeam'>): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    const user = (await tx.get(userRef(store, uid))).data()!;
    if (membership.role === 'owner' || membership.team.ownerUid === uid || user.ownTeamID === input.teamID) {
      throw new DomainError('conflict', OWNER_CANNOT_LEAVE_MESSAGE);
    }
    tx.delete(memberRef(store, input.teamID, uid));
    tx.update(teamRef(store, input.teamID), { 'counters.members': FieldValue.increment(-1) });
    tx.update(userRef(store, uid), droppedTeamUpdate(user, input.teamID, deps.now()));
  });
  deps.signal.teamChanged(input.teamID);
  await deps.signal.accountChanged(uid);
}
