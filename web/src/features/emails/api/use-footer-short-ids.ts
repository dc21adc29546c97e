import type { EmailLog } from '@listkeep/common/src/entities';
import type { FooterShortIDs } from '@listkeep/common/src/short-links';
import { useQuery } from '@tanstack/react-query';
import { trackedLinksQueryOptions } from './get-tracked-links';

/**
 * The short ids of an entry's footer links. An entry logged before short
 * addresses has none in the dashboard's data: reading its tracked links
 * makes them (the same query the entry's tracked links show from).
 */
export function useFooterShortIDs(email: EmailLog | null): FooterShortIDs | undefined {
  const tracked = useQuery({
    ...trackedLinksQueryOptions(email?.id ?? ''),
    enabled: email !== null && !email.footerShortIDs,
  });
  return email?.footerShortIDs ?? tracked.data?.footerShortIDs;
}
