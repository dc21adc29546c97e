/**
 * What a mail program's link finder would make a link of in a text, after it
 * drops invisible characters: web addresses with a scheme, "www." hosts, bare
 * host names with a top-level domain (Unicode ones too, with any full stop
 * that IDNA reads as a dot), IPv4 addresses and mail addresses. Broader than
 * any one program's, so text it finds nothing in is safe with all of them.
 */
const DOT = '[.\\u2024\\u3002\\uff0e\\uff61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}\\p{M}-]*[\\p{L}\\p{N}\\p{M}])?';
const LINKABLE = new RegExp(
  [
    '[a-z][a-z0-9+.-]*[:\\uff1a][/\\\\\\uff0f]{2}\\S+',
    `(?:mailto|tel|sms)[:\\uff1a]\\S+`,
    `[^\\s@\\uff20]+[@\\uff20]${LABEL}(?:${DOT}${LABEL})*`,
    `(?:${LABEL}${DOT})+(?:\\p{L}[\\p{L}\\p{M}]+|xn--[a-z0-9-]+)(?![\\p{L}\\p{N}])`,
    `\\d{1,3}(?:${DOT}\\d{1,3}){3}`,
  ].join('|'),
  'giu',
);

export function linkable(text: string): string[] {
  return [...text.replace(/[\p{Cf}]/gu, '').matchAll(LINKABLE)].map((m) => m[0]);
}
