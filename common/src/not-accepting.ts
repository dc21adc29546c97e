/** The refusal of a public sign-up. No zod and no texts here: the light /link pages import this file. */

/**
 * The reason of POST /emailActionSubmit's refusal: the list is unknown or
 * blocks subscriptions, or its team is at its plan's subscriber limit.
 */
export const NOT_ACCEPTING_REASON = 'not-accepting';

/** Whether an answer of POST /emailActionSubmit, or of a confirmation (POST /linkAction), is the refusal. */
export function isNotAccepting(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const { ok, reason } = answer as { ok?: unknown; reason?: unknown };
  return ok === false && reason === NOT_ACCEPTING_REASON;
}
