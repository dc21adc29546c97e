/**
 * Public sign-ups a list does not take, and what the recipient and the team
 * are told about them. No zod here: the light /link pages import this file.
 */
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

/** Whether an answer of POST /emailActionSubmit is the refusal. */
export function isNotAccepting(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const { ok, reason } = answer as { ok?: unknown; reason?: unknown };
  return ok === false && reason === NOT_ACCEPTING_REASON;
}

export const planLimitReached = (planName: string, maxSubscribers: number) =>
  `the team reached the ${planName} plan's ${maxSubscribers} subscribers`;

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The dashboard warning's sentence, e.g. "3 sign-ups to Weekly were turned away because …". */
export function refusedSignupsText(
  warning: Pick<RefusedSignupsWarning, 'count' | 'newsletterNames' | 'planName' | 'maxSubscribers'>,
): string {
  const what = warning.count === 1 ? '1 sign-up' : `${warning.count} sign-ups`;
  const lists = warning.newsletterNames.length > 0 ? ` to ${joinNames(warning.newsletterNames)}` : '';
  const verb = warning.count === 1 ? 'was' : 'were';
  return `${what}${lists} ${verb} turned away because ${planLimitReached(warning.planName, warning.maxSubscribers)}.`;
}

/**
 * What the warning asks for. Only the owner can change the plan, so the
 * owner gets a link to the pricing page and everyone else a pointer to them.
 */
export const REFUSED_SIGNUPS_ACTION = {
  ownerLink: 'Upgrade',
  ownerRest: ' or remove subscribers.',
  member: 'Ask the team owner to upgrade or remove subscribers.',
} as const;

/** The 409 of POST /dismissRefusedSignups when more were refused after the warning was read. */
export const REFUSED_SIGNUPS_CHANGED =
  'More sign-ups were turned away since this warning was shown. Please look again.';
