import { createApiKey, deleteApiKey, listApiKeys } from '../domain/api-keys';
import type { Handler } from '../http/handler-types';

export const createApiKeyHandler: Handler<'createApiKey'> = async (input, { deps, user }) =>
  createApiKey(deps, user, input);

export const listApiKeysHandler: Handler<'listApiKeys'> = async (input, { deps, user }) => ({
  apiKeys: await listApiKeys(deps, user.uid, input.teamID),
});

export const deleteApiKeyHandler: Handler<'deleteApiKey'> = async (input, { deps, user }) => {
  await deleteApiKey(deps, user.uid, input.id);
  return { ok: true };
};
