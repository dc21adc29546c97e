/** Reusable zod building blocks for API input. */
import { z } from 'zod';
import { countText } from './count-text';
import { MAX } from './limits';
import { SOURCE_ID_PATTERN } from './list-sources';
import { SHORT_ID_LENGTH, SHORT_ID_PATTERN } from './short-links';
import { isValidEmail, normalizeEmail } from './email';
import { INVITABLE_ROLES } from './roles';
import { isReturnPath, RETURN_PATH_MESSAGE } from './return-path';
import { API_TIERS, tierOf } from './tiers';
import { LANGUAGES } from './i18n/languages';
import { WEB_ADDRESS_MESSAGE, webAddressProblem } from './url';

/**
 * The kinds of id the API takes, each with exactly the alphabet and length
 * the server makes it in, so an id from a caller can never name one of the
 * store's reserved documents (`__…__`, `.`, `..`, paths with `/`), which
 * SQLite and Firestore both refuse. `noun` is what a not-found answer calls
 * the thing, as the domain does for an unknown id of the right shape.
 */
export const ID_KINDS = {
  /** Automatic ids (the store's `doc()`, Firestore's auto ids): 20 letters and digits. */
  team: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'a team id (20 letters and digits)', noun: 'Team' },
  list: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'a newsletter id (20 letters and digits)', noun: 'Newsletter' },
  email: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'an email log id (20 letters and digits)', noun: 'Email' },
  /** Derived from the team and the address: `<team id>_<27 characters of base64url>`. */
  subscriber: {
    pattern: /^[A-Za-z0-9]{20}_[A-Za-z0-9_-]{27}$/,
    shape: 'a subscriber id (team id, _ and 27 characters)',
    noun: 'Subscriber',
  },
  /**
   * Links and tracked links: 128 random bits in base64url, 22 characters whose
   * last carries only 2 bits (A, Q, g or w), so none ends in `__`.
   */
  link: { pattern: /^[A-Za-z0-9_-]{21}[AQgw]$/, shape: 'a link id (22 characters)', noun: 'Link' },
  /** A short tracked address's id (common/src/short-links.ts): random letters and digits. */
  shortLink: {
    pattern: SHORT_ID_PATTERN,
    shape: `a short link id (${SHORT_ID_LENGTH} letters and digits)`,
    noun: 'Link',
  },
  /** Firebase Auth uids: up to 128 letters and digits (28 when Firebase makes them). */
  user: { pattern: /^[A-Za-z0-9]{1,128}$/, shape: 'a user id (letters and digits)', noun: 'User' },
  /** A list's source (common/src/list-sources.ts): an automatic id. */
  source: { pattern: SOURCE_ID_PATTERN, shape: 'a source id (20 letters and digits)', noun: 'Source' },
  /** A notice on the caller's own profile (common/src/access-notices.ts): 20 random letters and digits. */
  notice: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'a notice id (20 letters and digits)', noun: 'Notice' },
  /** An entry of a team's import history: 20 random letters and digits. */
  import: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'an import id (20 letters and digits)', noun: 'Import' },
  /** A subscriber job (common/src/subscriber-jobs.ts): 20 random letters and digits. */
  job: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'a job id (20 letters and digits)', noun: 'Job' },
  /** An API key's id (common/src/api-keys.ts): 20 random letters and digits, also the key's visible part. */
  apiKey: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'an API key id (20 letters and digits)', noun: 'API key' },
  /** A webhook endpoint's id: 20 random letters and digits. */
  webhook: { pattern: /^[A-Za-z0-9]{20}$/, shape: 'a webhook id (20 letters and digits)', noun: 'Webhook' },
  /** A webhook delivery's id: 20 random letters and digits. */
  webhookDelivery: {
    pattern: /^[A-Za-z0-9]{20}$/,
    shape: 'a delivery id (20 letters and digits)',
    noun: 'Webhook delivery',
  },
  /** The token of an invitation's link: 32 random letters and digits. */
  invitation: {
    pattern: /^[A-Za-z0-9]{32}$/,
    shape: 'an invitation token (32 letters and digits)',
    noun: 'Invitation',
  },
} as const;

export type IdKind = keyof typeof ID_KINDS;

/** Set on the issue of an id of the wrong shape, so the API can answer it like an unknown id. */
export interface IdIssueParams {
  idKind: IdKind;
}

function id(kind: IdKind) {
  const { pattern, shape } = ID_KINDS[kind];
  return z
    .string({ error: `Must be ${shape}.` })
    .check((ctx) => {
      if (pattern.test(ctx.value)) return;
      const params: IdIssueParams = { idKind: kind };
      ctx.issues.push({ code: 'custom', message: `Must be ${shape}.`, input: ctx.value, params });
    })
    .meta({ description: `${shape[0].toUpperCase()}${shape.slice(1)}.`, pattern: pattern.source });
}

export const ZTeamId = id('team');
export const ZListId = id('list');
export const ZEmailId = id('email');
export const ZSubscriberId = id('subscriber');
export const ZLinkId = id('link');
export const ZShortLinkId = id('shortLink');
export const ZUserId = id('user');
export const ZNoticeId = id('notice');
export const ZSourceId = id('source');
export const ZImportId = id('import');
export const ZSubscriberJobId = id('job');
export const ZInvitationToken = id('invitation');
export const ZApiKeyId = id('apiKey');
export const ZWebhookId = id('webhook');
export const ZWebhookDeliveryId = id('webhookDelivery');

/**
 * The one rule every text the API takes keeps, whatever its field: no NUL
 * character (stores and mail programs cut text there) and no lone half of a
 * UTF-16 surrogate pair (no character at all; UTF-8 cannot store it).
 */
const UNREADABLE_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNREADABLE_TEXT_MESSAGE =
  'Must be readable text: no NUL characters and no broken Unicode (lone surrogates).';

export const isReadableText = (value: string) => !UNREADABLE_CHARACTER.test(value);

/**
 * Every place in a request's input (field values, at any depth, and the
 * names of fields) that breaks the rule, as dotted paths: the API refuses
 * them before any schema reads the input, so no field can miss the rule.
 */
export function unreadableTextPaths(input: unknown, path: string[] = []): string[] {
  if (typeof input === 'string') return isReadableText(input) ? [] : [path.join('.') || '(body)'];
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) =>
    isReadableText(key) ? unreadableTextPaths(value, [...path, key]) : [[...path, '(field name)'].join('.')],
  );
}

const tooLong = (max: number) => `Must be at most ${countText(max, 'character')}.`;

export const text = (max: number) => z.string({ error: 'Must be text.' }).max(max, tooLong(max));

export const requiredText = (max: number, emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, tooLong(max));

export const ZEmail = z
  .string({ error: 'Please enter an email address.' })
  .trim()
  .min(1, 'Please enter an email address.')
  .max(MAX.email, `An email address has at most ${MAX.email} characters.`)
  .refine(isValidEmail, 'Please enter a valid email address.')
  .transform(normalizeEmail);

/** An email address, or nothing at all (a team's support address, which it may leave out). */
export const ZOptionalEmail = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .max(MAX.email, `An email address has at most ${MAX.email} characters.`)
  .refine((value) => value === '' || isValidEmail(value), 'Please enter a valid email address.')
  .transform(normalizeEmail);

/** A tier as the API names it (common/src/tiers.ts), read as the code's id. */
export const ZTier = z.enum(API_TIERS, { error: `Must be one of ${API_TIERS.join(', ')}.` }).transform(tierOf);
export const ZInvitableRole = z.enum(INVITABLE_ROLES, { error: `Must be one of ${INVITABLE_ROLES.join(', ')}.` });

/** A language of the recipients' pages and mails (docs/product.md §4, "Languages"). */
export const ZLanguage = z.enum(LANGUAGES, { error: `Must be one of ${LANGUAGES.join(', ')}.` });

export const ZBool = z.boolean({ error: 'Must be true or false.' });

/** A page of this app a payment sends the sender back to (`isReturnPath`). */
export const ZReturnPath = z.string({ error: RETURN_PATH_MESSAGE }).refine(isReturnPath, RETURN_PATH_MESSAGE);

/** A sender's own web address, as a tracked link leads to it. */
export const ZWebAddress = z
  .string({ error: WEB_ADDRESS_MESSAGE })
  .trim()
  .check((ctx) => {
    const problem = webAddressProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** A web address, or nothing at all (a team's own site, which it may leave out). */
export const ZOptionalWebAddress = z
  .string({ error: WEB_ADDRESS_MESSAGE })
  .trim()
  .check((ctx) => {
    const problem = ctx.value === '' ? null : webAddressProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
