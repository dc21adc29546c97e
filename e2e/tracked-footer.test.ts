/**
 * Journey: a sender copies the footer of a logged email; a reader who follows
 * its subscribe link, and confirms from the mail, is counted against that email.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, uniqueEmail } from './support/browser';
import { newOwner, openTab, stackGuard, type SignedIn } from './support/dashboard';
import { confirmFromMail } from './support/recipient';

await stackGuard('tracked footer journey');

describe('footer of a logged email', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'footer');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('carries tracked links that count a subscribe against the email', async () => {
    const { page } = owner;
    await openTab(page, 'emails');
    await page.getByRole('button', { name: 'New Email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('Spring fair');
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Spring fair' }).click();
    const detail = page.getByTestId('email-detail-dialog');
    await detail.getByRole('button', { name: 'Copy footer' }).click();
    await page.getByText('Footer HTML copied to clipboard!').waitFor();
    const footer = await page.evaluate(() => navigator.clipboard.readText());
    const subscribeHref = /href="([^"]*type=subscribe[^"]*)"/.exec(footer)?.[1]?.replaceAll('&amp;', '&');
    expect(subscribeHref).toMatch(/\/api\/link\?newsletterID=[^&]+&emailID=[^&]+&type=subscribe/);
    expect(footer).toMatch(/type=unsubscribe/);

    const reader = await owner.context.newPage();
    await reader.goto(subscribeHref!);
    await reader.waitForURL(/\/link\/sub\?/);
    const address = uniqueEmail('fair-reader');
    await reader.getByLabel('Email address').fill(address);
    await reader.getByLabel('Email address').press('Enter');
    await reader.getByText(/Check your inbox/).waitFor();
    // The sign-up counts once the reader confirms it from the mail.
    await confirmFromMail(reader, address);

    await page.reload();
    await page.getByRole('button', { name: 'Spring fair' }).click();
    const counts = page.getByTestId('email-detail-dialog').locator('dl');
    await expect.poll(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Subscribes1');
  });
});
