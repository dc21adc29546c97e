/**
 * Accessibility of every page a visitor or a sender sees, scanned by axe-core
 * in Chromium: each public page and each state of the /link pages, in the dark
 * and the light theme, at desktop and phone width; then, for a signed-in owner
 * whose list has subscribers and logged emails, each dashboard tab, the account
 * page, the main dialogs open and each step of the welcome wizard. A scan fails
 * on any serious or critical violation, listing each with its element.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/axe';
import { uniqueEmail, url } from './support/browser';
import { openTab } from './support/dashboard';
import { journey } from './support/fixtures';
import { confirmPathFor, submitAddress } from './support/recipient';
import { signUp } from './support/sign-up';

const test = journey.override('team', {
  owner: 'a11y',
  tier: 'group',
  subscribers: Array.from({ length: 60 }, (_, i) => `reader${i + 1}@example.org`),
  emails: ['Spring bake sale', 'Choir practice moves to Thursday'],
});

/** The public pages of web/src/config/paths.ts a visitor reaches without an account. */
const PUBLIC_PATHS = [
  '/',
  '/marketers',
  '/clubs',
  '/churches',
  '/about',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/privacy',
  '/how-it-works',
  '/frequent-questions',
  '/dashboard-overview',
  '/login',
  '/pricing',
  '/docs/api',
];

const VARIANTS = [
  { theme: 'dark', width: 1280, height: 860 },
  { theme: 'light', width: 1280, height: 860 },
  { theme: 'dark', width: 390, height: 844 },
  { theme: 'light', width: 390, height: 844 },
] as const;
type Variant = (typeof VARIANTS)[number];

/** A visitor's page in this theme and width: the app's stored setting, the reader's preference on /link pages. */
async function visitorPage(browser: Browser, { theme, width, height }: Variant): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
  await context.addInitScript((chosen) => {
    localStorage.setItem('settings', JSON.stringify({ theme: chosen }));
  }, theme);
  return context.newPage();
}

/** Opens a path and waits for its main content and the end of its requests. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
  await page.locator('main, #root > *').first().waitFor();
}

describe('public pages have no serious accessibility violation', () => {
  for (const variant of VARIANTS) {
    const label = `${variant.theme}, ${variant.width} px`;

    test(`the marketing, info, login and pricing pages (${label})`, async ({ browser }) => {
      const page = await visitorPage(browser, variant);
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PATHS) {
        await open(page, path);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      await page.context().close();
      expect(found).toEqual({});
    });

    test(`the /link pages in each state (${label})`, async ({ browser, publicList }) => {
      const page = await visitorPage(browser, variant);
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[state] = violations;
      };

      await open(page, '/link/sub');
      await check('demo subscribe page');
      await submitAddress(page, 'reader@example.org');
      await page.getByText('Demo success.').waitFor();
      await check('demo subscribe page, Demo success.');

      const reader = uniqueEmail('a11y-reader');
      await open(page, `/link/sub?newsletterID=${publicList.listID}`);
      await check('subscribe page of a list');
      await submitAddress(page, reader);
      await page.getByText('Check your inbox').waitFor();
      await check('subscribe page, check your inbox');

      await open(page, await confirmPathFor(reader));
      await check('confirm page');
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByTestId('link-subscribed').waitFor();
      await check('confirm page, subscribed');

      await open(page, `/link/unsub?newsletterID=${publicList.listID}`);
      await check('unsubscribe request page');

      await open(page, `/link/manage/${publicList.linkID}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      await check('manage page');

      await open(page, `/link/unsub/${publicList.linkID}`);
      await check('one-click unsubscribe page');

      await page.context().close();
      expect(found).toEqual({});
    });
  }
});

describe('the signed-in app has no serious accessibility violation', () => {
  test('each dashboard tab and the account page', async ({ owner: { page } }) => {
    const found: Record<string, string[]> = {};
    await page.goto(url('/dashboard?tab=overview'));
    await page.getByTestId('stat-total').waitFor();
    await page.waitForLoadState('networkidle');
    const overview = await seriousViolations(page);
    if (overview.length) found['dashboard overview'] = overview;
    for (const tab of ['subscribers', 'emails', 'lists', 'newsletter', 'team']) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) found[`dashboard ${tab}`] = violations;
    }
    await page.goto(url('/account'));
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length) found.account = violations;
    expect(found).toEqual({});
  });

  test('the new subscriber, import and copy list dialogs, open', async ({ owner: { page } }) => {
    const found: Record<string, string[]> = {};
    const check = async (state: string) => {
      const violations = await seriousViolations(page);
      if (violations.length) found[state] = violations;
    };
    await openTab(page, 'subscribers');
    await page.getByTestId('subscriber-row').first().waitFor();

    await page.getByRole('button', { name: 'Add subscriber' }).click();
    await page.getByRole('dialog').waitFor();
    await check('new subscriber dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByTestId('import-dialog').waitFor();
    await check('import dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('copy-list').click();
    await page.getByTestId('copy-chunks').waitFor();
    await check('copy list dialog');
    await page.keyboard.press('Escape');
    expect(found).toEqual({});
  });

  test('each step of the welcome wizard', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const check = async (step: string) => {
      await page.locator(`[data-testid="welcome-wizard"][data-step="${step}"]`).waitFor();
      const violations = await seriousViolations(page);
      if (violations.length) found[`welcome ${step}`] = violations;
    };
    await signUp(page, uniqueEmail('a11y-welcome'));
    const wizard = page.getByTestId('welcome-wizard');
    const step = async () => (await wizard.getAttribute('data-step')) ?? '';
    await check(await step());
    await wizard.getByRole('button', { name: "Let's go!" }).click();
    await page.getByLabel('Your name').waitFor();
    await check(await step());
    await page.getByLabel('Your name').fill('Welcome Scan');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await check('dashboard');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await check('plan');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await check('go');
    await context.close();
    expect(found).toEqual({});
  });
});
