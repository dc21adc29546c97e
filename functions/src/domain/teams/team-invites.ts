/**
 * Inviting people to a team, and their answer (docs/product.md §4 and §6).
 * The plan's maxUsers counts the members and the invites still pending, read
 * from the team document in the same transaction as the write, so racing
 * invites cannot pass it together.
 */
import {
  emailKey,
  invitationLink,
  INVITATION_MESSAGES,
  OWNER_CANNOT_BE_REMOVED_MESSAGE,
  REMOVE_YOURSELF_MESSAGE,
  TEAM_MESSAGES,
  type Invitation,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, type Store, type Transaction } from '../../store/port';
import type { InviteDoc, MemberDoc, UserDoc } from '../docs';
import { DomainError, notFound } from '../errors';
import type { Identity } from '../identity';
import { accountsWithAddresses, invitationByToken, inviteRef, tokenMatches } from './invite-lookup';
import { invitationMail } from './invite-mail';
import { invitationBudgets } from '../mail-budgets';
import { requireMembership, requirePermission } from '../membership';
import { queueMail } from '../outbox';
import { assertWithinPlan, usersOf, withinPlan } from '../plans';
import { findMember, isOwnerRow, takeOffTeam } from './team-members';
import { randomId } from '../../store/ids';
import { liveTeam } from '../team-fence';
import { memberRef, teamMembers, teamRef, userRef } from '../records';

const inviteNotFound = () => new DomainError('not-found', 'Invitation not found.');

/**
 * POST /getInvitation: the invitation page of the mail's link. The token is
 * the key: the same answer, signed in or not, and a 404 that does not tell
 * a wrong token from a withdrawn or answered invite.
 */
export async function getInvitation(deps: Deps, input: ParsedInput<'getInvitation'>): Promise<Invitation> {
  const invitation = await invitationByToken(deps.store, input.teamID, input.token);
  if (!invitation) throw new DomainError('not-found', INVITATION_MESSAGES.notFound);
  return invitation;
}

/** Tells the open apps of the accounts with this address that their invitations changed. */
export async function signalAddress(deps: Deps, email: string): Promise<void> {
  const uids = await accountsWithAddresses(deps.store, [email]);
  await Promise.all(uids.map((uid) => deps.signal.accountChanged(uid)));
}

function removeInvite(tx: Transaction, store: Store, teamID: string, email: string): void {
  tx.delete(inviteRef(store, teamID, email));
  tx.update(teamRef(store, teamID), { pendingInvites: FieldValue.increment(-1) });
}

/** POST /inviteTeamUser: stores the invite and queues its mail, in one transaction. */
export async function inviteTeamUser(
  deps: Deps,
  inviter: UserDoc,
  input: ParsedInput<'inviteTeamUser'>,
): Promise<void> {
  const { store } = deps;
  const key = emailKey(input.email);
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, inviter.uid, input.teamID, tx);
    requirePermission(membership, 'manageTeam');
    const members = await tx.getQuery(teamMembers(store, input.teamID));
    if (members.docs.some((snap) => emailKey(snap.data()!.email) === key)) {
      throw new DomainError('already-exists', `${input.email} is already a member of this team.`);
    }
    if ((await tx.get(inviteRef(store, input.teamID, input.email))).exists) {
      throw new DomainError('already-exists', `${input.email} has already been invited to this team.`);
    }
    const { team } = membership;
    assertWithinPlan('users', team.subscription.tier, usersOf(team), 1);
    // Only an invitation that passed every check above is counted, and only here, before it is mailed.
    const spend = await invitationBudgets(tx, deps, {
      teamID: input.teamID,
      tier: team.subscription.tier,
      inviterUid: inviter.uid,
      email: input.email,
    });
    spend();
    const invite: InviteDoc = {
      teamID: input.teamID,
      email: key,
      typedEmail: input.email,
      role: input.role,
      inviterUid: inviter.uid,
      inviterName: inviter.name || inviter.email,
      token: randomId(32),
      createdAt: deps.now(),
    };
    tx.create(inviteRef(store, input.teamID, input.email), invite);
    tx.update(teamRef(store, input.teamID), { pendingInvites: FieldValue.increment(1) });
    const mail = invitationMail({
      inviterName: invite.inviterName,
      teamName: team.teamName,
      role: input.role,
      email: input.email,
      link: invitationLink(deps.publicUrl, input.teamID, invite.token!),
    });
    queueMail(tx, deps, { to: input.email, ...mail }, { kind: 'invitation', teamID: input.teamID });
  });
  deps.signal.teamChanged(input.teamID);
  await signalAddress(deps, input.email);
}

/**
 * POST /acceptTeamInvite: accepting makes the caller an active member with
 * the invited role; declining removes the invite. Either way it is settled.
 */
export async function answerTeamInvite(
  deps: Deps,
  user: UserDoc,
  identity: Identity,
  input: ParsedInput<'acceptTeamInvite'>,
): Promise<void> {
  const { store } = deps;
  if (!identity.emailVerified && input.token === undefined) throw inviteNotFound();
  const now = deps.now();
  await store.runTransaction(async (tx) => {
    const invite = await tx.get(inviteRef(store, input.teamID, identity.email));
    const team = await tx.get(teamRef(store, input.teamID));
    const member = await tx.get(memberRef(store, input.teamID, user.uid));
    if (!invite.exists || !liveTeam(team.data())) throw inviteNotFound();
    // Without a verified address, only the link's token proves that this person received the invitation.
    if (!identity.emailVerified && !tokenMatches(invite.data(), input.token)) throw inviteNotFound();
    const joining = input.accept && !member.exists;
    if (joining) {
      // The invite held its place (a team whose count missed it counts it now); a plan changed since
      // may no longer have it. The invite then stays, and the invitee is told whom to ask.
      const joined = team.data()!;
      const others = Math.max(usersOf(joined) - 1, joined.counters.members);
      if (!withinPlan('users', joined.subscription.tier, others, 1)) {
        throw new DomainError('plan-limit', TEAM_MESSAGES.noRoomToJoin(joined.teamName));
      }
    }
    tx.delete(inviteRef(store, input.teamID, identity.email));
    tx.update(teamRef(store, input.teamID), {
      pendingInvites: FieldValue.increment(-1),
      ...(joining ? { 'counters.members': FieldValue.increment(1) } : {}),
    });
    if (!joining) return;
    const joined: MemberDoc = {
      uid: user.uid,
      email: identity.email,
      name: user.name,
      role: invite.data()!.role,
      status: 'active',
      joinedAt: now,
    };
    tx.create(memberRef(store, input.teamID, user.uid), joined);
    tx.update(userRef(store, user.uid), {
      teamIDs: FieldValue.arrayUnion(input.teamID),
      modifiedAt: now,
      // Answered on its way in (the wizard or the invitation page), the app opens the team it joined.
      ...(input.onboarding ? { latestTeamID: input.teamID, onboarded: true } : {}),
    });
  });
  deps.signal.teamChanged(input.teamID);
  await deps.signal.accountChanged(user.uid);
}

/** POST /acceptGroupInvite: invites of the earlier shape are no longer made, so none can be found. */
export function answerGroupInvite(): never {
  throw inviteNotFound();
}

/**
 * POST /removeTeamUser: withdraws a pending invite, or removes a member. The
 * owner is never removed; a removed member's open app learns of it at once,
 * and their profile keeps a notice of it (domain/teams/access-notices.ts).
 */
export async function removeTeamUser(deps: Deps, uid: string, input: ParsedInput<'removeTeamUser'>): Promise<void> {
  const { store } = deps;
  const now = deps.now();
  const removedUid = await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageTeam');
    if (input.isInvite) {
      if (!(await tx.get(inviteRef(store, input.teamID, input.email))).exists) throw inviteNotFound();
      removeInvite(tx, store, input.teamID, input.email);
      return null;
    }
    const target = await findMember(tx, store, input.teamID, input);
    if (!target) throw notFound('Team member');
    if (isOwnerRow(target, membership.team)) throw new DomainError('conflict', OWNER_CANNOT_BE_REMOVED_MESSAGE);
    if (target.uid === uid) throw new DomainError('conflict', REMOVE_YOURSELF_MESSAGE);
    const profile = (await tx.get(userRef(store, target.uid))).data();
    // Its owner is there to be named: the notice keeps the team's name until their account goes.
    const { team } = membership;
    const teamName = team.teamName.trim() || null;
    takeOffTeam(tx, store, input.teamID, target, profile, { teamName, reason: 'removed', at: now }, team.ownerUid);
    tx.update(teamRef(store, input.teamID), { 'counters.members': FieldValue.increment(-1) });
    return target.uid;
  });
  deps.signal.teamChanged(input.teamID);
  await (removedUid ? deps.signal.accountChanged(removedUid) : signalAddress(deps, input.email));
}
