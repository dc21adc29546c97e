/**
 * Where a team's invitations are kept, and how an invitee finds theirs
 * (docs/product.md §4): teams/{teamID}/invites/{key}, one per address and team.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { emailKey, type Invitation, type TeamInvite } from '@listkeep/common';
import type { Store } from '../../store/port';
import { COLLECTIONS, type InviteDoc, type TeamDoc, type UserDoc } from '../docs';

/** The invite's id: derived from the address as compared, so a second invite of it finds the first. */
export function inviteKey(email: string): string {
  return createHash('sha256').update(emailKey(email)).digest('base64url');
}

export const invitesOf = (store: Store, teamID: string) =>
  store.collection<InviteDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.invites}`);

export const inviteRef = (store: Store, teamID: string, email: string) =>
  invitesOf(store, teamID).doc(inviteKey(email));

/**
 * The invitations waiting for `email`. Only a verified address is shown its
 * invitations: anyone may sign up with an address they do not own.
 */
export async function pendingTeamInvites(store: Store, email: string, emailVerified: boolean): Promise<TeamInvite[]> {
  if (!emailVerified || !email) return [];
  const snaps = await store.collectionGroup<InviteDoc>(COLLECTIONS.invites).where('email', '==', emailKey(email)).get();
  const invites = snaps.docs.map((snap) => snap.data()!);
  const teams = await Promise.all(
    invites.map((invite) => store.doc<TeamDoc>(`${COLLECTIONS.teams}/${invite.teamID}`).get()),
  );
  return invites.flatMap((invite, i) => {
    const team = teams[i].data();
    return team ? [{ teamID: invite.teamID, teamName: team.teamName, inviterName: invite.inviterName }] : [];
  });
}

/** Whether an invite's token is the one a link carries, compared in constant time. */
export function tokenMatches(invite: InviteDoc | undefined, token: string | undefined): boolean {
  if (!invite?.token || token === undefined || invite.token.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(invite.token), Buffer.from(token));
}

/** The invitation a link opens: the team's invite whose token it carries, if it is still pending. */
export async function invitationByToken(store: Store, teamID: string, token: string): Promise<Invitation | null> {
  const found = await invitesOf(store, teamID).where('token', '==', token).limit(1).get();
  const invite = found.docs[0]?.data();
  if (!invite || !tokenMatches(invite, token)) return null;
  const team = (await store.doc<TeamDoc>(`${COLLECTIONS.teams}/${teamID}`).get()).data();
  if (!team) return null;
  return {
    teamID,
    teamName: team.teamName,
    inviterName: invite.inviterName,
    role: invite.role,
    email: invite.typedEmail ?? invite.email,
  };
}

/** Whether any team waits for `email`'s answer: such a person gets no own team until they ask for one. */
export async function isInvited(store: Store, email: string): Promise<boolean> {
  if (!email) return false;
  const found = await store
    .collectionGroup<InviteDoc>(COLLECTIONS.invites)
    .where('email', '==', emailKey(email))
    .limit(1)
    .get();
  return !found.empty;
}

/**
 * Accounts with one of these addresses, as typed at sign-up or as compared:
 * the invitees whose open app is told that their invitations changed.
 */
export async function accountsWithAddresses(store: Store, emails: string[]): Promise<string[]> {
  const addresses = [...new Set(emails.flatMap((email) => [email, emailKey(email)]))];
  const found = await Promise.all(
    addresses.map((address) => store.collection<UserDoc>(COLLECTIONS.users).where('email', '==', address).get()),
  );
  return [...new Set(found.flatMap((snaps) => snaps.docs.map((snap) => snap.id)))];
}
