/**
 * The `source` of consent records (and, for the public pages, of the
 * subscription itself), and how a subscriber's history says each in plain
 * words. A sender may also give a source of their own when adding a
 * subscriber in the dashboard; that one is shown as given.
 */
import type { KeptOutReason } from './import-status';

export const CONSENT_SOURCES = {
  subscribePage: 'subscribe page',
  managePage: 'manage page',
  oneClick: 'one-click unsubscribe',
  /** A sender's change in the dashboard, or a new subscriber added there without a source of its own. */
  dashboard: 'dashboard',
  /** The sender changed the subscriber's address: the old one stops, the new one starts on the same lists. */
  addressChange: 'address changed by sender',
  deletedBySender: 'deleted by sender',
  import: 'import',
  listDeleted: 'list deleted',
  /** The team undid an import: what it added is taken off again (docs/product.md §4 Undoing an import). */
  importUndone: 'import undone',
} as const;

type ConsentSource = (typeof CONSENT_SOURCES)[keyof typeof CONSENT_SOURCES];

/** Every source has its wording: a new source without one does not compile. */
const PLAIN_WORDS: Record<ConsentSource, string> = {
  [CONSENT_SOURCES.subscribePage]: 'On the public subscribe page',
  [CONSENT_SOURCES.managePage]: 'Through their unsubscribe or preferences link',
  [CONSENT_SOURCES.oneClick]: 'One-click unsubscribe from their mail app',
  [CONSENT_SOURCES.dashboard]: 'By the team in the dashboard',
  [CONSENT_SOURCES.addressChange]: 'The team changed the address',
  [CONSENT_SOURCES.deletedBySender]: 'The team deleted the subscriber',
  [CONSENT_SOURCES.import]: 'Imported by the team',
  [CONSENT_SOURCES.listDeleted]: 'The list was deleted',
  [CONSENT_SOURCES.importUndone]: 'The team undid the import',
};

/** A consent source as a person reads it; a sender's own source as they wrote it. */
export function consentSourceText(source: string): string {
  const listSource = listSourceName(source);
  if (listSource !== null) return `${PLAIN_WORDS[CONSENT_SOURCES.subscribePage]}, through “${listSource}”`;
  const imported = importedOptOutText(source);
  if (imported !== null) return imported;
  return isConsentSource(source) ? PLAIN_WORDS[source] : source;
}

const LIST_SOURCE_PREFIX = `${CONSENT_SOURCES.subscribePage}: `;

/**
 * The source of a sign-up through one of the list's sources (a flyer's QR
 * code, say): the subscribe page and the source's name when it was confirmed,
 * so the record keeps saying so after a rename or a deletion.
 */
export const listSourceConsent = (name: string): string => `${LIST_SOURCE_PREFIX}${name}`;

/** The name of the list's source in a source made by listSourceConsent, else null. */
export function listSourceName(source: string): string | null {
  return source.startsWith(LIST_SOURCE_PREFIX) ? source.slice(LIST_SOURCE_PREFIX.length) : null;
}

const IMPORTED_OPT_OUT_PREFIX = 'import: ';

const LEFT_WORDS: Record<KeptOutReason, string> = {
  unsubscribed: 'opted out',
  bounced: 'bounced',
  complained: 'marked as spam',
};

/**
 * The source of an opt-out an import brought from another tool's export:
 * what the file said and where ("opted out in Mailchimp"), so the record says
 * it came from the file and not from the recipient's own link here.
 */
export const importedOptOutConsent = (reason: KeptOutReason, where: string): string =>
  `${IMPORTED_OPT_OUT_PREFIX}${LEFT_WORDS[reason]} in ${where}`;

function importedOptOutText(source: string): string | null {
  if (!source.startsWith(IMPORTED_OPT_OUT_PREFIX)) return null;
  return `Imported by the team: ${source.slice(IMPORTED_OPT_OUT_PREFIX.length)}`;
}

function isConsentSource(source: string): source is ConsentSource {
  return Object.hasOwn(PLAIN_WORDS, source);
}
