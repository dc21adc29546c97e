/**
 * Google sign-in on the local stack: the Google button signs into an Auth
 * emulator account, a new account goes through onboarding and, being
 * verified by Google, sees no verify-email banner.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboarding, launchBrowser, requireStack, uniqueEmail, url } from './support/browser';

await requireStack('The Google sign-in journey');

describe('Google sign-in', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('google');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs a new Google account up and onboards it', async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    const chooser = page.getByTestId('local-google');
    await chooser.getByLabel('Google email').fill(email);
    await chooser.getByLabel('Google display name').fill('Gail Google');
    await chooser.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/welcome/);
    await completeOnboarding(page, 'Gail Google');
    await expect
      .poll(() =>
        page
          .getByRole('combobox')
          .first()
          .inputValue()
          .catch(() => ''),
      )
      .not.toBe('');
    expect(await page.getByText('Please verify your email.').count()).toBe(0);
  });

  it('logs the same Google account back in to its dashboard', async () => {
    await page.getByRole('button', { name: 'Log Out' }).first().click();
    await page.waitForURL(url('/'));
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Log In with Google' }).click();
    await page.getByTestId('local-google').getByLabel('Google email').fill(email);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText("Gail Google's Newsletter").count()).toBeGreaterThan(0);
  });
});
