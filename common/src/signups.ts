/**
 * Public sign-ups a list does not take, and what the recipient and the team
 * are told about them. No zod here: the light /link pages import this file.
 */
import { countText, pluralize } from './count-text';
import { formatMessage, type MessageValues } from './i18n/format';
import { PAGES_EN, type PageKey } from './i18n/pages/en';
import type { RefusedSignupsWarning } from './entities';

export { NOT_ACCEPTING_REASON, isNotAccepting } from './not-accepting';

/**
 * The recipient pages' words on sign-ups in English, as the landing page's
 * demo, the owner's notice and the tests quote them; every language's text is
 * in the pages' catalogs (common/src/i18n/pages).
 */
const en = (key: PageKey, values?: MessageValues) => formatMessage('en', PAGES_EN[key], values);

/**
 * What the subscribe page says when the list took nobody. It says nothing
 * about the address, since the refusal never depends on it.
 */
export const NOT_ACCEPTING_TEXT = en('notAccepting');

/**
 * Public sign-ups are confirmed from the mailbox (double opt-in): the
 * subscribe page only sends a confirmation mail, and the address joins the
 * list when the link in it is used.
 */
export const checkInboxToConfirmText = (listName: string) =>
  en('checkInboxToConfirm', { named: listName ? 'yes' : 'no', list: listName });

/** The unsubscribe page's answer: a link to confirm was mailed (if the address is on the list; it never says). */
export const CHECK_INBOX_TO_UNSUBSCRIBE_TEXT = en('checkInboxToUnsubscribe');

/** The subscribe and unsubscribe pages' word on something that is not an address (`looksLikeEmail`). */
export const INVALID_EMAIL_TEXT = en('invalidEmail');

/** What the confirmation page says once the address is on the list. */
export const subscribedText = (listName: string) =>
  en('subscribedText', { named: listName ? 'yes' : 'no', list: listName });

export const planLimitReached = (planName: string, maxSubscribers: number) =>
  `the team reached the ${planName} plan's ${countText(maxSubscribers, 'subscriber')}`;

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The dashboard warning's sentence, e.g. "3 sign-ups to Weekly were turned away because …". */
export function refusedSignupsText(
  warning: Pick<RefusedSignupsWarning, 'count' | 'newsletterNames' | 'planName' | 'maxSubscribers'>,
): string {
  const what = countText(warning.count, 'sign-up');
  const lists = warning.newsletterNames.length > 0 ? ` to ${joinNames(warning.newsletterNames)}` : '';
  const verb = pluralize(warning.count, 'was', 'were');
  return `${what}${lists} ${verb} turned away because ${planLimitReached(warning.planName, warning.maxSubscribers)}.`;
}

/**
 * What the warning asks for. Only the owner can change the plan, so the
 * owner gets a link to the pricing page and everyone else a pointer to them.
 */
export const REFUSED_SIGNUPS_ACTION = {
  ownerRest: ' or remove subscribers.',
  member: 'Ask the team owner to upgrade or remove subscribers.',
} as const;

/** The 409 of POST /dismissRefusedSignups when more were refused after the warning was read. */
export const REFUSED_SIGNUPS_CHANGED =
  'More sign-ups were turned away since this warning was shown. Please look again.';
