/**
 * API keys (docs/product.md §4 API keys): what a key looks like, what its
 * scopes allow, and the words the API and the dashboard say about keys.
 * The figures are API_KEY_LIMITS in limits.ts.
 */
/** read: the GET calls of /api/v1; write: those and the calls that change subscribers. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/**
 * A key is `lk_`, its id (20 letters and digits, which the list of keys
 * shows so a person can tell which key a tool holds), `_`, and 43 characters
 * of base64url: 256 random bits. The prefix makes a leaked key recognisable
 * to secret scanners and to people.
 */
export const API_KEY_PREFIX = 'lk_';
export const API_KEY_PATTERN = /^lk_([A-Za-z0-9]{20})_([A-Za-z0-9_-]{43})$/;

/** The id a key carries, or null when the text is not a key's shape. */
export function apiKeyID(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** The OpenAPI security scheme of the calls under /api/v1, which the API reference page names. */
export const API_KEY_SCHEME = 'apiKey';

/** The part of a key the list of keys shows: its prefix and id. */
export const apiKeyHint = (id: string): string => `${API_KEY_PREFIX}${id}_…`;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name the key after the tool that will use it.',
  /** Any key that is not one, unknown, revoked, or of a team that is gone: the same answer for all. */
  invalid: 'This API key is not valid. It may have been revoked; create a new one in the Team tab.',
  missing: 'Send an API key as `Authorization: Bearer <key>`. Team owners and admins create keys in the Team tab.',
  creatorLeft:
    "This API key's creator is no longer an owner or admin of the team, so it stopped working. Create a new one.",
  readOnly: 'This API key can only read. Create a key with read and write access for this call.',
  tooMany: 'Too many requests with this API key. Please wait a minute and try again.',
  shownOnce: 'Copy the key now: you will not see it again.',
} as const;
