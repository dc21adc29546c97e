import { createTrackedLink } from '../domain/emails';
import { NOT_ACCEPTING_TEXT, formOutcomeUrl, isNotAccepting } from '@listkeep/common';
import { DomainError } from '../domain/errors';
import {
  confirmSubscribe,
  consentChainPage,
  consentReceipt,
  createLink,
  emailAction,
  linkAction,
  oneClickUnsubscribe,
  openConfirmation,
  openLink,
  openNewsletter,
} from '../domain/recipients';
import type { Handler } from '../http/handler-types';

export const emailActionSubmitHandler: Handler<'emailActionSubmit'> = async (input, { deps, acceptedLanguage }) => {
  try {
    return await emailAction(deps, { ...input, language: input.language ?? acceptedLanguage });
  } catch (error) {
    // The address's budget is spent alike for every address (domain/mail-budgets.ts): its 429 tells nothing.
    if (error instanceof DomainError && error.code === 'rate-limited') throw error;
    console.error('emailActionSubmit: the work behind the answer failed', error);
    // A subscribe that failed did nothing, so the page must not thank anyone. An
    // unsubscribe request answers the same either way: its work depends on
    // whether the address is on the list.
    if (input.type === 'subscribe') throw error;
    return { ok: true };
  }
};

/** A website's sign-up form: the subscribe page's request, answered with its landing page (common/src/sign-up-forms.ts). */
export const subscribeFormHandler: Handler<'subscribeForm'> = async (input, { deps, acceptedLanguage }) => {
  const { email, newsletterID, sourceID } = input;
  const language = input.language ?? acceptedLanguage;
  const answer = await emailAction(deps, {
    type: 'subscribe',
    email,
    newsletterID,
    ...(sourceID ? { sourceID } : {}),
    language,
  });
  if (isNotAccepting(answer)) throw new DomainError('conflict', NOT_ACCEPTING_TEXT);
  return { redirect: formOutcomeUrl(deps.publicUrl, 'sent', { newsletterID, sourceID }) };
};

export const linkOpenHandler: Handler<'linkOpen'> = async (input, { deps }) => {
  if (input.type === 'confirmSubscribe') return { returnData: await openConfirmation(deps, input.linkID) };
  if ('linkID' in input) return { returnData: await openLink(deps, input.linkID) };
  return { returnData: await openNewsletter(deps, input.newsletterID) };
};

export const linkActionHandler: Handler<'linkAction'> = async (input, { deps, acceptedLanguage }) => {
  if (input.type === 'confirmSubscribe') {
    // Only the holder of the mailbox has the token, so no floor hides this answer's time.
    return confirmSubscribe(deps, input.token);
  }
  const { lists, awaitingConfirmation } = await linkAction(deps, {
    ...input,
    language: input.language ?? acceptedLanguage,
  });
  // Named only when there is one: the answer is otherwise the one of `LinkActionAnswer` (common/src/entities.ts).
  return { ok: true, subscribedLists: lists, ...(awaitingConfirmation.length > 0 ? { awaitingConfirmation } : {}) };
};

export const oneClickUnsubscribeHandler: Handler<'oneClickUnsubscribe'> = async (input, { deps }) => {
  await oneClickUnsubscribe(deps, input.linkID);
  return { ok: true };
};

export const oneClickUnsubscribePageHandler: Handler<'oneClickUnsubscribePage'> = async (input, { deps }) => ({
  redirect: `${deps.publicUrl}/link/unsub/${input.linkID}`,
});

export const consentReceiptHandler: Handler<'consentReceipt'> = async (input, { deps }) =>
  consentReceipt(deps, input.linkID);

export const createLinkHandler: Handler<'createLink'> = async (input, { deps, user }) =>
  input.type === 'url' ? createTrackedLink(deps, user.uid, input) : { linkID: await createLink(deps, user.uid, input) };

export const consentChainHandler: Handler<'consentChain'> = async (input, { deps, user }) =>
  consentChainPage(deps, user.uid, input);
