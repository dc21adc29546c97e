import type { CallName, ParsedInput, ROUTES } from '@listkeep/common';
import type { Deps } from '../services/deps';
import type { RateRule } from '../services/rate-limit';

/**
 * Whose requests one rate limit counts together: the client's network
 * address, or the API key (counted over all the calls it makes). Limits per
 * email address are counted by the work that mails, after its checks
 * (domain/mail-budgets.ts).
 */
export type RateKey = 'client' | 'key';

export interface RateLimit extends RateRule {
  per: RateKey;
  /**
   * Windows the count is spread over, each allowing an equal share, one
   * picked at random per request (and the others tried when it is full), so
   * a busy caller's writes do not all land on one document.
   */
  shards?: number;
}

/** What the router applies around a call's handler, besides its auth mode and body kind (common/src/routes.ts). */
export interface Policy<K extends CallName> {
  /** Checked in order once the input parses; the first one over its limit answers 429. */
  rateLimits?: readonly RateLimit[];
  /** Upkeep run after the rate checks and before the answer floor starts: work whose time says nothing of the input. */
  upkeep?(deps: Deps, input: ParsedInput<K>): Promise<void>;
  /** The answer, or the error, comes no sooner than the edge's answer floor (http/answer-floor.ts). */
  answerFloor?: boolean;
}

type PublicCall = { [K in CallName]: (typeof ROUTES)[K]['auth'] extends 'public' | 'key' ? K : never }[CallName];

/** Every public call and every call with an API key declares its policy (leaving one out does not compile); signed-in calls may. */
export type Policies = { [K in PublicCall]: Policy<K> } & { [K in CallName]?: Policy<K> };
