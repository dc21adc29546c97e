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
import { CONFIRM_MAIL_IGNORE, emailKey } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import type { OutgoingMail } from '../../services/mailer';
import type { Store, Transaction } from '../../store/port';
import { COLLECTIONS, type ListDoc, type PendingSubscribeDoc, type TeamDoc } from '../docs';
import { newLinkID } from '../link-ids';
import { link, mailBody, paragraph } from './mail-body';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { publicSenderName } from './public-sender';
import { subscriberID } from '../subscribers';
import { DAY_MS, dayKey } from '../time';

/** How long a confirmation link works; after that the request answers like an unknown link and is deleted. */
export const PENDING_TTL_MS = 7 * DAY_MS;

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
      createdAt: now,
      expiresAt: now + PENDING_TTL_MS,
      confirmedAt: null,
    };
    tx.set(ref, doc);
    queueMail(tx, deps, confirmationMail(deps, email, list, team, token), {
      kind: 'confirmation',
      teamID: list.teamID,
    });
  };
}

/** Written by Listkeep alone: no text of the sender's but the list's and the sender's names. */
function confirmationMail(deps: Deps, to: string, list: ListDoc, team: TeamDoc, token: string): OutgoingMail {
  // Only the public organisation name is named: a team's own name may be made from its owner's.
  const name = mailName(list.newsletterName);
  const org = mailName(team.publicOrgName ?? '');
  const subject = `Confirm your subscription to ${name}`;
  return {
    to,
    subject,
    senderName: publicSenderName(team, list.newsletterName),
    ...mailBody(subject, [
      paragraph(`Someone asked to subscribe this address to the list "${name}"${org ? ` of ${org}` : ''}.`),
      paragraph('To confirm, open this link and press Confirm:\n', link(confirmPageUrl(deps, token))),
      paragraph(CONFIRM_MAIL_IGNORE),
      paragraph('The link works for 7 days. Until it is used, this address is not on the list.'),
    ]),
  };
}
