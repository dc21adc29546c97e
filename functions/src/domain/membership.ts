import { can, type Permission, type Role } from '@listkeep/common';
import { ApiError, notFound } from '../http/api-error';
import type { Store, Transaction } from '../store/port';
import { memberRef, teamRef } from './accounts';
import type { TeamDoc } from './docs';

export interface Membership {
  teamID: string;
  team: TeamDoc;
  role: Role;
}

/**
 * The caller's membership of a team. A team the caller does not belong to
 * answers exactly like a team that does not exist.
 */
export async function requireMembership(
  store: Store,
  uid: string,
  teamID: string,
  tx?: Transaction,
): Promise<Membership> {
  const [teamSnap, memberSnap] = tx
    ? [await tx.get(teamRef(store, teamID)), await tx.get(memberRef(store, teamID, uid))]
    : await Promise.all([teamRef(store, teamID).get(), memberRef(store, teamID, uid).get()]);
  const member = memberSnap.data();
  if (!teamSnap.exists || !member || member.status !== 'active') throw notFound('Team');
  return { teamID, team: teamSnap.data()!, role: member.role };
}

const PERMISSION_TEXT: Record<Permission, string> = {
  manageTeam: 'manage the team',
  manageNewsletters: 'manage newsletters',
  updateNewsletters: 'change newsletter settings',
  manageSubscribers: 'manage subscribers',
  exportEmails: 'export emails',
  sendEmails: 'log emails',
  viewSubscribers: 'view subscribers',
};

export function requirePermission(membership: Membership, permission: Permission): void {
  if (!can(membership.role, permission)) {
    throw new ApiError(
      'permission-denied',
      `Your role (${membership.role}) does not allow you to ${PERMISSION_TEXT[permission]}.`,
    );
  }
}
