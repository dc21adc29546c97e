/**
 * Texts of the public list pages (/link/sub, /link/unsub) that the pages and
 * their journeys share. No zod here: the light /link pages import this file.
 */

/**
 * A list page whose list the server does not know. Its name is only ever the
 * one the server answers, so a crafted address cannot put a name of its own
 * over a working form.
 */
export const LIST_LINK_INVALID = 'This link is not valid.';
export const LIST_LINK_INVALID_HELP = 'No list matches it. Please ask the sender for the current link.';
