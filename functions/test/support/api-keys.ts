import type { ApiKeyScope } from '@listkeep/common';
import { call, created } from './client';
import type { Owner } from './fixtures';
import type { TestUser } from './identities';

/** A new API key of the team, made by `as` (the owner unless said): the key itself and its id. */
export async function newKey(team: Owner, scope: ApiKeyScope = 'read', as: TestUser = team) {
  const { apiKey, key } = created(await call('createApiKey', { teamID: team.teamID, name: 'Website', scope }, { as }));
  return { key, id: apiKey.id };
}
