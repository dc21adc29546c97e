/**
 * The public pages' titles and descriptions, in one table keyed by path. The
 * SPA applies the entry of the page shown (app/page-meta.tsx), the build
 * writes robots.txt and sitemap.xml from it (web/site-files.ts) and
 * pre-renders each of its pages (prerender/entry.tsx). Pages absent
 * from the table are in-app pages: they name themselves with useDocumentTitle
 * and stay out of search engines.
 */
import { paths } from './paths';

export interface PageMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  /** The search result's snippet: one or two sentences, about 150 characters. */
  description: string;
}

export const SITE_NAME = 'Listkeep';
export const DEFAULT_TITLE = 'Listkeep: Big League Tools for Small Senders';

export const PAGE_META = {
  [paths.home]: {
    title: DEFAULT_TITLE,
    description:
      'Keep newsletter subscriber lists and send from your own inbox: copy a list into BCC, paste a footer with opt-out links, and let readers manage themselves.',
  },
  [paths.marketers]: {
    title: 'Listkeep for Marketers and Cold Outreach',
    description:
      'Send updates and outreach from your own inbox, see which links get clicked, and honour every opt-out at once. No pixels, no sending platform.',
  },
  [paths.clubs]: {
    title: 'Listkeep for Clubs',
    description:
      'Keep your club’s mailing list tidy: a QR code for the sign-up sheet, opt-outs that work at once, and committee access, all sent from the club’s own inbox.',
  },
  [paths.churches]: {
    title: 'Listkeep for Churches',
    description:
      'Bulletins, rotas and prayer news from the church’s own email account, with a list that people join and leave themselves. Free to start.',
  },
  [paths.about]: {
    title: 'About Listkeep',
    description:
      'Why Listkeep exists: small senders write from their own inbox and deserve a tidy list, honest opt-outs and no tracking of their readers.',
  },
  [paths.contact]: {
    title: 'Contact Listkeep',
    description: 'Write to the people behind Listkeep: questions, feedback, help with your lists or your account.',
  },
  [paths.terms]: {
    title: 'Terms of Use',
    description:
      'The terms for using Listkeep: your account, sending only to people who agreed, availability, ending your account, and how to reach us.',
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy',
    description:
      'Everything Listkeep stores, why and for how long: subscriber addresses, hashed opt-in records, no cookies, no trackers, deletion with no backups.',
  },
  [paths.privacy]: {
    title: 'Privacy in Plain Words',
    description:
      'Listkeep keeps your subscribers’ addresses and a hashed record of their opt-ins and opt-outs. No cookies, no trackers, no analytics, no backups.',
  },
  [paths.howItWorks]: {
    title: 'How Listkeep Works',
    description:
      'Make a list, share a subscribe link or QR code, copy the list into BCC, paste the footer, and let recipients opt out on a public page at once.',
  },
  [paths.faq]: {
    title: 'Frequently Asked Questions',
    description:
      'BCC limits of Gmail, Outlook, iCloud and Yahoo, how unsubscribing works without a sending platform, what is stored, moving from Mailchimp, plans.',
  },
  [paths.dashboardOverview]: {
    title: 'A Tour of the Dashboard',
    description:
      'What each dashboard tab does: Overview, Subscribers, Recent Emails, Newsletters and Team, and what the account page holds.',
  },
  [paths.apiDocs]: {
    title: 'API Reference',
    description:
      'Every call of the Listkeep API: method, path, input fields, answer and errors, from the same contract the server checks. Also as OpenAPI 3.1.',
  },
  [paths.pricing]: {
    title: 'Pricing',
    description:
      'Start free with one list of 50 subscribers. Core, Group and Scale add lists, tracked links, custom footers, tags and team access.',
  },
  [paths.login]: {
    title: 'Log In or Sign Up',
    description: 'Sign up for Listkeep free, or log in to your lists, with an email and password or a Google account.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

/** Paths search engines are asked to leave alone: the recipients' link pages, invitations and the signed-in app. */
export const NOINDEX_PATHS: readonly string[] = [
  paths.link.root,
  paths.invitation,
  paths.dashboard,
  paths.account,
  paths.welcome,
];

/** The sitemap's pages: every page of the table. */
export const SITEMAP_PATHS = Object.keys(PAGE_META) as PublicPath[];

/** A path as the table keys it: without a trailing slash, except the root. */
const tablePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

export function pageMetaFor(pathname: string): PageMeta | null {
  const path = tablePath(pathname);
  return Object.hasOwn(PAGE_META, path) ? PAGE_META[path as PublicPath] : null;
}

/** The absolute address of a page on the site's origin (canonical links, the sitemap). */
export function pageUrl(origin: string, pathname: string): string {
  return origin.replace(/\/+$/, '') + tablePath(pathname);
}

/** The document title of a page: its own title and the site's name, or the site's title alone. */
export function documentTitle(title: string): string {
  return !title || title === DEFAULT_TITLE ? DEFAULT_TITLE : `${title} · ${SITE_NAME}`;
}
