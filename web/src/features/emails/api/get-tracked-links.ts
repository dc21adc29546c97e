import type { EmailTrackedLinks } from '@listkeep/common/src/entities';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every email's tracked links sit under this key; one email's under `trackedLinksKey(emailID)`. */
const TRACKED_LINKS = ['trackedLinks'] as const;
export const trackedLinksKey = (emailID: string) => [...TRACKED_LINKS, emailID] as const;

/** Creating or deleting a tracked link changes the tracked links of its email and nothing else. */
export const invalidateTrackedLinks = (client: QueryClient) => client.invalidateQueries({ queryKey: TRACKED_LINKS });

export function getTrackedLinks(emailID: string, signal?: AbortSignal): Promise<EmailTrackedLinks> {
  return api.call('emailTrackedLinks', { emailID }, { signal });
}

/** The tracked links of a logged email, oldest first, and its footer's short ids. */
export const trackedLinksQueryOptions = (emailID: string) =>
  queryOptions({
    queryKey: trackedLinksKey(emailID),
    queryFn: ({ signal }) => getTrackedLinks(emailID, signal),
  });
