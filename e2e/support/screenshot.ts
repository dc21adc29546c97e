/**
 * Screenshots of the key pages at desktop (1280) and phone (390) widths into
 * /tmp/shots (or SHOTS_DIR). Run with the stack up: `npx tsx e2e/support/screenshot.ts`.
 * `--mock` answers the API in the page (the Auth emulator is still needed),
 * for looking at pages while the API is not running.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, uniqueEmail, url } from './browser';
import { mockApi } from './mock-api';
import { saveShot } from './shots';
import { signUp } from './sign-up';

const MOCK = process.argv.includes('--mock');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
];

async function shot(page: Page, prefix: string, name: string, fullPage = true): Promise<void> {
  console.log(await saveShot(page, `${prefix}-${name}`, fullPage));
}

async function run(browser: Browser, size: (typeof WIDTHS)[number]): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (MOCK) await mockApi(page, { onboarded: false });
  const p = size.name;

  await page.goto(url('/'));
  await shot(page, p, '01-landing');
  if (size.width < 800) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot(page, p, '01b-menu-open', false);
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Info' }).click();
    await shot(page, p, '01b-info-open', false);
    await page.keyboard.press('Escape');
  }
  await page.goto(url('/pricing'));
  await shot(page, p, '02-pricing');
  await page.goto(url('/link/sub?newsletterName=Parish%20Notes&newsletterID=x'));
  await shot(page, p, '03-link-sub');
  await page.goto(url('/about'));
  await shot(page, p, '04-about');

  await page.goto(url('/login'));
  await shot(page, p, '05-login-signup');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByTestId('login-form').getByRole('button', { name: 'Log In', exact: true }).click();
  await page.getByTestId('login-error').waitFor();
  await shot(page, p, '06-login-error-reset');

  await signUp(page, uniqueEmail('shot'));
  await shot(page, p, '07-welcome-0');
  const wizard = page.getByTestId('welcome-wizard');
  await wizard.getByRole('button', { name: "Let's go!" }).click();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await shot(page, p, '08-welcome-1-errors');
  await page.getByLabel('Your name').fill('Ann Lee');
  await shot(page, p, '09-welcome-1-filled');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="welcome-wizard"][data-step="dashboard"]').waitFor();
  await shot(page, p, '10-welcome-2');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="welcome-wizard"][data-step="plan"]').waitFor();
  await shot(page, p, '11-welcome-3-plan');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await shot(page, p, '12-welcome-4');
  await wizard.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByTestId('newsletter-select').waitFor();
  await shot(page, p, '13-dashboard');
  await page.goto(url('/dashboard?tab=subscribers'));
  await page.getByTestId('tab-subscribers').waitFor();
  await shot(page, p, '14-dashboard-subscribers');
  await page.goto(url('/account'));
  await page.getByTestId('account-name').waitFor();
  await shot(page, p, '15-account');
  await page.getByRole('button', { name: 'Light theme' }).click();
  await page.goto(url('/dashboard'));
  await page.getByTestId('newsletter-select').waitFor();
  await shot(page, p, '16-dashboard-light');
  await page.goto(url('/'));
  await shot(page, p, '17-landing-light-signed-in');
  await context.close();
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const size of WIDTHS) await run(browser, size);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
