/**
 * A name a sender typed (a list's, a team's), as it may stand in a mail: on one
 * line, so it cannot add lines to a subject or to the text Listkeep writes.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters of a name (a team's, a list's, an inviter's, an organisation's) in any mail; a longer one is cut. */
export const MAIL_NAME_MAX = 60;

// Invisible characters (zero-width spaces and joiners, direction marks, soft hyphens): a mail program may drop
// them before it looks for links, so a name could hide "evil.test" behind them from the rules below.
const INVISIBLE =
  /\p{Cf}|[\u115f\u1160\u3164\uffa0]|\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180e|\u180f|\p{Variation_Selector}/gu;
// Full stops that host names take as dots (IDNA maps the ideographic and fullwidth ones, and the one-dot leader, to ".").
const DOT = '[.\\u2024\\u3002\\uff0e\\uff61]';
// A dot that starts a label of a host name (a letter follows: every top-level domain begins with one).
const HOST_DOT = new RegExp(`${DOT}(?=\\p{L})`, 'gu');
// A bare IPv4 address, whose labels are digits.
const IPV4 = new RegExp(`\\d{1,3}(?:${DOT}\\d{1,3}){3}`, 'gu');
const ANY_DOT = new RegExp(DOT, 'gu');
// "scheme://" and "scheme:" before an address ("mailto:", "https:"), in full or fullwidth colons.
const SCHEME_COLON = /[:\uff1a](?=[/\\\uff0f]{2}|\S+@)/gu;
// The "@" of an address, between two characters that are not spaces.
const AT = /(?<=\S)[@\uff20](?=\S)/gu;

/**
 * A name shown in a mail as a name, never as a link: the same text in every
 * mail's subject, plain text and HTML parts, and its From line. Anyone can
 * name a team or a list "Your account is locked - verify at evil.test/login"
 * and have Listkeep mail it to a stranger, and mail programs turn host names,
 * web addresses and mail addresses in plain text into links. So, after the
 * name is put on one line and cut to MAIL_NAME_MAX characters, the dots of a
 * host name and an address's "@" and a scheme's ":" are shown in brackets,
 * as security notices write them ("evil[.]test", "http[:]//", "a[@]b[.]c"):
 * a link finder only takes the characters a host name may hold, so a bracket
 * ends its match before any top-level domain. Invisible characters are taken
 * out first; breaking names with them instead would leave the link to
 * programs that drop them, and look the same to the reader either way.
 * A dot that ends a sentence or sits between digits ("Acme Inc.", "Issue
 * 2.5") is left as typed.
 */
export function mailName(name: string): string {
  const chars = [...oneLine(name.replace(INVISIBLE, ''))];
  const cut =
    chars.length > MAIL_NAME_MAX
      ? `${chars
          .slice(0, MAIL_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : chars.join('');
  return cut
    .replace(IPV4, (ip) => ip.replace(ANY_DOT, '[.]'))
    .replace(HOST_DOT, '[.]')
    .replace(SCHEME_COLON, '[:]')
    .replace(AT, '[@]');
}

/**
 * The From display name of a mail sent for a sender ("Harbour Choir via
 * Listkeep"), from the name their recipients see on the public pages, shown
 * as mailName shows it. Quotes, angle brackets, backslashes and control
 * characters are taken out, so the name can only ever be a name, never
 * another address or header.
 */
export function senderFromName(publicName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = mailName(publicName.replace(/[\u0000-\u001f\u007f"<>\\]/g, ' '));
  return name ? `${name} via Listkeep` : 'Listkeep';
}
