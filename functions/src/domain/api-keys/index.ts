/** API keys: a team's keys for its own tools, and who a call of the REST API under /api/v1 comes from. */
export { createApiKey, deleteApiKey, listApiKeys } from './api-keys';
export { authenticateApiKey, type KeyCaller } from './key-auth';
