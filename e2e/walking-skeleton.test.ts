/**
 * The walking skeleton journey: sign up, onboard, see the dashboard, keep the
 * session across a reload, see a name change live in a second page, log out.
 * Needs the local stack (`npm start`); LISTKEEP_WEB_BASE points elsewhere.
 */
import type { Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { completeOnboarding, signUp } from './support/sign-up';

const email = uniqueEmail('skeleton');
const name = 'Ann Skeleton';

describe('walking skeleton', () => {
  test('public pages never load the identity SDK and show Sign Up to a first-time visitor', async ({
    freshPage: p,
  }) => {
    const scripts: string[] = [];
    p.on('request', (r: Request) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await p.goto(url('/'));
    await expectLocator(p.getByTestId('landing-main-action')).toHaveText('Sign Up');
    await expectLocator(p.getByRole('heading', { level: 1 })).toHaveText('Big League Tools for Small Senders');
    await p.goto(url('/link/sub?newsletterID=x&newsletterName=Parish%20Notes'));
    await p.getByRole('heading', { name: 'Subscribe' }).waitFor();
    expect(await p.locator('header.nav').count()).toBe(0);
    await p.goto(url('/marketers'));
    await p.getByRole('heading', { name: 'Outreach from your own inbox, with the opt-outs handled' }).waitFor();
    await p.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /firebase|index\.esm/.test(s))).toEqual([]);
  });

  test('sends a signed-out visitor away from guarded pages and unknown paths', async ({ freshPage: p }) => {
    await p.goto(url('/dashboard'));
    await p.waitForURL(url('/'));
    await p.goto(url('/no/such/page'));
    await p.waitForURL(url('/'));
  });

  test('signs up and walks through onboarding to the dashboard', async ({ page }) => {
    await signUp(page, email);
    // The newsletter name follows the person's name while it is typed.
    await page.getByTestId('welcome-wizard').getByRole('button', { name: "Let's go!" }).click();
    await page.getByLabel('Your name').fill(name);
    await expectLocator(page.getByLabel('Newsletter name')).toHaveValue(`${name}'s Newsletter`);
    await page.getByTestId('welcome-wizard').getByRole('button', { name: 'Back' }).click();
    await completeOnboarding(page, name);
    await expectLocator(page.getByTestId('newsletter-select').locator('option:checked')).toHaveText(
      `${name}'s Newsletter`,
    );
    await page.getByTestId('stat-total').waitFor();
  });

  test('keeps the session across a reload', async ({ page }) => {
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('shows a name change made on /account live in a second page', async ({ page }) => {
    const second = await page.context().newPage();
    await second.goto(url('/account'));
    const secondName = second.getByTestId('account-name');
    await expectLocator(secondName).toHaveValue(name);
    await second.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await page.goto(url('/account'));
    const field = page.getByTestId('account-name');
    await field.fill('Ann Renamed');
    await field.blur();
    await page.getByText('Account updated successfully').waitFor();

    await expectLocator(secondName, 15_000).toHaveValue('Ann Renamed');
    expect(await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await second.close();
  });

  test('logs out to the landing page, which then offers Log In', async ({ page }) => {
    await page.getByTestId('account-logout').click();
    await page.waitForURL(url('/'));
    await expectLocator(page.getByTestId('landing-main-action')).toHaveText('Log In');
    await page.goto(url('/account'));
    await page.waitForURL(url('/'));
  });
});
