/**
 * Journey: an owner logs an email, opens it, edits its sent flag, date and
 * time, and sees the count on the overview.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { newOwner, openTab, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the email log journey');

describe('email log', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'emails');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('logs an email and lists it with its list and sent time', async () => {
    const { page } = owner;
    await openTab(page, 'emails');
    await page.getByTestId('emails-empty').waitFor();
    await page.getByRole('button', { name: 'New Email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('Easter schedule');
    await form.getByLabel('Body').fill('Services at 8 and 10.');
    await form.getByLabel('Sent date').fill('2026-04-02');
    await form.getByLabel('Sent time').fill('09:30');
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('email-row');
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([
      'Easter schedule',
      "emails owner's Newsletter",
      'Apr 2, 2026, 9:30 AM',
    ]);
  });

  it('opens the detail and edits the sent flag', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Easter schedule' }).click();
    const detail = page.getByTestId('email-detail-dialog');
    await detail.getByText('Services at 8 and 10.').waitFor();
    await detail.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('email-form-dialog');
    expect(await form.getByLabel('Sent time').inputValue()).toBe('09:30');
    await form.getByRole('checkbox', { name: 'Sent' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('email-row').locator('td').nth(2).textContent()).toBe('Not sent');
  });

  it('counts only sent emails on the overview', async () => {
    const { page } = owner;
    const stat = page.getByTestId('stat-emails').locator('.stat-value');
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect.poll(() => stat.textContent()).toBe('0');

    await page.getByRole('link', { name: 'Recent Emails' }).click();
    await page.getByRole('button', { name: 'Easter schedule' }).click();
    await page.getByTestId('email-detail-dialog').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByRole('checkbox', { name: 'Sent' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect.poll(() => stat.textContent()).toBe('1');
  });
});
