import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@listkeep/common';
import { randomId } from '../../store/ids';

/**
 * A new key: its id (also the document's) and 256 random bits. A key is
 * random and long, so a fast hash is enough to keep it: there is no
 * dictionary to try, and every request checks one.
 */
export function newKey(): { id: string; key: string } {
  const id = randomId();
  return { id, key: `${API_KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}` };
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether `key` is the one whose hash was kept, compared in constant time. */
export function keyMatches(key: string, keptHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const kept = Buffer.from(keptHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
