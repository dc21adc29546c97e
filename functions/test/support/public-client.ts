import { randomInt } from 'node:crypto';

/**
 * An X-Forwarded-For of a client of its own, so the per-client limits of the
 * public calls one test makes never touch another's.
 */
export const newClient = (): Record<string, string> => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});
