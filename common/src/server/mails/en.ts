/**
 * The mails Listkeep sends a recipient (docs/product.md §4, "Languages"), in
 * English: the source of every other language's catalog.
 */
export const MAILS_EN = {
  confirmSubject: 'Confirm your subscription to {list}',
  confirmAsked:
    'Someone asked to subscribe this address to the list "{list}"{named, select, yes { of {org}} other {}}.',
  confirmOpen: 'To confirm, open this link and press Confirm:',
  confirmIgnore: "If this wasn't you, ignore this mail; nothing happens.",
  confirmExpiry:
    'The link works for {days, plural, one {# day} other {# days}}. Until it is used, this address is not on the list.',
  welcomeSubject: 'Welcome to {list}',
  welcomeText: 'You are now subscribed to {list}.',
  welcomeFooter: 'To unsubscribe, open ',
  unsubscribeSubject: 'Confirm your unsubscribe from {list}',
  unsubscribeAsked: 'Someone asked to unsubscribe this address from {list}.',
  unsubscribeOpen: 'To confirm, open ',
  unsubscribeIgnore: 'If it was not you, ignore this mail: nothing changes.',
} as const;

export type MailKey = keyof typeof MAILS_EN;
export type MailCatalog = Readonly<Record<MailKey, string>>;
