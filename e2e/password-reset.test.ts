/**
 * A person who forgot their password asks for a reset on the login card,
 * finds the mail in the inbox, chooses a new password through its link and
 * logs in with it; the old one no longer works.
 */
import { describe, expect } from 'vitest';
import { signIn, signUp } from '../functions/test/support/auth-emulator';
import { ACCOUNT_MAIL, accountMails, linkIn } from './support/account-mail';
import { TEST_PASSWORD, uniqueEmail, url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const NEW_PASSWORD = 'new-horse-battery-7';

describe('resetting a forgotten password', () => {
  journey(
    'the reset mail reaches the inbox once, and its link sets the password the person logs in with',
    async ({ freshPage: page }) => {
      const email = uniqueEmail('reset');
      await signUp(email, TEST_PASSWORD);

      await page.goto(url('/login'));
      const form = page.getByTestId('login-form');
      await form.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password reset link sent to your email.').waitFor();

      await eventually(() => accountMails(email, ACCOUNT_MAIL.reset)).toHaveLength(1);
      const [mail] = await accountMails(email, ACCOUNT_MAIL.reset);
      expect(mail.text).toContain(`your ${email} account`);

      // The local sign-in service takes the new password in the link.
      const mailTab = await page.context().newPage();
      const answer = await mailTab.goto(`${linkIn(mail)}&newPassword=${encodeURIComponent(NEW_PASSWORD)}`);
      expect(answer?.status()).toBe(200);
      await mailTab.close();

      await expect(signIn({ email, password: TEST_PASSWORD })).rejects.toThrow(/answered 400/);
      await form.getByRole('button', { name: 'I know it now' }).click();
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await expectLocator(form).toHaveAttribute('data-mode', 'login');
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL(/\/welcome/, { timeout: 30_000 });
      expect(await accountMails(email, ACCOUNT_MAIL.reset)).toHaveLength(1);
    },
  );
});
