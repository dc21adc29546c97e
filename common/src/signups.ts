/**
 * Public sign-ups a list does not take, and what the recipient and the team
 * are told about them. No zod here: the light /link pages import this file.
 */
import { countText, pluralize } from './count-text';
import type { RefusedSignupsWarning } from './entities';

/**
 * The reason of POST /emailActionSubmit's refusal: the list is unknown or
 * blocks subscriptions, or its team is at its plan's subscriber limit.
 */
export const NOT_ACCEPTING_REASON = 'not-accepting';

/**
 * What the subscribe page says when the list took nobody. It says nothing
 * about the address, since the refusal never depends on it.
 */
export const NOT_ACCEPTING_TEXT = 'This list is not taking new subscribers right now.';

/**
 * Public sign-ups are confirmed from the mailbox (double opt-in): the
 * subscribe page only sends a confirmation mail, and the address joins the
 * list when the link in it is used. These are the texts of that exchange.
 */

/** The subscribe page's thanks: nothing has happened yet but a mail. */
export function checkInboxToConfirmText(listName: string): string {
  const list = listName ? ` to ${listName}` : '';
  return `Thanks! Check your inbox: we sent you a link to confirm your subscription${list}.`;
}

/** The unsubscribe page's answer: a link to confirm was mailed (if the address is on the list; it never says). */
export const CHECK_INBOX_TO_UNSUBSCRIBE_TEXT =
  'Check your inbox: we sent you a link to confirm that you want to unsubscribe.';

/** The subscribe and unsubscribe pages' word on something that is not an address (`looksLikeEmail`). */
export const INVALID_EMAIL_TEXT = 'Please enter a valid email address.';

/** What the confirmation page says once the address is on the list. */
export const subscribedText = (listName: string) =>
  listName ? `You're subscribed to ${listName}.` : "You're subscribed.";

/** The confirmation page for an unknown, expired, replaced or no longer used link. */
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid.';
export const CONFIRM_LINK_INVALID_HELP =
  "It may have expired (links work for 7 days) or been replaced by a newer one. Use the latest mail, or subscribe again on the list's page.";

/** The last line of the confirmation mail: it goes to whatever address was typed in. */
export const CONFIRM_MAIL_IGNORE = "If this wasn't you, ignore this mail; nothing happens.";

/** Whether an answer of POST /emailActionSubmit, or of a confirmation (POST /linkAction), is the refusal. */
export function isNotAccepting(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const { ok, reason } = answer as { ok?: unknown; reason?: unknown };
  return ok === false && reason === NOT_ACCEPTING_REASON;
}

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
