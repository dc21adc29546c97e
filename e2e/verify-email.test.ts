/**
 * A new account is asked to verify its address: the verification mail is in
 * the inbox, the dashboard's banner sends another, and once the link in it is
 * followed the banner is gone. Each mail arrives once.
 */
import { describe, expect } from 'vitest';
import { ACCOUNT_MAIL, accountMails, linkIn } from './support/account-mail';
import { eventually } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'verify' });

const verificationMails = (email: string) => accountMails(email, ACCOUNT_MAIL.verify);

describe('verifying the address', () => {
  test('the verification mail and the one the banner resends reach the inbox; following its link removes the banner', async ({
    owner,
  }) => {
    const { page, email } = owner;
    const banner = page.getByTestId('verify-email-banner');
    await banner.waitFor();
    await eventually(() => verificationMails(email)).toHaveLength(1);
    const [first] = await verificationMails(email);

    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(`Verification email sent to ${email}.`).waitFor();
    await eventually(() => verificationMails(email)).toHaveLength(2);
    const resent = (await verificationMails(email)).find((mail) => mail.id !== first.id)!;
    expect(linkIn(resent)).not.toBe(linkIn(first));

    // The reader opens the mailed link in another tab, then comes back.
    const mailTab = await owner.context.newPage();
    await mailTab.goto(linkIn(resent));
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
    expect(await verificationMails(email)).toHaveLength(2);
  });
});
