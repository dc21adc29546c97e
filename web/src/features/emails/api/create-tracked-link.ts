import { api } from '@/lib/api';

/** Tracks a URL for a logged email; the same URL again answers the link made before. */
export async function createTrackedLink(input: {
  newsletterID: string;
  teamID: string;
  emailID: string;
  url: string;
}): Promise<string> {
  return (await api.call('createLink', { type: 'url', ...input })).linkID;
}
