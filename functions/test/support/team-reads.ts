/** A team's data as the dashboard reads it. */
import type { EmailLog, Subscriber, TeamUser } from '@listkeep/common';
import { call, ok } from './client';
import type { Owner, Session } from './fixtures';

interface RowOf {
  subscribers: Subscriber;
  emails: EmailLog;
  teamUsers: TeamUser;
}

/** The first page of a team's subscribers, email log or users, as the dashboard reads it. */
export async function rowsOf<T extends keyof RowOf>(team: Owner, type: T, as: Session = team): Promise<RowOf[T][]> {
  return ok(await call('getDashboardItem', { type, teamID: team.teamID }, { as })).data as RowOf[T][];
}

/** The dashboard of the owner's team, as `as` sees it. */
export const dashboard = async (team: Owner, as: Session = team) =>
  ok(await call('getDashboardData', { teamID: team.teamID }, { as }));
