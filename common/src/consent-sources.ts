/**
 * The `source` of consent records (and of the subscription itself), how a
 * subscriber's history says each in plain words, and whose action each was.
 * The server picks the source from how the call came, never from what the
 * sender sends: a sender's own words for a subscriber they add become a note
 * under the dashboard's source (dashboardNoteConsent). Records written before
 * that held the sender's words bare; those are shown as given, as the team's.
 */
import type { KeptOutReason } from './import-status';

export const CONSENT_SOURCES = {
  subscribePage: 'subscribe page',
  managePage: 'manage page',
  oneClick: 'one-click unsubscribe',
  /** A change through a subscriber's link the team made (dashboard, mail merge), not one Listkeep mailed them. */
  teamLink: 'link made by the team',
  /** A sender's change in the dashboard, or a new subscriber added there without a source of its own. */
  dashboard: 'dashboard',
  /** The sender changed the subscriber's address: the old one stops, the new one starts on the same lists. */
  addressChange: 'address changed by sender',
  deletedBySender: 'deleted by sender',
  import: 'import',
  listDeleted: 'list deleted',
  /** The team undid an import: what it added is taken off again (docs/product.md §4 Undoing an import). */
  importUndone: 'import undone',
  /** The team's own tool, through the REST API with one of its API keys (docs/product.md §4 API keys). */
  api: 'API',
} as const;

type ConsentSource = (typeof CONSENT_SOURCES)[keyof typeof CONSENT_SOURCES];

/**
 * Whose action a record is: the recipient's own (on a public page, or through
 * a link Listkeep mailed to the address), the team's, or an import's.
 */
export const CONSENT_KINDS = ['recipient', 'team', 'import'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** How a record's kind is labelled beside it. */
export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  recipient: 'Recipient',
  team: 'Team',
  import: 'Import',
};

/** Every source has its kind: a new source without one does not compile. */
const KINDS: Record<ConsentSource, ConsentKind> = {
  [CONSENT_SOURCES.subscribePage]: 'recipient',
  [CONSENT_SOURCES.managePage]: 'recipient',
  [CONSENT_SOURCES.oneClick]: 'recipient',
  [CONSENT_SOURCES.teamLink]: 'team',
  [CONSENT_SOURCES.dashboard]: 'team',
  [CONSENT_SOURCES.addressChange]: 'team',
  [CONSENT_SOURCES.deletedBySender]: 'team',
  [CONSENT_SOURCES.import]: 'import',
  [CONSENT_SOURCES.listDeleted]: 'team',
  [CONSENT_SOURCES.importUndone]: 'import',
  [CONSENT_SOURCES.api]: 'team',
};

/** Every source has its wording: a new source without one does not compile. */
const PLAIN_WORDS: Record<ConsentSource, string> = {
  [CONSENT_SOURCES.subscribePage]: 'On the public subscribe page',
  [CONSENT_SOURCES.managePage]: 'Through their unsubscribe or preferences link',
  [CONSENT_SOURCES.oneClick]: 'One-click unsubscribe from their mail app',
  [CONSENT_SOURCES.teamLink]: 'Through a personal link the team made',
  [CONSENT_SOURCES.dashboard]: 'By the team in the dashboard',
  [CONSENT_SOURCES.addressChange]: 'The team changed the address',
  [CONSENT_SOURCES.deletedBySender]: 'The team deleted the subscriber',
  [CONSENT_SOURCES.import]: 'Imported by the team',
  [CONSENT_SOURCES.listDeleted]: 'The list was deleted',
  [CONSENT_SOURCES.importUndone]: 'The team undid the import',
  [CONSENT_SOURCES.api]: 'By the team through the API',
};

/** A consent source as a person reads it; an old record's bare sender source as they wrote it. */
export function consentSourceText(source: string): string {
  const listSource = listSourceName(source);
  if (listSource !== null) return `${PLAIN_WORDS[CONSENT_SOURCES.subscribePage]}, through “${listSource}”`;
  const note = dashboardNote(source);
  if (note !== null) return `${PLAIN_WORDS[CONSENT_SOURCES.dashboard]}, noted “${note}”`;
  const imported = importedOptOutText(source);
  if (imported !== null) return imported;
  return isConsentSource(source) ? PLAIN_WORDS[source] : source;
}

/**
 * Whose action a record with this source was. A source the product does not
 * write (an old record's bare sender source) is the team's: only the team
 * could have given it.
 */
export function consentKind(source: string): ConsentKind {
  if (listSourceName(source) !== null) return 'recipient';
  if (source.startsWith(IMPORTED_OPT_OUT_PREFIX)) return 'import';
  return isConsentSource(source) ? KINDS[source] : 'team';
}

const DASHBOARD_NOTE_PREFIX = `${CONSENT_SOURCES.dashboard}: `;

/**
 * The source of a subscriber the team adds in the dashboard with words of
 * its own ("met at the fair"): the dashboard, with those words as a note, so
 * words like "subscribe page" never pass for the recipient's own sign-up.
 */
export const dashboardNoteConsent = (note: string): string => `${DASHBOARD_NOTE_PREFIX}${note}`;

function dashboardNote(source: string): string | null {
  return afterPrefix(source, DASHBOARD_NOTE_PREFIX);
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
  return afterPrefix(source, LIST_SOURCE_PREFIX);
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
  const what = afterPrefix(source, IMPORTED_OPT_OUT_PREFIX);
  return what === null ? null : `Imported by the team: ${what}`;
}

function isConsentSource(source: string): source is ConsentSource {
  return Object.hasOwn(PLAIN_WORDS, source);
}

/** What a source made of a prefix and words holds after the prefix; null for a source of another shape. */
function afterPrefix(source: string, prefix: string): string | null {
  return source.startsWith(prefix) ? source.slice(prefix.length) : null;
}
