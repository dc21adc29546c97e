/**
 * Sign-up forms on a sender's own website (docs/product.md §4, Sign-up forms):
 * a plain HTML form that posts to POST /api/subscribeForm, and a frame of the
 * /embed/sub page. Both start the same double opt-in as the subscribe page.
 * No zod here: the light recipient pages import this file.
 */
import { escapeHtml } from './footer';
import type { Language } from './i18n/languages';
import type { PageKey } from './i18n/pages/en';
import { SOURCE_QUERY } from './list-sources';
import { READER_ROUTES } from './routes';

/** Where a website's plain form posts to, on the site itself (Hosting sends /api/** to the API). */
export const SUBSCRIBE_FORM_ACTION = `/api${READER_ROUTES.subscribeForm.path}`;

/** The subscribe page that other sites may show in a frame; the only one. */
export const EMBED_SUB_PATH = '/embed/sub';

/** The page a website's form lands on after its post: what happened, with a way back to the sender's site. */
export const FORM_OUTCOME_PATH = '/link/signup';
export const OUTCOME_QUERY = 'outcome';

/** `?theme=` of the embedded page: its colours regardless of the reader's preference. */
export const THEME_QUERY = 'theme';
export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The size the frame code asks for; the page fits narrower and shorter boxes too. */
export const EMBED_FRAME = { width: 360, height: 220 } as const;

/**
 * What a form's post came to, as its landing page names it. Never the
 * address typed: it stays out of every URL.
 */
export const FORM_OUTCOMES = ['sent', 'invalid-email', 'not-accepting', 'not-found', 'rate-limited', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

export const isFormOutcome = (value: unknown): value is FormOutcome =>
  typeof value === 'string' && (FORM_OUTCOMES as readonly string[]).includes(value);

/** What the landing page says of each refusal, as its catalog key (a sent request says `checkInboxToConfirm`). */
export const FORM_OUTCOME_TEXT: Record<Exclude<FormOutcome, 'sent'>, PageKey> = {
  'invalid-email': 'formInvalidEmail',
  'not-accepting': 'notAccepting',
  'not-found': 'formNotFound',
  'rate-limited': 'formRateLimited',
  failed: 'formFailed',
};

/** The list and source a form names. */
export interface FormTarget {
  newsletterID: string;
  sourceID?: string;
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

function targetQuery({ newsletterID, sourceID }: FormTarget, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ newsletterID, ...(sourceID ? { [SOURCE_QUERY]: sourceID } : {}), ...extra }).toString();
}

/** The landing page of a form's post; ids of another shape are left out by the caller. */
export const formOutcomeUrl = (origin: string, outcome: FormOutcome, target: Partial<FormTarget>): string =>
  `${trimOrigin(origin)}${FORM_OUTCOME_PATH}?${new URLSearchParams({
    ...(target.newsletterID ? { newsletterID: target.newsletterID } : {}),
    ...(target.sourceID ? { [SOURCE_QUERY]: target.sourceID } : {}),
    [OUTCOME_QUERY]: outcome,
  })}`;

/** The embedded subscribe page's address. */
export const embedUrl = (origin: string, target: FormTarget, theme?: EmbedTheme): string =>
  `${trimOrigin(origin)}${EMBED_SUB_PATH}?${targetQuery(target, theme ? { [THEME_QUERY]: theme } : {})}`;

/** The theme an embedded page's address asks for, if it names one. */
export function embedThemeFrom(params: URLSearchParams): EmbedTheme | undefined {
  const theme = params.get(THEME_QUERY);
  return (EMBED_THEMES as readonly string[]).includes(theme ?? '') ? (theme as EmbedTheme) : undefined;
}

/**
 * A snippet's words, in the list's language (catalog keys `subscribeToList`
 * and `subscribe`); the mail a reader gets from the form follows it too.
 */
export interface SnippetWords {
  language: Language;
  /** "Subscribe to {list}", with the list's name. */
  subscribeTo: string;
  subscribe: string;
}

/**
 * The plain HTML form to paste into any page: no script, no style of its
 * own, so it takes the site's look. The email field is inside its label, so
 * two forms on one page need no distinct ids.
 */
export function signUpFormHtml(origin: string, target: FormTarget, words: SnippetWords): string {
  const hidden = (name: string, value: string) => `  <input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return [
    `<form action="${escapeHtml(trimOrigin(origin) + SUBSCRIBE_FORM_ACTION)}" method="post" accept-charset="UTF-8">`,
    `  <label>${escapeHtml(words.subscribeTo)}`,
    '    <input type="email" name="email" autocomplete="email" placeholder="you@example.com" required>',
    '  </label>',
    hidden('newsletterID', target.newsletterID),
    ...(target.sourceID ? [hidden(SOURCE_QUERY, target.sourceID)] : []),
    hidden('language', words.language),
    `  <button type="submit">${escapeHtml(words.subscribe)}</button>`,
    '</form>',
  ].join('\n');
}

/** The frame to paste into any page; its page speaks the reader's language, its title the list's. */
export function embedFrameHtml(origin: string, target: FormTarget, words: Pick<SnippetWords, 'subscribeTo'>): string {
  const { width, height } = EMBED_FRAME;
  return (
    `<iframe src="${escapeHtml(embedUrl(origin, target))}" title="${escapeHtml(words.subscribeTo)}" ` +
    `width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
