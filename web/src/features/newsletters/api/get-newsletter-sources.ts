import type { NewsletterSourcesAnswer } from '@listkeep/common/src/entities';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every list's sources sit under this key; one list's under `sourcesKey(newsletterID)`. */
const SOURCES = ['sources'] as const;
export const sourcesKey = (newsletterID: string) => [...SOURCES, newsletterID] as const;

/** Making, renaming or deleting a source changes the sources of its list and nothing else. */
export const invalidateSources = (client: QueryClient) => client.invalidateQueries({ queryKey: SOURCES });

export function getNewsletterSources(newsletterID: string, signal?: AbortSignal): Promise<NewsletterSourcesAnswer> {
  return api.call('newsletterSources', { newsletterID }, { signal });
}

/** A list's sources, oldest first, with their sign-ups of the last weeks. */
export const sourcesQueryOptions = (newsletterID: string) =>
  queryOptions({
    queryKey: sourcesKey(newsletterID),
    queryFn: ({ signal }) => getNewsletterSources(newsletterID, signal),
  });
