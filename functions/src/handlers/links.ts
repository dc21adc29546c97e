import { setTimeout as sleep } from 'node:timers/promises';
import type { CallName } from '@listkeep/common';
import { createLink, emailAction, linkAction, oneClickUnsubscribe, openLink, openNewsletter } from '../domain/links';
import { trackedLinkTarget } from '../domain/tracked-links';
import { ApiError } from '../http/api-error';
import type { Handler, PublicContext } from '../http/handler-types';
import { clientAddress } from '../services/client-address';
import { hashEmail } from '../services/email-hash';
import type { RateRule } from '../services/rate-limit';

/** Requests per client address and minute on each public call. */
export const PER_CLIENT: RateRule = { limit: 30, windowMs: 60_000 };
/** Mail providers send one-click unsubscribes for many users from few addresses. */
export const ONE_CLICK_PER_CLIENT: RateRule = { limit: 300, windowMs: 60_000 };
/** POST /emailActionSubmit per address and hour, whoever sends it. */
export const PER_ADDRESS: RateRule = { limit: 5, windowMs: 3_600_000 };
/**
 * Every accepted POST /emailActionSubmit answers no sooner than this after its
 * rate checks, so its time does not tell whether the address is on the list:
 * the store work and mail sending take well under it locally (README).
 */
export const SUBMIT_FLOOR_MS = 250;

async function limitClient({ deps, req }: PublicContext, call: CallName, rule = PER_CLIENT): Promise<void> {
  if (!(await deps.rateLimiter.allow(`client:${call}:${clientAddress(req, deps.clientAddressRule)}`, rule))) {
    throw new ApiError('rate-limited', 'Too many requests from your network. Please wait a minute and try again.');
  }
}

export const emailActionSubmitHandler: Handler<'emailActionSubmit'> = async (input, ctx) => {
  const { deps } = ctx;
  await limitClient(ctx, 'emailActionSubmit');
  if (!(await deps.rateLimiter.allow(`address:${hashEmail(deps.hashSecret, input.email)}`, PER_ADDRESS))) {
    throw new ApiError('rate-limited', 'Too many requests for this address. Please try again in an hour.');
  }
  const floor = sleep(SUBMIT_FLOOR_MS);
  try {
    for (const mail of await emailAction(deps, input)) await deps.mailer.send(mail);
  } catch (error) {
    // The answer must not tell whether there was anything to do.
    console.error('emailActionSubmit: the work behind the answer failed', error);
  }
  await floor;
  return { ok: true };
};

export const linkOpenHandler: Handler<'linkOpen'> = async (input, ctx) => {
  await limitClient(ctx, 'linkOpen');
  if ('linkID' in input) return { returnData: await openLink(ctx.deps, input.linkID) };
  return { returnData: await openNewsletter(ctx.deps, input.newsletterID) };
};

export const linkActionHandler: Handler<'linkAction'> = async (input, ctx) => {
  await limitClient(ctx, 'linkAction');
  return { ok: true, subscribedLists: await linkAction(ctx.deps, input) };
};

export const oneClickUnsubscribeHandler: Handler<'oneClickUnsubscribe'> = async (input, ctx) => {
  await limitClient(ctx, 'oneClickUnsubscribe', ONE_CLICK_PER_CLIENT);
  await oneClickUnsubscribe(ctx.deps, input.linkID);
  return { ok: true };
};

export const oneClickUnsubscribePageHandler: Handler<'oneClickUnsubscribePage'> = async (input, { deps }) => ({
  redirect: `${deps.publicUrl}/link/unsub/${input.linkID}`,
});

export const trackedLinkHandler: Handler<'trackedLink'> = async (input, ctx) => {
  await limitClient(ctx, 'trackedLink');
  return { redirect: await trackedLinkTarget(ctx.deps, input) };
};

export const createLinkHandler: Handler<'createLink'> = async (input, { deps, user }) => ({
  linkID: await createLink(deps, user.uid, input),
});
