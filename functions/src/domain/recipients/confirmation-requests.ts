/**
 * Requests that an address confirm joining a list from its mailbox (double
 * opt-in): the subscribe page's sign-ups (public-subscribe.ts, where they are
 * confirmed) and a sender-made link's re-join of a list the address opted out
 * of (links.ts). Only the holder of the mailbox can put such an address on
 * the list.
 *
 * A request waits in `pendingSubscribes` for at most 7 days, keyed by a hash
 * of team, list and address so a repeat finds it in one read; it is not a
 * subscriber and nothing counts, copies or exports it.
 */
import { createHmac } from 'node:crypto';
import { CONFIRM_LINK_DAYS, emailKey, type Language } from '@listkeep/common';
import type { MessageValues } from '@listkeep/common/src/i18n/format';
import { mailText, type MailKey } from '@listkeep/common/src/server/mails';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import type { OutgoingMail } from '../../services/mailer';
import type { Store, Transaction } from '../../store/port';
import { COLLECTIONS, type ListDoc, type PendingSubscribeDoc, type TeamDoc } from '../docs';
import { newLinkID } from '../link-ids';
import { link, mailBody, paragraph } from './mail-body';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { mailLanguage } from './mail-language';
import { publicSenderName } from './public-sender';
import { subscriberID } from '../subscribers';
import { DAY_MS, dayKey } from '../time';

/** How long a confirmation link works; after that the request answers like an unknown link and is deleted. */
export const PENDING_TTL_MS = CONFIRM_LINK_DAYS * DAY_MS;

/**
 * The id of the request for an address on a list: keyed like the consent
 * hashes, so the store's ids do not tell which addresses asked. Hex, so it can
 * never look like one of the store's reserved ids.
 */
export function pendingKey(secret: string, teamID: string, listID: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`${teamID}\n${listID}\n${emailKey(email)}`)
    .digest('hex');
}

export const pendingRef = (store: Store, key: string) =>
  store.doc<PendingSubscribeDoc>(`${COLLECTIONS.pendingSubscribes}/${key}`);

export const confirmPageUrl = (deps: Deps, token: string) => `${deps.publicUrl}/link/confirm/${token}`;

/** What a confirmation request is for: an address, a list of a team, and where the request came from. */
export interface ConfirmationFor {
  listID: string;
  list: ListDoc;
  team: TeamDoc;
  email: string;
  /** The email log entry the request came from, counted on confirmation. */
  emailID: string | null;
  /** The list's source the request came through, credited on confirmation. */
  sourceID: string | null;
  /** The language of the page that asked, if it said; else the list's (mail-language.ts). */
  language?: Language;
}

/**
 * A request that the address confirm joining the list from its mailbox, in
 * the caller's transaction: this reads the request already waiting, if any,
 * and answers a function that writes the new one and queues its mail, to be
 * called once the caller's reads are done. A mail already sent today for the
 * same address and list is not sent again; a mail on a later day carries a
 * new link and the earlier one stops working.
 */
export async function confirmationRequest(tx: Transaction, deps: Deps, request: ConfirmationFor): Promise<() => void> {
  const { store } = deps;
  const now = deps.now();
  const { listID, list, team, email } = request;
  const ref = pendingRef(store, pendingKey(deps.hashSecret, list.teamID, listID, email));
  const pending = (await tx.get(ref)).data();
  const today = dayKey(now);
  return () => {
    if (pending && pending.confirmedAt === null && pending.expiresAt > now && pending.sentDay === today) return;
    const token = newLinkID();
    const language = mailLanguage(request.language, list);
    const doc: PendingSubscribeDoc = {
      teamID: list.teamID,
      newsletterID: listID,
      subscriberID: subscriberID(list.teamID, email),
      emailHash: hashEmail(deps.hashSecret, email),
      email,
      token,
      emailID: request.emailID,
      sourceID: request.sourceID,
      sentDay: today,
      language,
      createdAt: now,
      expiresAt: now + PENDING_TTL_MS,
      confirmedAt: null,
    };
    tx.set(ref, doc);
    queueMail(tx, deps, confirmationMail(deps, email, list, team, token, language), {
      kind: 'confirmation',
      teamID: list.teamID,
    });
  };
}

/** Written by Listkeep alone: no text of the sender's but the list's and the sender's names. */
function confirmationMail(
  deps: Deps,
  to: string,
  list: ListDoc,
  team: TeamDoc,
  token: string,
  language: Language,
): OutgoingMail {
  // Only the public organisation name is named: a team's own name may be made from its owner's.
  const name = mailName(list.newsletterName);
  const org = mailName(team.publicOrgName ?? '');
  const text = (key: MailKey, values?: MessageValues) => mailText(language, key, values);
  const subject = text('confirmSubject', { list: name });
  return {
    to,
    subject,
    senderName: publicSenderName(team, list.newsletterName),
    ...mailBody(
      subject,
      [
        paragraph(text('confirmAsked', { list: name, named: org ? 'yes' : 'no', org })),
        paragraph(`${text('confirmOpen')}\n`, link(confirmPageUrl(deps, token))),
        paragraph(text('confirmIgnore')),
        paragraph(text('confirmExpiry', { days: CONFIRM_LINK_DAYS })),
      ],
      language,
    ),
  };
}
