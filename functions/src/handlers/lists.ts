import {
  createNewsletter,
  createSource,
  deleteNewsletter,
  deleteSource,
  newsletterSources,
  renameSource,
  updateNewsletter,
  updateNewsletterFooter,
} from '../domain/lists';
import type { Handler } from '../http/handler-types';

export const createNewsletterHandler: Handler<'createNewsletter'> = async (input, { deps, user }) => {
  const newsletter = await createNewsletter(deps, user.uid, input);
  return { id: newsletter.id, newsletter };
};

export const updateNewsletterHandler: Handler<'updateNewsletter'> = async (input, { deps, user }) => {
  await updateNewsletter(deps, user.uid, input);
  return { ok: true };
};

export const deleteNewsletterHandler: Handler<'deleteNewsletter'> = async (input, { deps, user }) => {
  await deleteNewsletter(deps, user.uid, input.id);
  return { ok: true };
};

export const updateNewsletterFooterHandler: Handler<'updateNewsletterFooter'> = async (input, { deps, user }) => {
  return { customFooterHtml: await updateNewsletterFooter(deps, user.uid, input) };
};

export const newsletterSourcesHandler: Handler<'newsletterSources'> = async (input, { deps, user }) =>
  newsletterSources(deps, user.uid, input.newsletterID);

export const createSourceHandler: Handler<'createSource'> = async (input, { deps, user }) => ({
  source: await createSource(deps, user.uid, input),
});

export const renameSourceHandler: Handler<'renameSource'> = async (input, { deps, user }) => {
  await renameSource(deps, user.uid, input);
  return { ok: true };
};

export const deleteSourceHandler: Handler<'deleteSource'> = async (input, { deps, user }) => {
  await deleteSource(deps, user.uid, input.id);
  return { ok: true };
};
