/**
 * Statuses in other tools' exports (docs/product.md §5): the column of a CSV
 * file that says whether each row's person still wants the mail, how its
 * values read, and which tool wrote the file. A row whose status says the
 * person left (unsubscribed, bounced, complained) is never subscribed: the
 * import keeps it out of the chosen lists as Listkeep's own opt-outs are kept
 * out. A value no rule knows is left out of the import unless the sender
 * says how to read it.
 */

/** Why a row's person is kept out. */
export const KEPT_OUT_REASONS = ['unsubscribed', 'bounced', 'complained'] as const;
export type KeptOutReason = (typeof KEPT_OUT_REASONS)[number];

/** How one status value is read: the person is subscribed, kept out for a reason, or the row is left out. */
export type StatusReading = 'subscribed' | KeptOutReason | 'skipped';
export const STATUS_READINGS: readonly StatusReading[] = ['subscribed', ...KEPT_OUT_REASONS, 'skipped'];

/** Short, to fit a phone's select; the dialog says once that the three who left are kept out. */
export const STATUS_READING_TEXT: Record<StatusReading, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  skipped: 'Leave out',
};

/** Values, compared without case, spaces, dashes and underscores. */
export function statusKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}

/**
 * What each tool writes in its status column (Kit `state`, beehiiv and
 * listmonk `status`, Buttondown `type`, MailerLite, Sendy and Flodesk their
 * status words), and the plain words of a hand-made file.
 */
const VALUE_READINGS: Record<string, StatusReading> = Object.fromEntries(
  Object.entries({
    subscribed: [
      'subscribed',
      'active',
      'enabled',
      'confirmed',
      'optedin',
      'optin',
      'regular',
      'premium',
      'paid',
      'free',
      'gifted',
      'complimentary',
      'churning',
      'pastdue',
      'trialed',
      'trialing',
      'yes',
      'true',
    ],
    unsubscribed: [
      'unsubscribed',
      'unsubscribe',
      'cancelled',
      'canceled',
      'inactive',
      'disabled',
      'optedout',
      'optout',
      'removed',
      'blocklisted',
      'blacklisted',
      'blocked',
      'deleted',
      'archived',
    ],
    bounced: ['bounced', 'bounce', 'hardbounce', 'hardbounced', 'cleaned', 'undeliverable', 'invalid'],
    complained: ['complained', 'complaint', 'spam', 'markedasspam', 'spammy', 'abuse', 'junk'],
  }).flatMap(([reading, values]) => values.map((value) => [value, reading as StatusReading])),
);

/**
 * How a status column says it: `value`, words such as "active" or
 * "cancelled"; `flag`, a yes/no that the person left for `reason`
 * (Substack's `email_disabled`); `subscribedFlag`, a yes/no that they are
 * subscribed; `time`, a date that they left for `reason`, empty when they did
 * not (Mailchimp's `UNSUB_TIME` and `CLEAN_TIME`).
 */
export type StatusColumnKind =
  | { kind: 'value' }
  | { kind: 'flag'; reason: KeptOutReason }
  | { kind: 'subscribedFlag' }
  | { kind: 'time'; reason: KeptOutReason };

/** Status headers by how they say it, first match first: a words column wins over a flag, a flag over a date. */
const STATUS_HEADERS: [string[], StatusColumnKind][] = [
  [
    [
      'status',
      'state',
      'subscriberstatus',
      'subscriptionstatus',
      'memberstatus',
      'emailstatus',
      'subscribertype',
      'type',
    ],
    { kind: 'value' },
  ],
  [
    ['emaildisabled', 'unsubscribed', 'isunsubscribed', 'optedout', 'blocklisted', 'blacklisted'],
    { kind: 'flag', reason: 'unsubscribed' },
  ],
  [['bounced', 'hardbounced', 'cleaned'], { kind: 'flag', reason: 'bounced' }],
  [['complained', 'complaint', 'markedasspam', 'spamcomplaint'], { kind: 'flag', reason: 'complained' }],
  [['subscribed', 'issubscribed', 'optedin'], { kind: 'subscribedFlag' }],
  [
    [
      'unsubtime',
      'unsubscribedat',
      'unsubscribedate',
      'unsubscribeddate',
      'unsubscribedon',
      'optouttime',
      'optoutdate',
    ],
    { kind: 'time', reason: 'unsubscribed' },
  ],
  [['cleantime', 'cleanedat', 'bouncedat', 'bouncedate', 'bounceddate'], { kind: 'time', reason: 'bounced' }],
  [['complainedat', 'complaintdate'], { kind: 'time', reason: 'complained' }],
];

const TRUE_WORDS = new Set(['true', 'yes', 'y', 't', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'f', '0', '']);

/** How a column says the status, from its header; null for a column that is not a status. */
export function statusColumnKind(header: string): StatusColumnKind | null {
  const key = statusKey(header.replace(/^\uFEFF/, ''));
  return STATUS_HEADERS.find(([names]) => names.includes(key))?.[1] ?? null;
}

/**
 * The status column of a file: the first header that names one, by the order
 * of STATUS_HEADERS, whose values read as statuses. A column of words
 * ("Type": "Customer") counts only when one of its values is a status word; a
 * yes/no column only when every value is yes or no. -1 for none.
 */
export function findStatusColumn(header: readonly string[], valuesOf: (index: number) => readonly string[]): number {
  const keys = header.map((cell) => statusKey(cell.replace(/^\uFEFF/, '')));
  for (const [names, column] of STATUS_HEADERS) {
    for (let index = 0; index < keys.length; index++) {
      if (names.includes(keys[index]) && readsAsStatus(column, valuesOf(index))) return index;
    }
  }
  return -1;
}

function readsAsStatus(column: StatusColumnKind, values: readonly string[]): boolean {
  const keys = values.map((value) => statusValueKey(column, value));
  if (column.kind === 'value') return keys.some((key) => VALUE_READINGS[key] !== undefined);
  return keys.every((key) => defaultStatusReading(column, key) !== null);
}

/** A date cell stands for "left" whatever its date: its values are grouped under this one key. */
export const ANY_DATE = 'a date';

/**
 * The key a cell's value is read and chosen by in the mapping step: for a
 * date column, empty or ANY_DATE; otherwise the value compared loosely, with
 * an empty cell as ''.
 */
export function statusValueKey(column: StatusColumnKind, cell: string): string {
  if (column.kind === 'time') return cell.trim() === '' ? '' : ANY_DATE;
  return statusKey(cell);
}

/** How a value (its `statusValueKey`) reads by the column's own rule; null when the rule does not know it. */
export function defaultStatusReading(column: StatusColumnKind, key: string): StatusReading | null {
  switch (column.kind) {
    case 'time':
      return key === '' ? 'subscribed' : column.reason;
    case 'flag':
      if (TRUE_WORDS.has(key)) return column.reason;
      return FALSE_WORDS.has(key) ? 'subscribed' : null;
    case 'subscribedFlag':
      // Empty says nothing here: Listkeep's own export leaves it empty for a subscriber on no list.
      if (TRUE_WORDS.has(key)) return 'subscribed';
      return key !== '' && FALSE_WORDS.has(key) ? 'unsubscribed' : null;
    case 'value':
      return VALUE_READINGS[key] ?? null;
  }
}

/** The sender's own readings of status values (by `statusValueKey`), over the column's rule. */
export type StatusChoices = Record<string, StatusReading>;

/** How one row's status cell reads: the sender's choice, else the rule; a value neither knows is left out. */
export function readStatus(column: StatusColumnKind, cell: string, choices: StatusChoices): StatusReading {
  return readStatusKey(column, statusValueKey(column, cell), choices);
}

/** `readStatus` of a value already keyed by `statusValueKey`. */
export function readStatusKey(column: StatusColumnKind, key: string, choices: StatusChoices): StatusReading {
  return (Object.hasOwn(choices, key) ? choices[key] : defaultStatusReading(column, key)) ?? 'skipped';
}

/** Words in a file's name that say every row of it left: tools that export each status apart (Sendy, Mailchimp) name the files so. */
const FILE_NAME_READINGS: [RegExp, KeptOutReason][] = [
  [/unsub|opt-?out|optedout|blocklist|blacklist|suppress/i, 'unsubscribed'],
  [/bounce|cleaned|undeliver/i, 'bounced'],
  [/spam|complain|abuse/i, 'complained'],
];

/**
 * What a file's name says of all its rows when it has no status column
 * (`unsubscribed_members_export.csv`, Sendy's `bounced.csv`): why they are
 * kept out, or null when the name says nothing.
 */
export function statusOfFileName(fileName: string): KeptOutReason | null {
  return FILE_NAME_READINGS.find(([words]) => words.test(fileName))?.[1] ?? null;
}

/** Tools whose exports are told apart by columns only they write; `a+b` is a pair of columns found together. */
const TOOL_COLUMNS: [string, string[]][] = [
  ['Listkeep', ['newsletterid', 'subscribedat']],
  [
    'Mailchimp',
    [
      'memberrating',
      'optintime',
      'optinip',
      'confirmtime',
      'leid',
      'euid',
      'unsubtime',
      'cleantime',
      'unsubcampaigntitle',
    ],
  ],
  ['Substack', ['emaildisabled', 'activesubscription']],
  ['beehiiv', ['subscriptiontier', 'utmchannel', 'referringsite']],
  ['Buttondown', ['secondaryid', 'referrerurl', 'upgradedate']],
  ['listmonk', ['uuid+attributes']],
  // A State column alone may be a postal address's.
  ['Kit', ['emailaddress+state']],
];

/** The tool that wrote a file, read from its header; null when no tool's columns are there. */
export function toolOfHeader(header: readonly string[] | null): string | null {
  if (!header) return null;
  const keys = new Set(header.map((cell) => statusKey(cell.replace(/^\uFEFF/, ''))));
  const found = (column: string) => column.split('+').every((part) => keys.has(part));
  return TOOL_COLUMNS.find(([, columns]) => columns.some(found))?.[0] ?? null;
}

/** The import's summary of the addresses it kept out, before their list. */
export const KEPT_OUT_SUMMARY =
  'These addresses left before (unsubscribed, bounced or marked as spam) and were kept out';

/** Where a file's opt-outs were said: its tool, else the file. */
export function keptOutWhere(tool: string | null, fileName: string | null): string {
  if (tool) return tool;
  return fileName ? `the file ${fileName}` : 'the imported file';
}

/** The preview's words for a row kept out: "Unsubscribed in Mailchimp: kept out". */
export function keptOutText(reason: KeptOutReason, where: string): string {
  switch (reason) {
    case 'unsubscribed':
      return `Unsubscribed in ${where}: kept out`;
    case 'bounced':
      return 'Bounced: kept out';
    case 'complained':
      return 'Marked as spam: kept out';
  }
}
