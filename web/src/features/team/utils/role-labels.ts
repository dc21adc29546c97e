import type { Role } from '@listkeep/common/src/roles';

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role given by invitation may do, shown beside the role picker (docs/product.md §6). */
export const ROLE_HINTS: Record<Exclude<Role, 'owner'>, string> = {
  admin: 'Everything but the plan: the team, its members and every newsletter.',
  editor: 'Newsletters, subscribers and the email log; not the team.',
  viewer: 'Sees subscribers, emails and members; changes nothing.',
};
