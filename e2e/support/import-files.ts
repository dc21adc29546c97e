/**
 * What people bring to an import, made in code: the recipient line a mail
 * program puts on the clipboard, a Mailchimp audience export, and the
 * Windows-1252 bytes Excel saves in Western Europe.
 */

/** Readers with a first and last name and an address each, numbered from 1. */
export function readers(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    first: `Reader${i + 1}`,
    last: `${prefix[0].toUpperCase()}${prefix.slice(1)}`,
    email: `${prefix}${i + 1}@example.org`,
  }));
}

/** The recipient line Outlook copies: `First Last <address>; …`, a "Last, First" name quoted. */
export function outlookList(people: ReturnType<typeof readers>): string {
  return people
    .map((p, i) => (i % 10 === 9 ? `"${p.last}, ${p.first}" <${p.email}>` : `${p.first} ${p.last} <${p.email}>`))
    .join('; ');
}

const MAILCHIMP_HEADER = [
  'Email Address',
  'First Name',
  'Last Name',
  'Address',
  'Phone Number',
  'MEMBER_RATING',
  'OPTIN_TIME',
  'TAGS',
  'NOTES',
];

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A Mailchimp export of `people`: their names, a note on every third, tags (by default `parish,choir`) on every other. */
export function mailchimpCsv(people: ReturnType<typeof readers>, tags = 'parish,choir'): string {
  const rows = people.map((p, i) =>
    [
      p.email,
      p.first,
      p.last,
      '',
      '',
      '2',
      '2024-05-01 10:00:00',
      i % 2 === 0 ? tags : '',
      i % 3 === 0 ? `Joined at the fair, table ${i + 1}` : '',
    ]
      .map(quote)
      .join(','),
  );
  return '\uFEFF' + [MAILCHIMP_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}

/** The characters of Windows-1252 outside Latin-1 that these files use. */
const WINDOWS_1252: Record<string, number> = { '€': 0x80, '–': 0x96, '’': 0x92 };

/** `text` as Windows-1252 bytes, as Excel saves a CSV file in Western Europe. */
export function windows1252(text: string): Buffer {
  return Buffer.from(Array.from(text, (c) => WINDOWS_1252[c] ?? c.charCodeAt(0)));
}
