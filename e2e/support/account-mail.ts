/**
 * The account mails of sign-in (address verification, password reset) as a
 * person finds them: in the local inbox, each with the one link to follow.
 */
import { mailsTo, type SentMail } from '../../functions/test/support/mail';

/** Their subjects, worded as the mails Listkeep's sign-in sends. */
export const ACCOUNT_MAIL = {
  verify: 'Verify your email for Listkeep',
  reset: 'Reset your Listkeep password',
} as const;

/** The inbox's mails to `address` with `subject`, as they are now. */
export async function accountMails(address: string, subject: string): Promise<SentMail[]> {
  const mails = await mailsTo(address, 0, 0);
  return mails.filter((mail) => mail.subject === subject);
}

/** The one link in a mail's text. */
export function linkIn(mail: SentMail): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  if (links.length !== 1)
    throw new Error(`expected one link in "${mail.subject}", found ${links.length}: ${mail.text}`);
  return links[0];
}
