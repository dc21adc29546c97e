import { deleteTrackedLink, emailTrackedLinks } from '../domain/emails';
import type { Handler } from '../http/handler-types';

export const emailTrackedLinksHandler: Handler<'emailTrackedLinks'> = async (input, { deps, user }) =>
  emailTrackedLinks(deps, user.uid, input.emailID);

export const deleteTrackedLinkHandler: Handler<'deleteTrackedLink'> = async (input, { deps, user }) => {
  await deleteTrackedLink(deps, user.uid, input.linkID);
  return { ok: true };
};
