import { MAX } from './limits';

/**
 * The public pages' rule (docs/product.md §5): text, an at sign, text, a dot,
 * text, with no spaces.
 */
const PUBLIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The stricter rule the API applies before storing an address: printable
 * local part without spaces or quotes, a dotted domain of letters, digits and
 * hyphens, and the length limits of RFC 5321.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

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
  if (local.length > MAX.emailLocalPart) return `More than ${MAX.emailLocalPart} characters before the @.`;
  if (!LOCAL_PART.test(local)) {
    const bad = [...local].find((c) => !LOCAL_PART.test(c));
    return `“${bad}” cannot be part of an address.`;
  }
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'A dot first or last before the @, or two dots in a row.';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'The part after the @ has no dot, as example.org has.';
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return 'The part after the @ is not a domain name.';
  if (!/[A-Za-z]/.test(labels[labels.length - 1])) return 'The domain ends in digits only.';
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
 * because plus-addressing is a deliberate choice of the recipient.
 */
export function emailKey(value: string): string {
  return normalizeEmail(value).toLowerCase();
}
