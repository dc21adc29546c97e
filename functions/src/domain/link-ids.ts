import { randomBytes } from 'node:crypto';
import { SHORT_ID_LENGTH } from '@listkeep/common';
import { randomId } from '../store/ids';

/** A public link's id: 128 random bits, base64url, 22 characters that ZLinkId accepts. */
export const newLinkID = () => randomBytes(16).toString('base64url');

/** A short address's id: SHORT_ID_LENGTH letters and digits (ZShortLinkId). */
export const newShortID = () => randomId(SHORT_ID_LENGTH);
