import type { TrackedLink } from '@listkeep/common/src/entities';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const trackedLinksKey = (emailID: string) => ['trackedLinks', emailID] as const;

/** The tracked links of a logged email, oldest first. */
export function useTrackedLinks(emailID: string) {
  return useQuery({
    queryKey: trackedLinksKey(emailID),
    queryFn: async ({ signal }): Promise<TrackedLink[]> =>
      (await api.call('emailTrackedLinks', { emailID }, { signal })).links,
  });
}
