/**
 * Messages to the support inbox (docs/product.md §2, §5): feedback from
 * signed-in users and the contact page's messages from anyone. Each is kept in
 * `feedback/{id}` and mailed to the support address; the stored copy stands if
 * the mail is lost.
 */
import {
  FEEDBACK_SIGN_IN_MESSAGE,
  MESSAGE_TYPE_LABELS,
  emailKey,
  type MessageType,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { OutgoingMail } from '../../services/mailer';
import { COLLECTIONS } from '../docs';
import { DomainError } from '../errors';
import type { Identity } from '../identity';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { userRef } from '../records';

export type FeedbackDoc = {
  type: MessageType;
  message: string;
  name: string;
  email: string;
  /** `email` as compared, so that deleting the account of that address finds the message however it was typed. */
  emailKey: string;
  /** The sender's user id when they were signed in; absent for a visitor's message. */
  uid?: string;
  createdAt: number;
};

/** Who wrote: what the form said, or for the kinds that ask for the message only, the profile. */
async function sender(deps: Deps, caller: Identity | undefined, input: ParsedInput<'feedback'>) {
  const { name, email } = input.formData;
  if (!caller || (name && email)) return { name, email };
  const profile = (await userRef(deps.store, caller.uid).get()).data();
  return {
    name: name || profile?.name || caller.displayName,
    email: email || profile?.email || caller.email,
  };
}

function supportMail(deps: Deps, doc: FeedbackDoc): OutgoingMail {
  const name = mailName(doc.name ?? '');
  const from = name ? `${name} <${doc.email}>` : doc.email;
  return {
    to: deps.supportEmail,
    subject: `${MESSAGE_TYPE_LABELS[doc.type]} from ${name || doc.email}`,
    text: [
      `${MESSAGE_TYPE_LABELS[doc.type]} from ${from}`,
      doc.uid ? `User id: ${doc.uid}` : 'Not signed in',
      '',
      doc.message,
    ].join('\n'),
    // Replying answers the sender; the address passed the contract's email check, so it is one line.
    ...(doc.email && { headers: { 'Reply-To': doc.email } }),
  };
}

/** Keeps a message for the support inbox and queues the mail that carries it there. */
export async function sendFeedback(
  deps: Deps,
  caller: Identity | undefined,
  input: ParsedInput<'feedback'>,
): Promise<void> {
  if (input.type !== 'contact' && !caller) throw new DomainError('permission', FEEDBACK_SIGN_IN_MESSAGE);
  if (input.userID !== undefined && input.userID !== caller?.uid) {
    const message = 'Must be the id of the signed-in user, or left out.';
    throw new DomainError('invalid', message, [{ path: 'userID', message }]);
  }
  const from = await sender(deps, caller, input);
  const doc: FeedbackDoc = {
    type: input.type,
    message: input.formData.comments,
    ...from,
    emailKey: emailKey(from.email),
    ...(caller && { uid: caller.uid }),
    createdAt: deps.now(),
  };
  await deps.store.runTransaction(async (tx) => {
    tx.create(deps.store.collection<FeedbackDoc>(COLLECTIONS.feedback).doc(), doc);
    queueMail(tx, deps, supportMail(deps, doc), { kind: 'feedback', teamID: null, about: doc.email });
  });
}
