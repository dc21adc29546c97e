/**
 * Subscribe and unsubscribe links of a newsletter and the footer that senders
 * paste into their emails (docs/product.md §2 and §4). Pure: the caller passes the
 * site origin, so the same code serves the dashboard, tests and the server.
 */
import { SHORT_LINK_ROOT, type FooterShortIDs } from './short-links';

/** The fields of a newsletter the links and footer read. */
export interface FooterNewsletter {
  id: string;
  newsletterName: string;
  /** Older records only carry `name`. */
  name?: string;
  blockSubscribes: boolean;
}

export interface FooterOptions {
  /** The short ids of the logged email the footer goes into: its links become tracked short addresses. */
  shortIDs?: FooterShortIDs;
}

export type FooterLinkType = 'subscribe' | 'unsubscribe';

/** The name shown to readers: newsletterName, else the older name field. */
export function newsletterDisplayName(newsletter: FooterNewsletter): string {
  return newsletter.newsletterName || newsletter.name || '';
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

function pageLink(origin: string, page: 'sub' | 'unsub', newsletter: FooterNewsletter): string {
  return `${trimOrigin(origin)}/link/${page}?${query({
    newsletterID: newsletter.id,
    newsletterName: newsletterDisplayName(newsletter),
  })}`;
}

/** The public subscribe page of a newsletter. */
export function buildSubscribeLink(origin: string, newsletter: FooterNewsletter): string {
  return pageLink(origin, 'sub', newsletter);
}

/** The public unsubscribe request page of a newsletter. */
export function buildUnsubscribeLink(origin: string, newsletter: FooterNewsletter): string {
  return pageLink(origin, 'unsub', newsletter);
}

/**
 * A tracked address: GET /l/{shortID} counts the click and redirects to the
 * list's page or the sender's URL.
 */
export function buildShortLink(origin: string, shortID: string): string {
  return `${trimOrigin(origin)}${SHORT_LINK_ROOT}/${shortID}`;
}

/** An attribute's raw value in a tag as the footer builders and the sanitiser write it (double-quoted); '' when absent. */
export function attributeOf(tagHtml: string, name: string): string {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tagHtml)?.[1] ?? '';
}

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A footer's link: the list's own page, or the tracked address of a logged email when its short ids are given. */
export function footerLink(
  origin: string,
  newsletter: FooterNewsletter,
  type: FooterLinkType,
  shortIDs?: FooterShortIDs,
): string {
  if (shortIDs) return buildShortLink(origin, shortIDs[type]);
  return type === 'subscribe' ? buildSubscribeLink(origin, newsletter) : buildUnsubscribeLink(origin, newsletter);
}

/**
 * The footer HTML: why the reader gets the email, an Unsubscribe link and,
 * unless the newsletter blocks subscribes, a Subscribe link for forwarded readers.
 */
export function buildFooterHtml(origin: string, newsletter: FooterNewsletter, options: FooterOptions = {}): string {
  const link = (type: FooterLinkType) => footerLink(origin, newsletter, type, options.shortIDs);
  const anchor = (type: FooterLinkType, text: string) =>
    `<a href="${escapeHtml(link(type))}" style="color:#6b7280;text-decoration:underline;">${text}</a>`;

  const lines = [
    `You receive this because you subscribed to ${escapeHtml(newsletterDisplayName(newsletter))}.`,
    anchor('unsubscribe', 'Unsubscribe'),
  ];
  if (!newsletter.blockSubscribes) lines.push(`Was this forwarded to you? ${anchor('subscribe', 'Subscribe')}`);
  return `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#6b7280;">${lines.join('<br>')}</p>`;
}
