import { can, type Permission, type Role } from '@listkeep/common';
import { DomainError, notFound } from './errors';
import type { Store, Transaction } from '../store/port';
import type { ListDoc, MemberDoc, TeamDoc } from './docs';
import { liveTeam } from './team-fence';
import { listRef, memberRef, teamRef } from './records';

export interface Membership {
  teamID: string;
  team: TeamDoc;
  role: Role;
}

/**
 * The caller's membership of a team. A team the caller does not belong to
 * answers exactly like a team that does not exist, or, when the caller asked
 * for an item of that team (`item`, e.g. 'Subscriber'), like a missing item.
 * A team being deleted (domain/team-fence.ts) is missing too.
 *
 * Only "not a member" becomes that 404. A failing read (a store outage, a
 * transaction that lost a contention race) propagates as it is, so the
 * store can retry the transaction and an outage is not reported as "not found".
 */
export async function requireMembership(
  store: Store,
  uid: string,
  teamID: string,
  tx?: Transaction,
  item = 'Team',
): Promise<Membership> {
  // A person in no team asks for the team '' (their profile's latest): it is no team's id.
  if (teamID === '') return membershipOf(teamID, undefined, undefined, item);
  const [teamSnap, memberSnap] = tx
    ? [await tx.get(teamRef(store, teamID)), await tx.get(memberRef(store, teamID, uid))]
    : await Promise.all([teamRef(store, teamID).get(), memberRef(store, teamID, uid).get()]);
  return membershipOf(teamID, teamSnap.data(), memberSnap.data(), item);
}

/**
 * requireMembership's rule on a team and a member document read by the
 * caller (an import reads the member with its subscribers in one request).
 */
export function membershipOf(
  teamID: string,
  team: TeamDoc | undefined,
  member: MemberDoc | undefined,
  item = 'Team',
): Membership {
  const live = liveTeam(team);
  if (!live || !member || member.status !== 'active') throw notFound(item);
  return { teamID, team: live, role: member.role };
}

const PERMISSION_TEXT: Record<Permission, string> = {
  manageTeam: 'manage the team',
  manageNewsletters: 'manage newsletters',
  updateNewsletters: 'delete newsletters',
  manageSubscribers: 'manage subscribers',
  exportEmails: 'export emails',
  sendEmails: 'log emails',
  viewSubscribers: 'view subscribers',
  manageApiKeys: 'manage API keys',
  manageWebhooks: 'manage webhooks',
};

export function requirePermission(membership: Membership, permission: Permission): void {
  if (!can(membership.role, permission)) {
    throw new DomainError(
      'permission',
      `Your role (${membership.role}) does not allow you to ${PERMISSION_TEXT[permission]}.`,
    );
  }
}

/**
 * A list and the caller's membership of its team. A list of a team the
 * caller is not in answers exactly like a missing list.
 */
export async function listWithMembership(
  tx: Transaction,
  store: Store,
  uid: string,
  listID: string,
): Promise<{ list: ListDoc; membership: Membership }> {
  const list = (await tx.get(listRef(store, listID))).data();
  if (!list) throw notFound('Newsletter');
  const membership = await requireMembership(store, uid, list.teamID, tx, 'Newsletter');
  return { list, membership };
}
