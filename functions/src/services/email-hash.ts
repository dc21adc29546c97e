import { createHmac } from 'node:crypto';
import { emailKey } from '@listkeep/common';

/**
 * A keyed hash of an address, for records that must prove an opt-in or
 * opt-out without keeping the address itself (the privacy policy's "hashed
 * record"). Keyed, so a leaked record cannot be reversed by hashing guesses
 * without the server's secret.
 */
export function hashEmail(secret: string, email: string): string {
  return createHmac('sha256', secret).update(emailKey(email)).digest('base64url');
}

const LOCAL_SECRET = 'listkeep-local-only-secret';

export function hashSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.LISTKEEP_HASH_SECRET;
  if (secret) return secret;
  if (env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error('LISTKEEP_HASH_SECRET must be set in production');
  }
  return LOCAL_SECRET;
}
