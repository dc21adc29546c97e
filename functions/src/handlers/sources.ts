import { createSource, deleteSource, newsletterSources, renameSource } from '../domain/lists';
import type { Handler } from '../http/handler-types';

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
