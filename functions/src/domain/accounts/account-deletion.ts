/**
 * Deleting an account removes everything Listkeep holds about its user, for
 * good: there are no backups (docs/product.md §1). What goes: the teams they
 * own with all of their content, their memberships elsewhere (and their name
 * on imports they made there), invitations to their address, their messages
 * to support, their profile. What stays: `deletedAccounts/{uid}` with the
 * time only, so a token signed in before cannot bring the account back.
 */
import { DELETE_ACCOUNT_MESSAGES, confirmsAccountEmail, emailKey } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { FieldValue, type Query, type Store } from '../../store/port';
import {
  forgetOwnerInNotices,
  noticeTeamName,
  accountsWithAddresses,
  invitesOf,
  fenceTeam,
  droppedTeamUpdate,
} from '../teams';
import { recordAccountDeletion } from './accounts';
import { COLLECTIONS, type AccessNoticeDoc, type InviteDoc, type TeamDoc, type UserDoc } from '../docs';
import { deleteTeamCustomer } from '../billing';
import { DomainError } from '../errors';
import { forgetMarker } from '../emails';
import { forgetImporter } from '../imports';
import { memberRef, teamMembers, teamRef, userRef } from '../records';

/** Top-level collections whose documents belong to one team, named by their `teamID`. */
export const TEAM_CONTENT_COLLECTIONS = [
  COLLECTIONS.newsletters,
  COLLECTIONS.subscribers,
  COLLECTIONS.emails,
  COLLECTIONS.links,
  COLLECTIONS.trackedLinks,
  COLLECTIONS.sendBatches,
  COLLECTIONS.shortLinks,
  COLLECTIONS.sources,
  COLLECTIONS.consent,
  // After the records, so a sequencer finishing meanwhile finds none to move its head for.
  COLLECTIONS.consentHeads,
  COLLECTIONS.consentLeases,
  COLLECTIONS.teamTags,
  COLLECTIONS.suppressions,
  COLLECTIONS.pendingSubscribes,
  COLLECTIONS.billingEvents,
  COLLECTIONS.mail,
  COLLECTIONS.counterShards,
  COLLECTIONS.subscriberJobs,
  COLLECTIONS.jobParts,
  COLLECTIONS.apiKeys,
  COLLECTIONS.webhookEndpoints,
  COLLECTIONS.webhookDeliveries,
] as const;

/** Who added a webhook endpoint, once their account is deleted. */
export const FORMER_MEMBER = 'A former member';

/** Collections under `teams/{teamID}`. */
export const TEAM_SUBCOLLECTIONS = [COLLECTIONS.members, COLLECTIONS.invites, COLLECTIONS.imports] as const;

/** At most this many deletions per batch, within the store's cap. */
const MAX_BATCH = 500;

/** Deletes every document the query finds, a batch at a time. */
async function deleteAll(store: Store, query: Query): Promise<void> {
  const size = Math.min(store.maxTransactionWrites, MAX_BATCH);
  for (;;) {
    const page = await query.limit(size).get();
    if (page.docs.length === 0) return;
    const batch = store.batch();
    for (const doc of page.docs) batch.delete(store.doc(doc.path));
    await batch.commit();
    if (page.docs.length < size) return;
  }
}

/**
 * Takes a deleted team out of a member's profile, with a notice telling them
 * why; their app then opens their own team. Answers whether the profile changed.
 */
async function dropTeamFromProfile(
  store: Store,
  uid: string,
  teamID: string,
  notice: Omit<AccessNoticeDoc, 'id'>,
): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const ref = userRef(store, uid);
    const user = (await tx.get(ref)).data();
    if (!user || !user.teamIDs.includes(teamID)) return false;
    tx.update(ref, droppedTeamUpdate(user, teamID, notice.at, notice));
    return true;
  });
}

/**
 * Deletes a fenced team the user owns with all of its content; answers the
 * other members, to signal. Fenced, the team takes no new writes, so what the
 * queries below find is all there is.
 */
async function deleteOwnedTeam(deps: Deps, owner: UserDoc, teamID: string, team?: TeamDoc): Promise<string[]> {
  const { store } = deps;
  const members = await teamMembers(store, teamID).get();
  const others = members.docs.map((doc) => doc.data()!.uid).filter((uid) => uid !== owner.uid);
  if (team) await deleteTeamCustomer(deps, team);
  const notice = {
    teamName: team ? noticeTeamName(team, owner) : null,
    reason: 'teamDeleted',
    at: deps.now(),
  } as const;
  const dropped = await Promise.all(others.map((uid) => dropTeamFromProfile(store, uid, teamID, notice)));
  const changed = others.filter((_, i) => dropped[i]);
  // Their invitations go with the team; the invitees' apps then stop offering them.
  const invited = (await invitesOf(store, teamID).get()).docs.map((doc) => doc.data()!.email);
  changed.push(...(await accountsWithAddresses(store, invited)));

  for (const name of TEAM_CONTENT_COLLECTIONS) {
    await deleteAll(store, store.collection(name).where('teamID', '==', teamID));
  }
  for (const name of TEAM_SUBCOLLECTIONS) await deleteAll(store, teamRef(store, teamID).collection(name));
  await teamRef(store, teamID).delete();
  return changed;
}

/** Leaves a team the user is a member of: their member document goes, the team counts one member less. */
async function leaveTeamOnDeletion(store: Store, uid: string, teamID: string): Promise<void> {
  await store.runTransaction(async (tx) => {
    const member = memberRef(store, teamID, uid);
    if (!(await tx.get(member)).exists) return;
    tx.delete(member);
    tx.update(teamRef(store, teamID), { 'counters.members': FieldValue.increment(-1) });
  });
}

/** Invitations of the address to other teams go, each with its place in the team's pending count. */
async function deleteInvitesTo(store: Store, email: string): Promise<void> {
  const invites = await store
    .collectionGroup<InviteDoc>(COLLECTIONS.invites)
    .where('email', '==', emailKey(email))
    .get();
  for (const invite of invites.docs) {
    const { teamID } = invite.data()!;
    await store.runTransaction(async (tx) => {
      const ref = invitesOf(store, teamID).doc(invite.id);
      if (!(await tx.get(ref)).exists) return;
      tx.delete(ref);
      tx.update(teamRef(store, teamID), { pendingInvites: FieldValue.increment(-1) });
    });
  }
}

/**
 * Invitations the user sent for teams they do not own stay (the team still
 * wants those people), now in the name of the team's owner.
 */
async function handInvitesToOwner(store: Store, uid: string, teamID: string): Promise<void> {
  const sent = await invitesOf(store, teamID).where('inviterUid', '==', uid).get();
  if (sent.empty) return;
  const team = (await teamRef(store, teamID).get()).data();
  if (!team) return;
  const owner = (await memberRef(store, teamID, team.ownerUid).get()).data();
  const inviterName = owner?.name || team.teamName;
  // Invites and members together stay within a plan's maxUsers, so one batch holds them all.
  const batch = store.batch();
  for (const invite of sent.docs) batch.update(store.doc(invite.path), { inviterUid: team.ownerUid, inviterName });
  await batch.commit();
}

/**
 * Deletes the account of `user` once `confirmEmail` is its address. The
 * profile goes last, with the deletion record in the same transaction: if
 * anything fails before, the account still stands and the call can be made
 * again. Afterwards the removed members of the user's teams, each left an
 * access notice, are signalled, and the user's own live node removed.
 */
export async function deleteAccount(deps: Deps, user: UserDoc, confirmEmail: string): Promise<void> {
  if (!confirmsAccountEmail(confirmEmail, user.email)) {
    throw new DomainError('invalid', DELETE_ACCOUNT_MESSAGES.wrongConfirmation, [
      { path: 'confirmEmail', message: DELETE_ACCOUNT_MESSAGES.wrongConfirmation },
    ]);
  }
  const { store } = deps;
  const owned = await store.collection<TeamDoc>(COLLECTIONS.teams).where('ownerUid', '==', user.uid).get();
  const ownedIDs = new Set([...owned.docs.map((doc) => doc.id), ...(user.ownTeamID ? [user.ownTeamID] : [])]);

  // Every owned team is fenced before anything goes (domain/team-fence.ts).
  const fenced = new Map<string, TeamDoc | undefined>();
  for (const teamID of ownedIDs) fenced.set(teamID, await fenceTeam(store, teamID, deps.now()));
  const toSignal = new Set<string>();
  for (const [teamID, team] of fenced) {
    for (const uid of await deleteOwnedTeam(deps, user, teamID, team)) toSignal.add(uid);
  }
  for (const teamID of user.teamIDs) {
    if (ownedIDs.has(teamID)) continue;
    await handInvitesToOwner(store, user.uid, teamID);
    await forgetImporter(store, user.uid, teamID);
    await leaveTeamOnDeletion(store, user.uid, teamID);
  }
  for (const uid of await forgetOwnerInNotices(store, user)) toSignal.add(uid);
  await deleteInvitesTo(store, user.email);
  await forgetMarker(store, user.uid);
  // API keys they made in teams of others, which stopped working as they left, and hold their name.
  await deleteAll(store, store.collection(COLLECTIONS.apiKeys).where('createdBy', '==', user.uid));
  // Webhook endpoints they added in teams of others keep working for the team, without their name.
  const endpoints = await store.collection(COLLECTIONS.webhookEndpoints).where('createdBy', '==', user.uid).get();
  for (const snap of endpoints.docs) await store.doc(snap.path).update({ createdBy: '', createdByName: FORMER_MEMBER });
  // Messages they sent to support, signed in or through the contact form with their address.
  const feedback = store.collection(COLLECTIONS.feedback);
  await deleteAll(store, feedback.where('uid', '==', user.uid));
  await deleteAll(store, feedback.where('emailKey', '==', emailKey(user.email)));
  // Mail to their address, or carrying their message, that the outbox still holds.
  await deleteAll(store, store.collection(COLLECTIONS.mail).where('emailKey', '==', emailKey(user.email)));

  await store.runTransaction(async (tx) => {
    tx.delete(userRef(store, user.uid));
    recordAccountDeletion(tx, store, user.uid, deps.now());
  });

  await Promise.all([...toSignal].map((uid) => deps.signal.accountChanged(uid)));
  await deps.signal.accountDeleted(user.uid);
}
