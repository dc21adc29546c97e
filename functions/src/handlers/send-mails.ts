import type { CallName } from '@listkeep/common';
import type { Deps } from '../services/deps';
import type { OutgoingMail } from '../services/mailer';

/** Sends the mails a public call decided on. What the answer says has happened already; a lost mail does not undo it. */
export async function sendMails(deps: Deps, call: CallName, mails: readonly OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      console.error(`${call}: a mail could not be sent`, error);
    }
  }
}
