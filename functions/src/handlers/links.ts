import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CallName } from '@listkeep/common';
import { createLink, linkAction, oneClickUnsubscribe, openLink, openNewsletter } from '../domain/links';
import {
  confirmSubscribe,
  emailAction,
  openConfirmation,
  sweepPendingNowAndThen,
  type EmailActionResult,
} from '../domain/public-subscribe';
import { createTrackedLink, trackedLinkTarget } from '../domain/tracked-links';
import { ApiError } from '../http/api-error';
import type { Handler, PublicContext } from '../http/handler-types';
import { clientAddress } from '../services/client-address';
import { hashEmail } from '../services/email-hash';
import type { OutgoingMail } from '../services/mailer';
import type { RateRule } from '../services/rate-limit';

/** Requests per client address and minute on each public call. */
export const PER_CLIENT: RateRule = { limit: 30, windowMs: 60_000 };
/** Mail providers send one-click unsubscribes for many users from few addresses. */
export const ONE_CLICK_PER_CLIENT: RateRule = { limit: 300, windowMs: 60_000 };
/** POST /emailActionSubmit per address and hour, whoever sends it. */
export const PER_ADDRESS: RateRule = { limit: 5, windowMs: 3_600_000 };
/**
 * Every accepted POST /emailActionSubmit answers no sooner than this after its
 * rate checks, so its time does not tell whether the address is on the list.
 * It must exceed the store work plus the mail sending, which take well under
 * 250 ms locally; a slow SMTP relay in production needs more
 * (LISTKEEP_SUBMIT_FLOOR_MS), and a warning names every answer that overran it.
 */
export const SUBMIT_FLOOR_MS = submitFloorFromEnv();

export function submitFloorFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LISTKEEP_SUBMIT_FLOOR_MS?.trim();
  if (!raw) return 250;
  if (!/^\d+$/.test(raw)) throw new Error(`LISTKEEP_SUBMIT_FLOOR_MS must be a whole number of ms, not "${raw}"`);
  return Number(raw);
}

/** Sends the mails a public call decided on. What the answer says has happened already; a lost mail does not undo it. */
async function sendAll({ deps }: PublicContext, call: CallName, mails: readonly OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      console.error(`${call}: a mail could not be sent`, error);
    }
  }
}

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
  // Housekeeping before the floor starts: its time has nothing to do with the address.
  if (input.type === 'subscribe') await sweepPendingNowAndThen(deps);
  const started = performance.now();
  const floor = sleep(SUBMIT_FLOOR_MS);
  let result: EmailActionResult | null = null;
  let failure: unknown = null;
  try {
    result = await emailAction(deps, input);
  } catch (error) {
    failure = error;
    console.error('emailActionSubmit: the work behind the answer failed', error);
  }
  await sendAll(ctx, 'emailActionSubmit', result?.mails ?? []);
  const worked = performance.now() - started;
  if (worked > SUBMIT_FLOOR_MS) {
    console.warn(
      `emailActionSubmit: the work took ${Math.round(worked)} ms, over the ${SUBMIT_FLOOR_MS} ms floor; ` +
        'raise LISTKEEP_SUBMIT_FLOOR_MS so answer times do not tell who is on a list',
    );
  }
  await floor;
  // A subscribe that failed did nothing, so the page must not thank anyone. An
  // unsubscribe request answers the same either way: its work depends on
  // whether the address is on the list.
  if (failure !== null && input.type === 'subscribe') throw failure;
  return result?.answer ?? { ok: true };
};

export const linkOpenHandler: Handler<'linkOpen'> = async (input, ctx) => {
  await limitClient(ctx, 'linkOpen');
  if (input.type === 'confirmSubscribe') return { returnData: await openConfirmation(ctx.deps, input.linkID) };
  if ('linkID' in input) return { returnData: await openLink(ctx.deps, input.linkID) };
  return { returnData: await openNewsletter(ctx.deps, input.newsletterID) };
};

export const linkActionHandler: Handler<'linkAction'> = async (input, ctx) => {
  await limitClient(ctx, 'linkAction');
  if (input.type === 'confirmSubscribe') {
    // Only the holder of the mailbox has the token, so no floor hides this answer's time.
    const { answer, mails } = await confirmSubscribe(ctx.deps, input.token);
    await sendAll(ctx, 'linkAction', mails);
    return answer;
  }
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
  return { redirect: await trackedLinkTarget(ctx.deps, input, clientAddress(ctx.req, ctx.deps.clientAddressRule)) };
};

export const createLinkHandler: Handler<'createLink'> = async (input, { deps, user }) => ({
  linkID:
    input.type === 'url' ? await createTrackedLink(deps, user.uid, input) : await createLink(deps, user.uid, input),
});
