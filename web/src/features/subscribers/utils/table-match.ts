import type { SubscriberMatch } from '@listkeep/common/src/subscriber-query';
import type { ListScope } from '@/lib/list-scope';
import type { StatusFilter } from './filter-subscribers';

interface TableFilters {
  scope: ListScope;
  status: StatusFilter;
  tag: string | null;
  search: string;
}

/**
 * The subscribers the table's filters stand for, as the server reads them
 * ("Select all N matching"); null where the server takes no such match (a
 * tag together with a list or a status).
 */
export function tableMatch({ scope, status, tag, search }: TableFilters): SubscriberMatch | null {
  const q = search.trim();
  const listed = scope !== null || status !== 'all';
  if (tag && listed) return null;
  return {
    ...(q ? { q } : {}),
    ...(scope ? { newsletterID: scope.id } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(tag ? { tag } : {}),
  };
}
