/**
 * A name a sender typed (a list's, a team's), as it may stand in a mail: on one
 * line, so it cannot add lines to a subject or to the text Listkeep writes.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters of the sender's name in a From line; a longer one is cut. */
export const FROM_NAME_MAX = 60;

/**
 * The From display name of a mail sent for a sender ("Harbour Choir via
 * Listkeep"), from the name their recipients see on the public pages. Quotes,
 * angle brackets, backslashes and control characters are taken out, so the
 * name can only ever be a name, never another address or header.
 */
export function senderFromName(publicName: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = oneLine(publicName.replace(/[\u0000-\u001f\u007f"<>\\]/g, ' '));
  const chars = [...clean];
  const cut =
    chars.length > FROM_NAME_MAX
      ? `${chars
          .slice(0, FROM_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : clean;
  return cut ? `${cut} via Listkeep` : 'Listkeep';
}
