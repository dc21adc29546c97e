import { randomBytes } from 'node:crypto';

/** A public link's id: 128 random bits, base64url, 22 characters that ZLinkId accepts. */
export const newLinkID = () => randomBytes(16).toString('base64url');
