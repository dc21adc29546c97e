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
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
