import { MAX } from './limits';

/**
 * The public pages' rule (docs/product.md §5): text, an at sign, text, a dot,
 * text, with no spaces.
 */
const PUBLIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The stricter rule the API applies before storing an address: a local part
 * without spaces or quotes, a dotted domain of letters, digits and hyphens,
 * and the length limits of RFC 5321. Both parts may be international: a local
 * part in UTF-8 (RFC 6531) and a domain in any script, whose ASCII form
 * (IDNA, `xn--` labels) must meet the ASCII rules.
 */
const LOCAL_PART = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]|[^\p{ASCII}\p{C}\p{Z}])+$/u;
const DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const TYPED_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * The ASCII form of a domain (`münchen.de` → `xn--mnchen-3ya.de`), lower-cased,
 * or null when it has none. The URL parser does the IDNA mapping of browsers
 * and Node alike; only letters, digits, hyphens and dots are handed to it, so
 * nothing in the text can be read as a user, a port or a path.
 */
export function asciiDomain(domain: string): string | null {
  if (!NON_ASCII.test(domain)) return domain.toLowerCase();
  if (!DOMAIN_CHARS.test(domain)) return null;
  try {
    const host = new URL(`http://${domain}`).hostname;
    return /^[a-z0-9.-]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
/** The first letter outside ASCII, with its accents when typed apart (“o” and a dieresis). */
const firstNonAscii = (text: string) => /\P{M}\p{M}+|[^\p{ASCII}]/u.exec(text.normalize('NFC'))?.[0];

export function looksLikeEmail(value: string): boolean {
  return PUBLIC_EMAIL.test(value);
}

/**
 * Why a value is not an address the API stores, in a few plain words (an
 * import preview shows it beside the row), or null when it is one. Every rule
 * of `isValidEmail` is here: a value passes exactly when no reason is found.
 */
export function emailProblem(value: string): string | null {
  if (value.length > MAX.email) return `Longer than ${MAX.email} characters.`;
  if (/\s/.test(value)) return 'Has a space in it.';
  const at = value.lastIndexOf('@');
  if (at < 0) return 'Has no @.';
  if (value.indexOf('@') !== at) return 'Has more than one @.';
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local === '') return 'Nothing before the @.';
  if (domain === '') return 'Nothing after the @.';
  if (!LOCAL_PART.test(local)) {
    const bad = [...local].find((c) => !LOCAL_PART.test(c));
    return `“${bad}” cannot be part of an address.`;
  }
  // RFC 5321 counts bytes: a letter such as “ö” takes two in UTF-8.
  if (utf8Length(local) > MAX.emailLocalPart) {
    return NON_ASCII.test(local)
      ? `More than ${MAX.emailLocalPart} characters before the @ as mail systems count them (“${firstNonAscii(local)}” counts as two or more).`
      : `More than ${MAX.emailLocalPart} characters before the @.`;
  }
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'A dot first or last before the @, or two dots in a row.';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'The part after the @ has no dot, as example.org has.';
  const ascii = asciiDomain(domain);
  const typedOk = labels.every((label) => TYPED_LABEL.test(label));
  if (!typedOk || ascii === null || !ascii.split('.').every((label) => DOMAIN_LABEL.test(label))) {
    return 'The part after the @ is not a domain name.';
  }
  if (!/\p{L}/u.test(labels[labels.length - 1])) return 'The domain ends in digits only.';
  if (utf8Length(local) + 1 + ascii.length > MAX.email) {
    return `Longer than ${MAX.email} characters as mail systems count them.`;
  }
  return null;
}

export function isValidEmail(value: string): boolean {
  return emailProblem(value) === null;
}

/** Stored form of an address: trimmed, domain lower-cased (domains are case-insensitive). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + '@' + trimmed.slice(at + 1).toLowerCase();
}

/**
 * Key that decides whether two addresses are the same subscriber. Mail
 * providers treat the local part case-insensitively in practice, so
 * `Ann@x.org` and `ann@x.org` are one person; `ann+news@x.org` stays distinct
 * because plus-addressing is a deliberate choice of the recipient. A domain
 * counts in its ASCII form, so `ann@münchen.de` and `ann@xn--mnchen-3ya.de`
 * are one person too; an ASCII address's key is what it always was (stored
 * ids and hashes derive from it). A local part is compared in one Unicode
 * form (NFC, as RFC 6532 asks), so an “ö” typed as o and a dieresis is “ö”.
 */
export function emailKey(value: string): string {
  const normal = normalizeEmail(value);
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal.toLowerCase();
  const domain = normal.slice(at + 1);
  return normal.slice(0, at).normalize('NFC').toLowerCase() + '@' + (asciiDomain(domain) ?? domain.toLowerCase());
}

/**
 * What to say beside a valid address with a letter outside ASCII before the @
 * (RFC 6531): it is accepted, but a mail system without SMTPUTF8 cannot take
 * it. Null for every other value.
 */
export function emailDeliveryNote(value: string): string | null {
  const letter = deliveryNoteLetter(value);
  return letter ? `Some mail systems cannot deliver to an address with “${letter}” before the @.` : null;
}

/** The letter that note names, for the recipient pages' own words in their language; null for no note. */
export function deliveryNoteLetter(value: string): string | null {
  const address = value.trim();
  if (emailProblem(address) !== null) return null;
  return firstNonAscii(address.slice(0, address.lastIndexOf('@'))) ?? null;
}
