import type { SubscriberMatch } from '../api/get-subscribers';

/**
 * Until the server takes a tag together with a list or a status (it answers
 * 400 today): the tag alone is asked for, with the search, and the table
 * says so. Delete this once the table query combines them.
 */
export function tagAloneForNow(match: SubscriberMatch): { sent: SubscriberMatch; note: string | null } {
  const { q, newsletterID, status, tag } = match;
  if (tag === undefined || (newsletterID === undefined && status === undefined)) return { sent: match, note: null };
  return {
    sent: { ...(q !== undefined ? { q } : {}), tag },
    note: `Showing everyone tagged “${tag}”, whatever their list or status: the tag cannot be combined with those yet.`,
  };
}
