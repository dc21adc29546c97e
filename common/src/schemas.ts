/** Reusable zod building blocks for API input. */
import { z } from 'zod';
import { MAX } from './limits';
import { isValidEmail, normalizeEmail } from './email';
import { INVITABLE_ROLES } from './roles';
import { TIERS } from './tiers';
import { WEB_ADDRESS_MESSAGE, webAddressProblem } from './url';

export const ZId = z
  .string({ error: 'Must be an id.' })
  .min(1, 'Must not be empty.')
  .max(MAX.id, `Must be at most ${MAX.id} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be an id of letters, digits, - and _.');

export const text = (max: number) =>
  z.string({ error: 'Must be text.' }).max(max, `Must be at most ${max} characters.`);

export const requiredText = (max: number, emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, `Must be at most ${max} characters.`);

export const ZEmail = z
  .string({ error: 'Please enter an email address.' })
  .trim()
  .min(1, 'Please enter an email address.')
  .max(MAX.email, `An email address has at most ${MAX.email} characters.`)
  .refine(isValidEmail, 'Please enter a valid email address.')
  .transform(normalizeEmail);

export const ZTier = z.enum(TIERS, { error: `Must be one of ${TIERS.join(', ')}.` });
export const ZInvitableRole = z.enum(INVITABLE_ROLES, { error: `Must be one of ${INVITABLE_ROLES.join(', ')}.` });

export const ZBool = z.boolean({ error: 'Must be true or false.' });

/** A sender's own web address, as a tracked link leads to it. */
export const ZWebAddress = z
  .string({ error: WEB_ADDRESS_MESSAGE })
  .trim()
  .check((ctx) => {
    const problem = webAddressProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
