import { randomBytes, randomInt } from 'node:crypto';
import { SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from '@listkeep/common';

/** A public link's id: 128 random bits, base64url, 22 characters that ZLinkId accepts. */
export const newLinkID = () => randomBytes(16).toString('base64url');

/** A short address's id: SHORT_ID_LENGTH characters drawn evenly from the alphabet (ZShortLinkId). */
export const newShortID = () =>
  Array.from({ length: SHORT_ID_LENGTH }, () => SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)]).join('');
