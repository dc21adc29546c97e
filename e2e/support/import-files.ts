/**
 * What people bring to an import, made in code: the recipient line a mail
 * program puts on the clipboard, and a Mailchimp audience export.
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

/** A Mailchimp export of `people`: their names, a note on every third, tags on every other. */
export function mailchimpCsv(people: ReturnType<typeof readers>): string {
  const rows = people.map((p, i) =>
    [
      p.email,
      p.first,
      p.last,
      '',
      '',
      '2',
      '2024-05-01 10:00:00',
      i % 2 === 0 ? 'parish,choir' : '',
      i % 3 === 0 ? `Joined at the fair, table ${i + 1}` : '',
    ]
      .map(quote)
      .join(','),
  );
  return '\uFEFF' + [MAILCHIMP_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
