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

export function isValidEmail(value: string): boolean {
  if (value.length > MAX.email || !PUBLIC_EMAIL.test(value)) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > MAX.emailLocalPart || !LOCAL_PART.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /[A-Za-z]/.test(labels[labels.length - 1]);
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
