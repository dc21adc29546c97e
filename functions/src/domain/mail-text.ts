/**
 * A name a sender typed (a list's, a team's), as it may stand in a mail: on one
 * line, so it cannot add lines to a subject or to the text Listkeep writes.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
