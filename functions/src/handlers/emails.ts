import {
  addJoinedBatch,
  createEmail,
  deleteEmail,
  deleteTrackedLink,
  emailSubscribers,
  emailTrackedLinks,
  getEmailSend,
  mailMergeLinks,
  markSendBatch,
  newsletterSubscribers,
  planEmailSend,
  shortLinkTarget,
  trackedLinkTarget,
  updateEmail,
} from '../domain/emails';
import type { Handler } from '../http/handler-types';

export const createEmailHandler: Handler<'createEmail'> = async (input, { deps, user }) =>
  createEmail(deps, user.uid, input);

export const updateEmailHandler: Handler<'updateEmail'> = async (input, { deps, user }) => {
  await updateEmail(deps, user.uid, input);
  return { ok: true };
};

export const deleteEmailHandler: Handler<'deleteEmail'> = async (input, { deps, user }) => {
  await deleteEmail(deps, user.uid, input.id);
  return { ok: true };
};

export const emailSubscribersHandler: Handler<'emailSubscribers'> = async (input, { deps, user }) => ({
  subscribers: await emailSubscribers(deps, user.uid, input.emailID),
});

export const newsletterSubscribersHandler: Handler<'newsletterSubscribers'> = async (input, { deps, user }) => ({
  subscribers: await newsletterSubscribers(deps, user.uid, input.newsletterID, input.tag),
});

export const getEmailSendHandler: Handler<'getEmailSend'> = (input, { deps, user }) =>
  getEmailSend(deps, user.uid, input);

export const planEmailSendHandler: Handler<'planEmailSend'> = (input, { deps, user }) =>
  planEmailSend(deps, user.uid, input);

export const markSendBatchHandler: Handler<'markSendBatch'> = (input, { deps, user }) =>
  markSendBatch(deps, user.uid, input);

export const addJoinedBatchHandler: Handler<'addJoinedBatch'> = (input, { deps, user }) =>
  addJoinedBatch(deps, user.uid, input);

export const mailMergeLinksHandler: Handler<'mailMergeLinks'> = (input, { deps, user }) =>
  mailMergeLinks(deps, user.uid, input);

export const emailTrackedLinksHandler: Handler<'emailTrackedLinks'> = async (input, { deps, user }) =>
  emailTrackedLinks(deps, user.uid, input.emailID);

export const deleteTrackedLinkHandler: Handler<'deleteTrackedLink'> = async (input, { deps, user }) => {
  await deleteTrackedLink(deps, user.uid, input.linkID);
  return { ok: true };
};

export const trackedLinkHandler: Handler<'trackedLink'> = async (input, { deps, clientAddress }) => ({
  redirect: await trackedLinkTarget(deps, input, clientAddress()),
});

export const shortLinkHandler: Handler<'shortLink'> = async (input, { deps, clientAddress }) => ({
  redirect: await shortLinkTarget(deps, input.id, clientAddress()),
});
