/**
 * A new account is asked to verify its address: the verification mail is in
 * the inbox, the dashboard's banner sends another, and its link verifies the
 * address and brings the reader back into the app, signed in, where it says
 * so; the tab left open loses its banner too. Each mail arrives once.
 */
import { describe, expect } from 'vitest';
import { EMAIL_VERIFIED_TEXT, paths } from '../web/src/config/paths';
import { ACCOUNT_MAIL, accountMails, linkIn } from './support/account-mail';
import { eventually } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'verify' });

const verificationMails = (email: string) => accountMails(email, ACCOUNT_MAIL.verify);

describe('verifying the address', () => {
  test('the verification mail and the one the banner resends reach the inbox; its link lands verified in the app and removes the banner', async ({
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

    // The reader opens the mailed link in another tab: it verifies the address and opens the app again.
    const mailTab = await owner.context.newPage();
    await mailTab.goto(linkIn(resent));
    await mailTab.getByText(EMAIL_VERIFIED_TEXT).waitFor();
    await mailTab.getByTestId('newsletter-select').waitFor();
    expect(new URL(mailTab.url()).pathname).toBe(paths.dashboard);
    // The return's marker leaves the address, so a reload says nothing more.
    expect(new URL(mailTab.url()).search).toBe('');
    await mailTab.getByTestId('verify-email-banner').waitFor({ state: 'detached' });
    await saveShot(mailTab, 'verified-return-desktop');
    await mailTab.setViewportSize({ width: 390, height: 844 });
    await saveShot(mailTab, 'verified-return-phone');

    // Then they come back to the tab they left.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
    expect(await verificationMails(email)).toHaveLength(2);
  });
});
