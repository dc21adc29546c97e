/**
 * A new account is asked to verify its address: the dashboard's banner
 * resends the verification mail, and once the link in it is followed the
 * banner is gone. The Auth emulator keeps the mails it would send.
 */
import { describe, expect } from 'vitest';
import { AUTH_EMULATOR, PROJECT_ID } from '../functions/test/support/env';
import { eventually } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'verify' });

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

async function verificationMails(email: string): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
}

describe('verifying the address', () => {
  test('resends the verification mail from the banner; following its link in another tab removes the banner', async ({
    owner,
  }) => {
    const { page, email } = owner;
    const banner = page.getByTestId('verify-email-banner');
    await banner.waitFor();
    await eventually(() => verificationMails(email)).toHaveLength(1);

    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(`Verification email sent to ${email}.`).waitFor();
    await eventually(() => verificationMails(email)).toHaveLength(2);
    const mails = await verificationMails(email);

    // The reader opens the mailed link in another tab, then comes back.
    const mailTab = await owner.context.newPage();
    await mailTab.goto(mails[1].oobLink);
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
  });
});
