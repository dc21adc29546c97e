/**
 * GET /getDashboardItem: the dashboard's tables, a page at a time, with the
 * number of rows on all pages. Emails come newest first; subscribers in the
 * sort asked for, filtered and searched (domain/subscribers/subscriber-query.ts).
 */
import {
  ROLES,
  type DashboardItem,
  type DashboardItemAnswer,
  type ParsedInput,
  type Subscriber,
  type TeamUser,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { DocData, DocSnapshot, Query } from '../../store/port';
import { COLLECTIONS, type EmailDoc, type SubscriberDoc } from '../docs';
import { toEmailLog } from '../emails';
import { withEmailCounts } from '../counters';
import { invitesOf } from '../teams';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import {
  assertTeamList,
  subscriberQuery,
  type TableOrder,
  toSubscriber,
  readTablePage,
  decodeTableCursor,
  encodeTableCursor,
} from '../subscribers';
import { teamMembers } from '../records';

export const DEFAULT_PAGE_SIZE = 1000;

/** Emails, newest first. */
const NEWEST_FIRST: TableOrder = { sort: '-createdAt', field: 'createdAt', descending: true };

/** One page of `query` in `order`, and the count of all its rows, read side by side. */
async function page<T extends DocData, R extends DashboardItem>(
  query: Query<T>,
  order: TableOrder,
  { limit, cursor, count }: { limit: number; cursor: string | undefined; count: boolean },
  map: (snap: DocSnapshot<T>) => R,
): Promise<DashboardItemAnswer & { data: R[] }> {
  const after = cursor === undefined ? null : decodeTableCursor(cursor, order.sort, order.field === 'createdAt');
  // The rows are counted on the first page only, and not at all when the caller counts apart.
  const counted = after ? after.total : count ? undefined : null;
  const [{ docs, next }, total] = await Promise.all([
    readTablePage(query, order, limit, after),
    counted === undefined ? query.count() : counted,
  ]);
  const nextCursor = next ? encodeTableCursor(order.sort, { ...next, total }) : null;
  return { data: docs.map(map), nextCursor, total };
}

export async function getDashboardItem(
  deps: Deps,
  uid: string,
  input: ParsedInput<'getDashboardItem'>,
): Promise<DashboardItemAnswer> {
  const { store } = deps;
  const membership = await requireMembership(store, uid, input.teamID);
  requirePermission(membership, 'viewSubscribers');
  const reading = { limit: input.limit ?? DEFAULT_PAGE_SIZE, cursor: input.cursor, count: input.total !== 'skip' };
  switch (input.type) {
    case 'subscribers': {
      if (input.tag !== undefined) assertPlanHas('tags', membership.team.subscription.tier);
      const { query, order } = await subscriberQuery(store, input);
      return page<SubscriberDoc, Subscriber>(query, order, reading, toSubscriber);
    }
    case 'emails': {
      const team = store.collection<EmailDoc>(COLLECTIONS.emails).where('teamID', '==', input.teamID);
      if (input.newsletterID !== undefined) await assertTeamList(store, input.teamID, input.newsletterID);
      const emails = input.newsletterID === undefined ? team : team.where('newsletterID', '==', input.newsletterID);
      const answer = await page(emails, NEWEST_FIRST, reading, toEmailLog);
      return { ...answer, data: await withEmailCounts(store, answer.data) };
    }
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
      return { data, nextCursor: null, total: data.length };
    }
  }
}
