import { createEmail, deleteEmail, emailSubscribers, newsletterSubscribers, updateEmail } from '../domain/emails';
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
