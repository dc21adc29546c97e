import type { Role } from '@listkeep/common/src/roles';

const ARTICLE: Record<Role, string> = {
  owner: 'the owner',
  admin: 'an admin',
  editor: 'an editor',
  viewer: 'a viewer',
};

/** "You are the owner of Ann's Team" (docs/product.md §2, Account page). */
export function roleStatement(role: Role | undefined | null, teamName: string | undefined | null): string | null {
  if (!role || !teamName || !(role in ARTICLE)) return null;
  return `You are ${ARTICLE[role]} of ${teamName}`;
}
