/**
 * Sources of a list (docs/product.md §4 Sources): named subscribe links, one
 * for each place a sender shares the list (a flyer, an event, a website form),
 * each with its QR code. A sign-up through one is credited to it and counted
 * by week. No zod here: the public pages read the id's shape and the query's
 * name from this file.
 */
import { countText } from './count-text';
import type { FooterNewsletter } from './footer';
import { MAX } from './limits';

/** The query parameter of /link/sub that carries a source's id. */
export const SOURCE_QUERY = 'sourceID';

/** A source's id: an automatic id of the store, 20 letters and digits. */
export const SOURCE_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** How many weeks of sign-ups a source keeps and the dashboard shows, this week included (about three months). */
export const SOURCE_WEEKS = 12;

export const SOURCE_MESSAGES = {
  nameRequired: 'Please name the source.',
  oneLine: 'A source name is one line of text.',
  full: `A list has at most ${countText(MAX.sourcesPerList, 'source')}. Delete one you no longer need first.`,
} as const;

export const sourceNameTaken = (name: string) => `This list already has a source named “${name}”.`;

/** What makes `name` (already trimmed and within its length) unfit, or null. */
export function sourceNameProblem(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(name) ? SOURCE_MESSAGES.oneLine : null;
}

/** How source names compare within a list: trimmed, without case. */
export const sourceKey = (name: string): string => name.trim().toLowerCase();

/**
 * The subscribe page of the list, with the source's id, so a sign-up there is
 * credited to it. Without the list's name, which the page takes from the
 * server anyway: a shorter address makes a QR code of larger squares, which
 * reads better from paper.
 */
export function buildSourceLink(origin: string, newsletter: Pick<FooterNewsletter, 'id'>, sourceID: string): string {
  const query = new URLSearchParams({ newsletterID: newsletter.id, [SOURCE_QUERY]: sourceID });
  return `${origin.replace(/\/+$/, '')}/link/sub?${query}`;
}

/**
 * The source id a subscribe page's address carries, or none: an id of another
 * shape cannot name a source, and the page then subscribes without one rather
 * than fail (a link cut short by a mail program, a hand-typed address).
 */
export function sourceIDFrom(params: URLSearchParams): string | undefined {
  const id = params.get(SOURCE_QUERY) ?? '';
  return SOURCE_ID_PATTERN.test(id) ? id : undefined;
}
