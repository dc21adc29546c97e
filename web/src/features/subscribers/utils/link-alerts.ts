/** The dashboard's messages for fetching a subscriber's personal link (docs/product.md §8). */
export const LINK_ALERTS = {
  missingInfo: 'Subscriber or newsletter info missing.',
  failed: 'Failed to fetch link.',
  noLink: 'No link returned from server.',
  error: 'Error fetching link.',
} as const;

export type LinkType = 'unsubscribe' | 'manage';

export function personalLinkURL(origin: string, type: LinkType, linkID: string): string {
  return `${origin}/link/${type === 'unsubscribe' ? 'unsub' : 'manage'}/${linkID}`;
}

/** Which alert a failed request gets: the server answered, or it could not be reached. */
export function linkFailureAlert(error: unknown): string {
  return typeof (error as { status?: unknown })?.status === 'number' ? LINK_ALERTS.failed : LINK_ALERTS.error;
}
