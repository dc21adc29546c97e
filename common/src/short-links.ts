/**
 * Short tracked addresses (docs/product.md §4 Tracked addresses): `/l/{shortID}`,
 * short enough for any mail and naming nothing but a random id.
 */

/** The path every short address lives under; Hosting sends it to the API. */
export const SHORT_LINK_ROOT = '/l';

/** 10 of 62 characters: about 60 random bits, beyond guessing at the public calls' rate limit. */
export const SHORT_ID_LENGTH = 10;

/** Letters and digits only, so mail programs that link bare addresses never cut one short. */
export const SHORT_ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${SHORT_ID_LENGTH}}$`);

/** The footer links of an email log entry, each with its short id. */
export interface FooterShortIDs {
  subscribe: string;
  unsubscribe: string;
}
