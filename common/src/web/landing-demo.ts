/**
 * The landing page's try-it demo (docs/product.md §2 and §4): its timings, its
 * messages and the demo newsletter's links. The demo calls no API and stores
 * nothing, but follows the real flows: its import refuses what is not an
 * address, and its subscribe and unsubscribe forms end where the real pages
 * do, with a mail to confirm. Its links open the public pages without a
 * newsletterID, which show Demo success. and send nothing (docs/product.md §5).
 */
import { countText } from '../count-text';

/** The hero's mock inbox adds a subject line this often and keeps at most this many (docs/product.md §9). */
export const INBOX_INTERVAL_MS = 750;
export const INBOX_MAX_MESSAGES = 20;

/** The draft email fills itself at this pace (docs/product.md §9). */
export const TYPING_MS_PER_CHAR = 40;

/** What each demo step says when it reaches its success state (docs/product.md §4 and §8). */
export const LANDING_DEMO_MESSAGES = {
  imported: 'Subscriber list imported.',
  refused: (entries: readonly string[]) =>
    `Left out, not an email address (${countText(entries.length, 'entry', 'entries')}): ${entries.join(', ')}`,
  noAddress: 'None of these is an email address.',
  emptyList: 'Paste at least one email address.',
  listCopied: 'Subscriber list copied to clipboard.',
  footerCopied: 'Footer copied to clipboard.',
  subscribeLinkCopied: 'Subscribe link copied to clipboard.',
  sent: 'Email sent from your own inbox.',
  /** The toasts of the demo's subscribe and unsubscribe forms: like the real pages, they only mail the address. */
  unsubscribeRequested: 'Unsubscribe confirmation mail sent.',
  subscribeRequested: 'Subscribe confirmation mail sent.',
  /** Under the real pages' own words: the demo sends nothing. */
  demoSendsNothing: 'In this demo, no mail is actually sent.',
  copyFailed: 'Your browser did not allow copying. Select the text and copy it yourself.',
} as const;

export const DEMO_NEWSLETTER_NAME = 'Demo Newsletter';

/** The demo newsletter's public page: no newsletterID, so it is the demo page. */
export function demoLink(origin: string, page: 'sub' | 'unsub'): string {
  return `${origin.replace(/\/+$/, '')}/link/${page}?newsletterName=${encodeURIComponent(DEMO_NEWSLETTER_NAME)}`;
}

/** The plain-text footer the demo pastes into the draft's body. */
export function demoFooter(origin: string): string {
  return [
    `You receive this because you subscribed to ${DEMO_NEWSLETTER_NAME}.`,
    `Unsubscribe: ${demoLink(origin, 'unsub')}`,
    `Was this forwarded to you? Subscribe: ${demoLink(origin, 'sub')}`,
  ].join('\n');
}
