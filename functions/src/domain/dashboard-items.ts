/**
 * GET /getDashboardItem: the dashboard's tables, a page at a time, newest
 * first. The cursor is the last row's (createdAt, id), opaque to the client.
 */
import { ROLES, type DashboardItem, type DashboardItemAnswer, type ParsedInput, type TeamUser } from '@listkeep/common';
import { DomainError } from './errors';
import type { Deps } from '../services/deps';
import type { DocData, DocSnapshot, Query } from '../store/port';
import { COLLECTIONS, type EmailDoc, type SubscriberDoc } from './docs';
import { toEmailLog } from './emails';
import { invitesOf } from './invite-lookup';
import { requireMembership, requirePermission } from './membership';
import { toSubscriber } from './subscribers';
import { teamMembers } from './team-members';

export const DEFAULT_PAGE_SIZE = 1000;

interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string' &&
      /^[A-Za-z0-9_-]{1,128}$/.test(value[1])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError('invalid', 'The cursor is not valid.', [
    { path: 'cursor', message: 'Pass back the nextCursor of the previous page.' },
  ]);
}

async function page<T extends DocData & { createdAt: number }>(
  query: Query<T>,
  limit: number,
  cursor: string | undefined,
  map: (snap: DocSnapshot<T>) => DashboardItem,
): Promise<DashboardItemAnswer> {
  let q = query.orderBy('createdAt', 'desc');
  if (cursor !== undefined) {
    const after = decodeCursor(cursor);
    q = q.startAfter(after.createdAt, after.id);
  }
  // One row more than asked tells whether another page follows.
  const snaps = await q.limit(limit + 1).get();
  const docs = snaps.docs.slice(0, limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snaps.docs.length > limit && last ? encodeCursor({ createdAt: last.data()!.createdAt, id: last.id }) : null;
  return { data: docs.map(map), nextCursor };
}

export async function getDashboardItem(
  deps: Deps,
  uid: string,
  input: ParsedInput<'getDashboardItem'>,
): Promise<DashboardItemAnswer> {
  const { store } = deps;
  const membership = await requireMembership(store, uid, input.teamID);
  requirePermission(membership, 'viewSubscribers');
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const teamPage = <T extends DocData & { createdAt: number }>(
    collection: string,
    map: (snap: DocSnapshot<T>) => DashboardItem,
  ) => page(store.collection<T>(collection).where('teamID', '==', input.teamID), limit, input.cursor, map);
  switch (input.type) {
    case 'subscribers':
      return teamPage<SubscriberDoc>(COLLECTIONS.subscribers, toSubscriber);
    case 'emails':
      return teamPage<EmailDoc>(COLLECTIONS.emails, toEmailLog);
    case 'teamUsers': {
      // Members and pending invites together stay within a plan's maxUsers (20), so one page holds them all.
      const [snaps, inviteSnaps] = await Promise.all([
        teamMembers(store, input.teamID).where('status', '==', 'active').get(),
        invitesOf(store, input.teamID).get(),
      ]);
      const members: TeamUser[] = snaps.docs.map((snap) => {
        const m = snap.data()!;
        return { userID: snap.id, name: m.name, email: m.email, role: m.role, status: m.status };
      });
      // An invitee has no account in the team yet: no user id, no name.
      const invited: TeamUser[] = inviteSnaps.docs.map((snap) => {
        const invite = snap.data()!;
        return { userID: '', name: '', email: invite.typedEmail ?? invite.email, role: invite.role, status: 'pending' };
      });
      const data = [...members, ...invited].sort(
        (a, b) =>
          Number(a.status === 'pending') - Number(b.status === 'pending') ||
          ROLES.indexOf(a.role) - ROLES.indexOf(b.role) ||
          a.email.localeCompare(b.email),
      );
      return { data, nextCursor: null };
    }
  }
}
