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

/** The manage and one-click unsubscribe pages' alerts (docs/product.md §8). */
export const PREFERENCES_UPDATED = 'Preferences updated';
export const UNSUBSCRIBED_ALL = 'Unsubscribed from all lists.';
export const PREFERENCES_FAILED = 'Failed to update preferences.';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe.';

/**
 * What those pages say after an action (docs/product.md §2): an unsubscribe or
 * a saved choice, with a way back to the choices; or a list joined again,
 * with a way to leave it again.
 */
export const PREFERENCES_CONFIRMED = 'Your preferences have been updated';
export const MANAGE_PREFERENCES = 'Manage Preferences';
export const welcomeBackText = (listName: string) => `Welcome back to ${listName}`;
export const UNSUBSCRIBE_AGAIN = 'Unsubscribe Again';

/**
 * A sender-made link asked to join again a list the address opted out of:
 * only the mailbox can confirm that (docs/product.md §4, "Suppression").
 */
export const awaitingConfirmationText = (listNames: readonly string[]) =>
  `You opted out of ${listNames.join(', ')} earlier, so joining again needs a confirmation from your mailbox. ` +
  'We sent you a mail: you are back on the list once you open its link and confirm.';

/** The one line of the recipients' pages that names the product. */
export const KEPT_BY = 'Subscriptions kept by';

/** The preferences pages' consent receipt (docs/product.md §4, "Consent chain and receipts"). */
export const RECEIPT_HEADING = 'Your consent record';
export const receiptText = (sender: string) =>
  `A page of every time you joined or left a list of ${sender || 'this sender'}, to read or print, with what is needed to check it against their records later.`;
export const RECEIPT_BUTTON = 'Download my receipt';
export const RECEIPT_FAILED = 'Failed to prepare your receipt.';
export const receiptSavedText = (fileName: string) =>
  `Downloaded ${fileName}. Open it to read or print your record; keep it as it is so that it can be checked.`;
