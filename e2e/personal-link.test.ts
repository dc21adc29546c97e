/**
 * Journey: an owner copies a subscriber's personal unsubscribe link from the
 * dashboard, the subscriber uses it, and the owner's next copy of the list
 * no longer has the address.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importList, newOwner, openTab, stackGuard, type SignedIn } from './support/dashboard';
import { launchBrowser, uniqueEmail } from './support/browser';

await stackGuard('personal link journey');

describe('personal unsubscribe link from the dashboard', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'plink');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('copies a working link for one subscriber', async () => {
    const { page } = owner;
    const reader = uniqueEmail('plink-reader');
    await openTab(page, 'subscribers');
    await importList(page, [reader]);
    await page.getByTestId('subscriber-row').filter({ hasText: reader }).getByRole('button', { name: 'Edit' }).click();
    const links = page.getByTestId('personal-links');
    await links.getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await page.getByText('Unsubscribe link copied to clipboard.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/link\/unsub\/[A-Za-z0-9_-]{22}$/);

    const recipient = await owner.context.newPage();
    await recipient.goto(link);
    await recipient.getByText(reader).waitFor();
    await recipient.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await recipient.getByText('Unsubscribed from all lists.').waitFor();

    // The list had only this reader: the owner's next copy finds nobody to copy.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copy list' }).click();
    await page.getByText('No subscribers to copy.').waitFor();
  });
});
