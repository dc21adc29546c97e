/**
 * Texts of the public list pages in English, as their journeys look for them.
 * Every language's text is in the pages' catalogs (common/src/i18n/pages); no
 * zod here, and the pages themselves use the catalogs, not this file.
 */
import { formatMessage, joinList, type MessageValues } from '../i18n/format';
import { PAGES_EN, type PageKey } from '../i18n/pages/en';

const en = (key: PageKey, values?: MessageValues) => formatMessage('en', PAGES_EN[key], values);

/** A list page whose list the server does not know. */
export const LIST_LINK_INVALID = en('listLinkInvalid');

/** The manage and one-click unsubscribe pages' alerts (docs/product.md §8). */
export const PREFERENCES_UPDATED = en('preferencesUpdated');
export const UNSUBSCRIBED_ALL = en('unsubscribedAll');

/** What those pages say after an action (docs/product.md §2). */
export const PREFERENCES_CONFIRMED = en('preferencesConfirmed');
export const MANAGE_PREFERENCES = en('managePreferences');
export const welcomeBackText = (listName: string) => en('welcomeBack', { list: listName });
export const UNSUBSCRIBE_AGAIN = en('unsubscribeAgain');

/** A list opted out of, asked for again: only the mailbox can confirm that (docs/product.md §4, "Suppression"). */
export const awaitingConfirmationText = (listNames: readonly string[]) =>
  en('awaitingConfirmation', { lists: joinList('en', listNames) });

/** The one line of the recipients' pages that names the product, up to the product's name. */
export const KEPT_BY = PAGES_EN.keptBy.slice(0, PAGES_EN.keptBy.indexOf('<a>')).trim();

/** The preferences pages' consent receipt (docs/product.md §4, "Consent chain and receipts"). */
export const RECEIPT_BUTTON = en('receiptButton');
export const receiptSavedText = (fileName: string) => en('receiptSaved', { file: fileName });
