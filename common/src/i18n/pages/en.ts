/**
 * The recipients' pages (/link/**) in English: the source every other
 * language translates, key for key, with the same ICU arguments and tags
 * (checked by messages.test.ts). `<b>` marks a name shown in bold, `<a>` the
 * link to the home page, `<x>` that link from a page framed on another site
 * (it opens a tab of its own).
 */
export const PAGES_EN = {
  language: 'Language',
  keptBy:
    'Subscriptions kept by <a>Listkeep</a>, which stores only your email address and your opt-in or opt-out choice.',
  tryAgain: 'Try again',
  oneMoment: 'One moment',
  openingLink: 'Opening your link',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  emailAddress: 'Email address',
  sending: 'Sending…',
  demoSuccess: 'Demo success.',
  submitFailed: 'There was an error. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  checkInboxToConfirm:
    'Thanks! Check your inbox: we sent you a link to confirm your subscription{named, select, yes { to {list}} other {}}.',
  checkInboxToUnsubscribe: 'Check your inbox: we sent you a link to confirm that you want to unsubscribe.',
  invalidEmail: 'Please enter a valid email address.',
  deliveryNote: 'Some mail systems cannot deliver to an address with “{letter}” before the @.',
  notAccepting: 'This list is not taking new subscribers right now.',
  loadingList: 'Loading the list',
  listLinkInvalid: 'This link is not valid.',
  listLinkInvalidHelp: 'No list matches it. Please ask the sender for the current link.',
  confirmTitle: 'Confirm your subscription',
  subscribed: 'Subscribed',
  subscribedText: "You're subscribed{named, select, yes { to {list}} other {}}.",
  confirmLinkInvalid: 'This confirmation link is not valid.',
  confirmLinkInvalidHelp:
    "It may have expired (links work for {days, plural, one {# day} other {# days}}) or been replaced by a newer one. Use the latest mail, or subscribe again on the list's page.",
  loadingSubscription: 'Loading your subscription',
  confirmLoadFailed: 'We could not load this confirmation.',
  confirmPrompt:
    'Press Confirm to start receiving this list. If you did not ask for it, close this page: nothing happens.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  confirmFailed: 'Failed to confirm. Please try again.',
  loadingSubscriber: 'Loading subscriber information',
  linkNoLongerValid: 'This link is no longer valid',
  linkNoLongerValidHelp:
    'It may have been replaced by a newer one. Use the link in the latest email you received, or ask its sender.',
  subscriberLoadFailed: 'We could not load your subscription information.',
  stopReceiving: 'Stop receiving <b>{list}</b>?',
  noLongerReceive: 'You no longer receive <b>{list}</b>.',
  unsubscribedByMistake: 'Unsubscribed by mistake?',
  resubscribe: 'Resubscribe',
  askSender: 'To receive it again, ask its sender.',
  receiveAgain: 'You will receive <b>{list}</b> again.',
  unsubscribeAgain: 'Unsubscribe Again',
  lists: 'Lists',
  savePreferences: 'Save Preferences',
  unsubscribeAll: 'Unsubscribe All',
  willNoLongerReceive: 'You will no longer receive <b>{list}</b>.',
  subscribedTo: 'You are subscribed to: {lists}.',
  subscribedToNone: 'You are not subscribed to any list.',
  manageSubscriptions: 'Manage Your Subscriptions',
  preferencesConfirmed: 'Your preferences have been updated',
  managePreferences: 'Manage Preferences',
  welcomeBack: 'Welcome back to {list}',
  yourSubscription: 'Your subscription',
  yourSubscriptions: 'Your subscriptions',
  emailLine: 'Email: <e>{email}</e>',
  notSubscribed: 'This address is not subscribed to any list.',
  awaitingConfirmation:
    'You opted out of {lists} earlier, so joining again needs a confirmation from your mailbox. We sent you a mail: you are back on the list once you open its link and confirm.',
  preferencesUpdated: 'Preferences updated',
  unsubscribedAll: 'Unsubscribed from all lists.',
  preferencesFailed: 'Failed to update preferences.',
  unsubscribeFailed: 'Failed to unsubscribe.',
  receiptHeading: 'Your consent record',
  receiptText:
    'A page of every time you joined or left a list of {named, select, yes {{sender}} other {this sender}}, to read or print, with what is needed to check it against their records later.',
  receiptButton: 'Download my receipt',
  receiptFailed: 'Failed to prepare your receipt.',
  receiptSaved: 'Downloaded {file}. Open it to read or print your record; keep it as it is so that it can be checked.',
  backToSite: 'Back to {site}',
  /** The label of the sign-up form a sender pastes into their own site. */
  subscribeToList: 'Subscribe to {list}',
  emailToSubscribeTo: 'Email address to subscribe to {list}',
  embedSent: 'Thanks! Check your inbox for the link to confirm.',
  embedConfirmNote: 'We mail you a link to confirm.',
  embedKeptBy: 'Kept by <x>Listkeep</x>.',
  formInvalidEmail: 'That does not look like an email address. Please type it again.',
  formNotFound: 'This sign-up form is not connected to a list any more. Please let the site’s owner know.',
  formRateLimited: 'Too many sign-ups from your network just now. Please wait a few minutes and try again.',
  formFailed: 'Your sign-up did not go through. Please try again.',
} as const;

export type PageKey = keyof typeof PAGES_EN;
export type PageCatalog = Readonly<Record<PageKey, string>>;

export default PAGES_EN;
