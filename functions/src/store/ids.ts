import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
const LIMIT = 248;

/** A random document id: 20 characters of [A-Za-z0-9], like Firestore's auto ids (about 119 bits). */
export function randomId(length = 20): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < LIMIT) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}
