/**
 * The mails Listkeep sends itself, by kind, and how a team's owner is told of
 * those that could not be delivered (docs/product.md, "Mail delivery").
 */
import { countText } from './count-text';
import { joinNames } from './signups';

export const MAIL_KINDS = [
  'confirmation',
  'welcome',
  'unsubscribeConfirmation',
  'invitation',
  'ownerNotice',
  'feedback',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** Each kind as the owner's notice counts it: singular, plural. */
const KIND_NOUNS: Record<MailKind, [string, string]> = {
  confirmation: ['confirmation mail', 'confirmation mails'],
  welcome: ['welcome mail', 'welcome mails'],
  unsubscribeConfirmation: ['unsubscribe confirmation', 'unsubscribe confirmations'],
  invitation: ['invitation', 'invitations'],
  ownerNotice: ['notice to you', 'notices to you'],
  feedback: ['message to support', 'messages to support'],
};

/** How long a mail that could not be delivered is kept, and so counted on the owner's dashboard. */
export const UNDELIVERED_MAIL_DAYS = 14;

/** Mails of the team that could not be delivered in the last UNDELIVERED_MAIL_DAYS, by kind. */
export type UndeliveredMails = { kind: MailKind; count: number }[];

/** "3 confirmation mails and 1 invitation could not be delivered in the last 14 days, after repeated tries." */
export function undeliveredMailsText(undelivered: UndeliveredMails): string {
  const parts = undelivered
    .filter((entry) => entry.count > 0)
    .map(({ kind, count }) => countText(count, ...KIND_NOUNS[kind]));
  return `${joinNames(parts)} could not be delivered in the last ${UNDELIVERED_MAIL_DAYS} days, after repeated tries.`;
}
