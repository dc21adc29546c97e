/**
 * A new account is asked to verify its address: the dashboard's banner
 * resends the verification mail, and once the link in it is followed the
 * banner is gone. The Auth emulator keeps the mails it would send.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_EMULATOR, PROJECT_ID } from '../functions/test/support/env';
import { launchBrowser } from './support/browser';
import { newOwner, stackGuard } from './support/dashboard';

await stackGuard('the verification journey');

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
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resends the verification mail from the banner; following its link in another tab removes the banner', async () => {
    const owner = await newOwner(browser, 'verify');
    const { page, email } = owner;
    const banner = page.getByTestId('verify-email-banner');
    await banner.waitFor();
    expect(await verificationMails(email)).toHaveLength(1);

    await banner.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(`Verification email sent to ${email}.`).waitFor();
    const mails = await verificationMails(email);
    expect(mails).toHaveLength(2);

    // The reader opens the mailed link in another tab, then comes back.
    const mailTab = await owner.context.newPage();
    await mailTab.goto(mails[1].oobLink);
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
    await owner.context.close();
  });
});
