/** Team roles and what each may do (docs/product.md §6). */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const INVITABLE_ROLES = ['admin', 'editor', 'viewer'] as const;

const PERMISSIONS = {
  manageTeam: ['owner', 'admin'],
  manageNewsletters: ['owner', 'admin', 'editor'],
  updateNewsletters: ['owner', 'admin'],
  manageSubscribers: ['owner', 'admin', 'editor'],
  exportEmails: ['owner', 'admin', 'editor'],
  sendEmails: ['owner', 'admin', 'editor'],
  viewSubscribers: ['owner', 'admin', 'editor', 'viewer'],
  manageApiKeys: ['owner', 'admin'],
  manageWebhooks: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * A team has exactly one owner: the owner's row cannot be edited and no one
 * is made owner by a role change (ownership moves through support).
 */
export const isRoleEditable = (role: Role) => role !== 'owner';
export const OWNER_ROW_MESSAGE = "The owner's role cannot be changed. Ownership is transferred through support.";
export const ONE_OWNER_MESSAGE = 'A team has one owner: no member can be made owner.';
export const OWNER_CANNOT_LEAVE_MESSAGE = 'The owner cannot leave the team.';
/** An owner or admin naming themselves on POST /removeTeamUser: leaving is its own call, with no notice. */
export const REMOVE_YOURSELF_MESSAGE = 'Use Leave Team on your account page to leave.';
export const OWNER_CANNOT_BE_REMOVED_MESSAGE = 'The owner cannot be removed.';
