// The account mails Listkeep's sign-in sends: address verification and
// password reset, worded as in production, where Firebase Authentication sends
// them from its own templates. The local stack's relay (scripts/auth-mail-relay.mjs)
// writes them from the Auth emulator's codes; nothing else sends them.

/**
 * One code as the Auth emulator lists it.
 * @typedef {{ email: string, requestType: string, oobCode: string, oobLink: string }} OobCode
 */

/** @typedef {{ to: string, subject: string, text: string }} AccountMail */

const SIGN_OFF = ['Thanks,', '', 'Your Listkeep team'];

/** @type {Record<string, (code: OobCode) => Omit<AccountMail, 'to'>>} */
const BY_REQUEST_TYPE = {
  VERIFY_EMAIL: ({ oobLink }) => ({
    subject: 'Verify your email for Listkeep',
    text: [
      'Hello,',
      '',
      'Follow this link to verify your email address.',
      '',
      oobLink,
      '',
      "If you didn't ask to verify this address, you can ignore this email.",
      '',
      ...SIGN_OFF,
    ].join('\n'),
  }),
  PASSWORD_RESET: ({ email, oobLink }) => ({
    subject: 'Reset your Listkeep password',
    text: [
      'Hello,',
      '',
      `Follow this link to reset your Listkeep password for your ${email} account.`,
      '',
      oobLink,
      '',
      // The local sign-in service takes the new password in the link itself,
      // where production shows a form.
      'Add &newPassword= and the password you choose to the end of the link before opening it.',
      '',
      "If you didn't ask to reset your password, you can ignore this email.",
      '',
      ...SIGN_OFF,
    ].join('\n'),
  }),
};

/**
 * The mail a code stands for, or null for a kind of code Listkeep never asks for.
 * @param {OobCode} code
 * @returns {AccountMail | null}
 */
export function accountMailFor(code) {
  const write = BY_REQUEST_TYPE[code.requestType];
  return write ? { to: code.email, ...write(code) } : null;
}
