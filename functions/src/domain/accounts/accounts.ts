import {
  DEFAULT_SEND_FROM,
  NO_SUBSCRIPTION,
  SERVER_VERSION,
  apiSubscription,
  isRole,
  type Profile,
  type TeamRef,
} from '@listkeep/common';
import { invalidSession } from '../errors';
import { liveTeam } from '../team-fence';
import type { Identity } from '../identity';
import type { Deps } from '../../services/deps';
import { FieldValue, type Store, type Transaction } from '../../store/port';
import { COLLECTIONS, type MemberDoc, type TeamDoc, type UserDoc } from '../docs';
import { isInvited, pendingTeamInvites } from '../teams';
import { toTimestamp } from '../time';
import { memberRef, teamRef, userRef } from '../records';

/**
 * deletedAccounts/{uid}: when an account was deleted. A token signed in
 * before then may still pass the token check for a while (it is valid until
 * it expires, and http/auth.ts keeps passed checks briefly), and must not
 * bring the account back: ensureAccount refuses it. Firebase never gives a
 * uid out again, so the record is never in a new user's way.
 */
export type DeletedAccountDoc = { deletedAt: number };
const deletedAccountRef = (store: Store, uid: string) =>
  store.doc<DeletedAccountDoc>(`${COLLECTIONS.deletedAccounts}/${uid}`);

/**
 * Records that uid's account is deleted as of now. The call that deletes an
 * account runs it in the same transaction that deletes `users/{uid}`, so no
 * moment exists in which the profile is gone and the record is not yet there.
 */
export function recordAccountDeletion(tx: Transaction, store: Store, uid: string, now: number): void {
  tx.set(deletedAccountRef(store, uid), { deletedAt: now });
}

function defaultName(identity: Identity): string {
  return identity.displayName.trim().slice(0, 100);
}

export function defaultTeamName(personName: string, email = ''): string {
  const base = personName.trim() || email.split('@')[0] || 'My';
  return `${base.slice(0, 80)}'s Team`;
}

/**
 * Writes a new own team for the user on tx (owner, free tier), and answers
 * its id; the caller puts it on the profile.
 */
function createTeamOf(tx: Transaction, store: Store, user: Pick<UserDoc, 'uid' | 'name' | 'email'>, now: number) {
  const team = store.collection<TeamDoc>(COLLECTIONS.teams).doc();
  const teamDoc: TeamDoc = {
    teamName: defaultTeamName(user.name, user.email),
    teamNameIsDefault: true,
    publicOrgName: '',
    teamURL: '',
    autoSubscribe: false,
    supportEmail: '',
    ownerUid: user.uid,
    ownerEmail: user.email,
    subscription: { ...NO_SUBSCRIPTION },
    counters: { subscribers: 0, newsletters: 0, members: 1, emails: 0 },
    subscribeDays: {},
    createdAt: now,
  };
  const member: MemberDoc = {
    uid: user.uid,
    email: user.email,
    name: user.name,
    role: 'owner',
    status: 'active',
    joinedAt: now,
  };
  tx.create(team, teamDoc);
  tx.create(memberRef(store, team.id, user.uid), member);
  return team.id;
}

/**
 * Returns the user's profile document, creating it on their first call, with
 * the user's own team unless a team has invited their address: an invited
 * person is not given a team they never asked for (createOwnTeam makes it
 * when they do). The creation runs in a transaction that re-reads the
 * profile, so racing first calls create exactly one of each. A token signed
 * in before the account was deleted creates nothing: 403.
 */
export async function ensureAccount(store: Store, identity: Identity, now: number): Promise<UserDoc> {
  const existing = await userRef(store, identity.uid).get();
  if (existing.exists) return existing.data()!;
  const invited = await isInvited(store, identity.email);

  return store.runTransaction(async (tx) => {
    const user = userRef(store, identity.uid);
    const again = await tx.get(user);
    if (again.exists) return again.data()!;
    const deleted = (await tx.get(deletedAccountRef(store, identity.uid))).data();
    if (deleted && identity.authTime < deleted.deletedAt) throw invalidSession();

    const name = defaultName(identity);
    const teamID = invited ? null : createTeamOf(tx, store, { uid: identity.uid, name, email: identity.email }, now);
    const profile: UserDoc = {
      uid: identity.uid,
      name,
      email: identity.email,
      photoURL: identity.picture,
      onboarded: false,
      latestTeamID: teamID ?? '',
      ownTeamID: teamID,
      teamIDs: teamID ? [teamID] : [],
      teamInvites: [],
      groupInvites: [],
      whitelisted: false,
      createdAt: now,
      modifiedAt: now,
    };
    tx.create(user, profile);
    return profile;
  });
}

/**
 * POST /createOwnTeam ("create my own newsletter"): the user's own team,
 * made now if they have none, and opened. Calling it again answers the same team.
 */
export async function createOwnTeam(deps: Deps, uid: string): Promise<{ teamID: string }> {
  const { store } = deps;
  const now = deps.now();
  const teamID = await store.runTransaction(async (tx) => {
    const user = (await tx.get(userRef(store, uid))).data()!;
    const own = user.ownTeamID ? await tx.get(teamRef(store, user.ownTeamID)) : undefined;
    const id = own?.exists ? own.id : createTeamOf(tx, store, user, now);
    tx.update(userRef(store, uid), {
      ownTeamID: id,
      latestTeamID: id,
      teamIDs: FieldValue.arrayUnion(id),
      modifiedAt: now,
    });
    return id;
  });
  await deps.signal.accountChanged(uid);
  return { teamID };
}

/**
 * The whole profile of docs/product.md §3, as GET /getUserData answers it.
 * Its team invites are those to the caller's address, once the token says it
 * is verified; without the caller's identity, none.
 */
export async function buildProfile(
  store: Store,
  user: UserDoc,
  caller?: Pick<Identity, 'email' | 'emailVerified'>,
): Promise<Profile> {
  const [teamInvites, teamSnaps] = await Promise.all([
    caller ? pendingTeamInvites(store, caller.email, caller.emailVerified) : [],
    Promise.all(user.teamIDs.map((id) => teamRef(store, id).get())),
  ]);
  const teams: TeamRef[] = teamSnaps
    .filter((snap) => liveTeam(snap.data()))
    .map((snap) => ({ teamID: snap.id, teamName: snap.data()!.teamName }));

  // A person in no team at all (invited, not yet answered) has no active team: its id is ''.
  const ownID = teams.some((t) => t.teamID === user.ownTeamID) ? user.ownTeamID : null;
  const activeID = teams.some((t) => t.teamID === user.latestTeamID)
    ? user.latestTeamID
    : (ownID ?? teams[0]?.teamID ?? '');
  const [activeSnap, memberSnap] = activeID
    ? await Promise.all([teamRef(store, activeID).get(), memberRef(store, activeID, user.uid).get()])
    : [undefined, undefined];
  const activeTeam = activeSnap?.data();
  const role = memberSnap?.data()?.role;
  const ownTeam = !ownID ? undefined : ownID === activeID ? activeTeam : (await teamRef(store, ownID).get()).data();
  const subscription = ownTeam?.subscription;

  return {
    uid: user.uid,
    name: user.name,
    email: user.email,
    onboarded: user.onboarded,
    latestTeamID: activeID,
    ownTeamID: ownID,
    teams,
    activeTeam: {
      teamID: activeID,
      teamName: activeTeam?.teamName ?? '',
      role: isRole(role) ? role : 'viewer',
      ownerEmail: activeTeam?.ownerEmail ?? '',
    },
    teamInvites,
    groupInvites: user.groupInvites,
    accessNotices: (user.accessNotices ?? []).map((notice) => ({ ...notice, at: toTimestamp(notice.at) })),
    whitelisted: user.whitelisted,
    subscription: apiSubscription({
      status: subscription?.status ?? 'none',
      tier: subscription?.tier ?? 'starter',
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      cancelAt: toTimestamp(subscription?.cancelAt ?? null),
      downgradeAtPeriodEnd: subscription?.downgradeAtPeriodEnd ?? false,
      downgradeTo: subscription?.downgradeTo ?? null,
      periodEnd: toTimestamp(subscription?.periodEnd ?? null),
      paymentDueBy: toTimestamp(subscription?.paymentDueBy ?? null),
      extraSubscriptions: subscription?.extraSubscriptions ?? 0,
    }),
    serverVersion: SERVER_VERSION,
    sendFrom: user.sendFrom ?? DEFAULT_SEND_FROM,
  };
}
