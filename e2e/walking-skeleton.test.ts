/**
 * The walking skeleton journey: sign up, onboard, see the dashboard, keep the
 * session across a reload, see a name change live in a second page, log out.
 * Needs the local stack (`npm start`); LISTKEEP_WEB_BASE points elsewhere.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboarding, launchBrowser, signUp, requireStack, uniqueEmail, url } from './support/browser';

await requireStack('The walking skeleton journey');

describe('walking skeleton', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('skeleton');
  const name = 'Ann Skeleton';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('public pages never load the identity SDK and show Sign Up to a first-time visitor', async () => {
    const fresh = await browser.newContext();
    const p = await fresh.newPage();
    const scripts: string[] = [];
    p.on('request', (r: Request) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await p.goto(url('/'));
    await expect(p.getByTestId('landing-main-action').textContent()).resolves.toBe('Sign Up');
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Big League Tools for Small Senders',
    );
    await p.goto(url('/link/sub?newsletterID=x&newsletterName=Parish%20Notes'));
    await p.getByRole('heading', { name: 'Subscribe' }).waitFor();
    expect(await p.locator('header.nav').count()).toBe(0);
    await p.goto(url('/marketers'));
    await p.getByRole('heading', { name: 'Listkeep for Marketers' }).waitFor();
    await p.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /firebase|index\.esm/.test(s))).toEqual([]);
    await fresh.close();
  });

  it('sends a signed-out visitor away from guarded pages and unknown paths', async () => {
    const fresh = await browser.newContext();
    const p = await fresh.newPage();
    await p.goto(url('/dashboard'));
    await p.waitForURL(url('/'));
    await p.goto(url('/no/such/page'));
    await p.waitForURL(url('/'));
    await fresh.close();
  });

  it('signs up and walks through onboarding to the dashboard', async () => {
    await signUp(page, email);
    // The newsletter name follows the person's name while it is typed.
    await page.getByTestId('welcome-wizard').getByRole('button', { name: "Let's go!" }).click();
    await page.getByLabel('Your name').fill(name);
    expect(await page.getByLabel('Newsletter name').inputValue()).toBe(`${name}'s Newsletter`);
    await page.getByTestId('welcome-wizard').getByRole('button', { name: 'Back' }).click();
    await completeOnboarding(page, name);
    const select = page.getByTestId('newsletter-select');
    await select.waitFor();
    expect(await select.locator('option:checked').textContent()).toBe(`${name}'s Newsletter`);
    await page.getByTestId('stat-total').waitFor();
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows a name change made on /account live in a second page', async () => {
    const second = await context.newPage();
    await second.goto(url('/account'));
    const secondName = second.getByTestId('account-name');
    await secondName.waitFor();
    expect(await secondName.inputValue()).toBe(name);
    await second.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await page.goto(url('/account'));
    const field = page.getByTestId('account-name');
    await field.fill('Ann Renamed');
    await field.blur();
    await page.getByText('Account updated successfully').waitFor();

    await expect.poll(() => secondName.inputValue(), { timeout: 15_000 }).toBe('Ann Renamed');
    expect(await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await second.close();
  });

  it('logs out to the landing page, which then offers Log In', async () => {
    await page.getByTestId('account-logout').click();
    await page.waitForURL(url('/'));
    await expect(page.getByTestId('landing-main-action').textContent()).resolves.toBe('Log In');
    await page.goto(url('/account'));
    await page.waitForURL(url('/'));
  });
});
