/**
 * Why a member lost access to a team (docs/product.md §4, Access notices):
 * the server keeps the reason and, when it may, the team's name on the
 * member's profile; the dashboard words it here, and so do the tests.
 */
export const ACCESS_NOTICE_REASONS = ['teamDeleted', 'removed', 'planCutoff'] as const;
export type AccessNoticeReason = (typeof ACCESS_NOTICE_REASONS)[number];

/** How a notice names a team whose name it does not keep (the name would say who its deleted owner was). */
export const UNNAMED_TEAM = 'a team you were a member of';

/** The banner's sentence, e.g. "You were removed from Garden Club by its owner or an admin." */
export function accessNoticeText(notice: { teamName: string | null; reason: AccessNoticeReason }): string {
  const team = notice.teamName || UNNAMED_TEAM;
  switch (notice.reason) {
    case 'teamDeleted':
      return `You no longer have access to ${team}: its owner deleted their account.`;
    case 'removed':
      return `You were removed from ${team} by its owner or an admin.`;
    case 'planCutoff':
      return `You no longer have access to ${team}: its plan no longer includes that many members.`;
  }
}
