import { API_KEY_LIMITS } from '@listkeep/common';
import { sweepPendingNowAndThen } from '../domain/recipients';
import type { Policies, RateLimit } from '../http/policy';

/** Requests per client address and minute on each public call. */
export const PER_CLIENT: RateLimit = { per: 'client', limit: 30, windowMs: 60_000 };
/** Mail providers send one-click unsubscribes for many users from few addresses. */
export const ONE_CLICK_PER_CLIENT: RateLimit = { per: 'client', limit: 300, windowMs: 60_000 };

/** Requests per API key and minute, over all the calls under /v1 together. */
export const PER_KEY: RateLimit = {
  per: 'key',
  limit: API_KEY_LIMITS.requestsPerMinute,
  windowMs: 60_000,
  shards: API_KEY_LIMITS.rateShards,
};

/** What the router applies around each call's handler (http/policy.ts). */
export const policies: Policies = {
  // Reads nothing: no limit.
  getVersion: {},
  // A redirect to the recipient page, with nothing looked up.
  oneClickUnsubscribePage: {},
  linkOpen: { rateLimits: [PER_CLIENT] },
  linkAction: { rateLimits: [PER_CLIENT] },
  consentReceipt: { rateLimits: [PER_CLIENT] },
  // A token is 190 random bits; the limit keeps guessing at them pointless as well as hopeless.
  getInvitation: { rateLimits: [PER_CLIENT] },
  trackedLink: { rateLimits: [PER_CLIENT] },
  shortLink: { rateLimits: [PER_CLIENT] },
  oneClickUnsubscribe: { rateLimits: [ONE_CLICK_PER_CLIENT] },
  // Open to visitors through the contact page, and each one mails the support inbox.
  feedback: { rateLimits: [PER_CLIENT] },
  // Each invitation mails an address the inviter names; its budgets, and the address's that it shares
  // with the public pages' requests, are counted with the invitation once it passes its checks
  // (domain/mail-budgets.ts), so a refused one spends nothing.
  // A page of new links per call, checked against the caller's role; a long list takes many
  // calls in a row, so a rate limit would cut an export of one short.
  mailMergeLinks: {},
  v1Lists: { rateLimits: [PER_KEY] },
  v1Subscribers: { rateLimits: [PER_KEY] },
  v1Subscriber: { rateLimits: [PER_KEY] },
  v1AddSubscriber: { rateLimits: [PER_KEY] },
  v1UpdateSubscriber: { rateLimits: [PER_KEY] },
  v1Unsubscribe: { rateLimits: [PER_KEY] },
  v1Emails: { rateLimits: [PER_KEY] },
  emailActionSubmit: {
    // The address's budget is counted in the work, past the list's checks (domain/mail-budgets.ts).
    rateLimits: [PER_CLIENT],
    // Housekeeping before the floor starts: its time has nothing to do with the address.
    upkeep: async (deps, input) => {
      if (input.type === 'subscribe') await sweepPendingNowAndThen(deps);
    },
    // Its answer time must not tell whether the address is on the list.
    answerFloor: true,
  },
  // The same request from a website's form, with the same protections.
  subscribeForm: { rateLimits: [PER_CLIENT], upkeep: sweepPendingNowAndThen, answerFloor: true },
};
