import { SERVER_VERSION, isRole, type Profile, type TeamRef } from '@listkeep/common';
import type { Identity } from '../http/auth';
import type { Store } from '../store/port';
import { COLLECTIONS, type MemberDoc, type TeamDoc, type UserDoc } from './docs';
import { toTimestamp } from './time';

export const userRef = (store: Store, uid: string) => store.doc<UserDoc>(`${COLLECTIONS.users}/${uid}`);
export const teamRef = (store: Store, teamID: string) => store.doc<TeamDoc>(`${COLLECTIONS.teams}/${teamID}`);
export const memberRef = (store: Store, teamID: string, uid: string) =>
  store.doc<MemberDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.members}/${uid}`);

function defaultName(identity: Identity): string {
  return identity.displayName.trim().slice(0, 100);
}

export function defaultTeamName(personName: string, email = ''): string {
  const base = personName.trim() || email.split('@')[0] || 'My';
  return `${base.slice(0, 80)}'s Team`;
}

/**
 * Returns the user's profile document, creating it with the user's own team
 * (owner, free tier) on their first call. The creation runs in a transaction
 * that re-reads the profile, so racing first calls create exactly one of each.
 */
export async function ensureAccount(store: Store, identity: Identity, now: number): Promise<UserDoc> {
  const existing = await userRef(store, identity.uid).get();
  if (existing.exists) return existing.data()!;

  return store.runTransaction(async (tx) => {
    const user = userRef(store, identity.uid);
    const again = await tx.get(user);
    if (again.exists) return again.data()!;

    const team = store.collection<TeamDoc>(COLLECTIONS.teams).doc();
    const profile: UserDoc = {
      uid: identity.uid,
      name: defaultName(identity),
      email: identity.email,
      photoURL: identity.picture,
      onboarded: false,
      latestTeamID: team.id,
      ownTeamID: team.id,
      teamIDs: [team.id],
      teamInvites: [],
      groupInvites: [],
      whitelisted: false,
      createdAt: now,
      modifiedAt: now,
    };
    const teamDoc: TeamDoc = {
      teamName: defaultTeamName(identity.displayName, identity.email),
      teamNameIsDefault: true,
      publicOrgName: '',
      teamURL: '',
      autoSubscribe: false,
      supportEmail: '',
      ownerUid: identity.uid,
      ownerEmail: identity.email,
      subscription: {
        status: 'none',
        tier: 'free',
        cancelAtPeriodEnd: false,
        cancelAt: null,
        downgradeAtPeriodEnd: false,
        downgradeTo: null,
      },
      counters: { subscribers: 0, newsletters: 0, members: 1, emails: 0 },
      subscribeDays: {},
      createdAt: now,
    };
    const member: MemberDoc = {
      uid: identity.uid,
      email: identity.email,
      name: profile.name,
      role: 'owner',
      status: 'active',
      joinedAt: now,
    };
    tx.create(user, profile);
    tx.create(team, teamDoc);
    tx.create(memberRef(store, team.id, identity.uid), member);
    return profile;
  });
}

/** The whole profile of spec section 3, as GET /getUserData answers it. */
export async function buildProfile(store: Store, user: UserDoc): Promise<Profile> {
  const teamSnaps = await Promise.all(user.teamIDs.map((id) => teamRef(store, id).get()));
  const teams: TeamRef[] = teamSnaps
    .filter((snap) => snap.exists)
    .map((snap) => ({ teamID: snap.id, teamName: snap.data()!.teamName }));

  const activeID = teams.some((t) => t.teamID === user.latestTeamID) ? user.latestTeamID : user.ownTeamID;
  const [activeSnap, memberSnap] = await Promise.all([
    teamRef(store, activeID).get(),
    memberRef(store, activeID, user.uid).get(),
  ]);
  const activeTeam = activeSnap.data();
  const role = memberSnap.data()?.role;
  const ownTeam = user.ownTeamID === activeID ? activeTeam : (await teamRef(store, user.ownTeamID).get()).data();
  const subscription = ownTeam?.subscription;

  return {
    uid: user.uid,
    name: user.name,
    email: user.email,
    onboarded: user.onboarded,
    latestTeamID: activeID,
    teams,
    activeTeam: {
      teamID: activeID,
      teamName: activeTeam?.teamName ?? '',
      role: isRole(role) ? role : 'viewer',
      ownerEmail: activeTeam?.ownerEmail ?? '',
    },
    teamInvites: user.teamInvites,
    groupInvites: user.groupInvites,
    whitelisted: user.whitelisted,
    subscription: {
      status: subscription?.status ?? 'none',
      tier: subscription?.tier ?? 'free',
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      cancelAt: toTimestamp(subscription?.cancelAt ?? null),
      downgradeAtPeriodEnd: subscription?.downgradeAtPeriodEnd ?? false,
      downgradeTo: subscription?.downgradeTo ?? null,
    },
    serverVersion: SERVER_VERSION,
  };
}
