/**
 * Journeys of the landing page (/): the main button for each kind of visitor,
 * each demo step played to its success state, the QR bonus, the Who It's For
 * cards, motion for a visitor who asks for less of it, and what a first-time
 * visitor's browser downloads.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { demoFooter, demoLink, INBOX_INTERVAL_MS, LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { QR_SIZE } from '@listkeep/common/src/web/qr';
import {
  CHECK_INBOX_TO_UNSUBSCRIBE_TEXT,
  INVALID_EMAIL_TEXT,
  checkInboxToConfirmText,
} from '@listkeep/common/src/signups';
import { BASE_URL, appTookOver, readClipboard, url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { saveShot } from './support/shots';

const VIEWPORT = { width: 1280, height: 860 };

const signedIn = test.override('team', { owner: 'landing' });

/** A visitor's page in a context of its own that may use the clipboard; closed after the test. */
async function visit(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.goto(url('/'));
  await appTookOver(page);
  return page;
}

const firstSubject = (page: Page) => page.getByTestId('mock-inbox').locator('.inbox-subject').first().textContent();

describe('the landing page', () => {
  test('shows Sign Up to a first-time visitor, who downloads nothing from elsewhere and no identity SDK', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(url('/'));
      const main = page.getByTestId('landing-main-action');
      await expectLocator(main).toHaveText('Sign Up');
      expect(await main.getAttribute('href')).toBe('/login');
      await expectLocator(page.getByRole('heading', { level: 1 })).toHaveText('Big League Tools for Small Senders');
      // The demo and the bonus section load what they need as the visitor scrolls to them.
      await page.getByTestId('demo-bonus').scrollIntoViewIfNeeded();
      await expectLocator(page.getByTestId('demo-qr')).toHaveAttribute('data-state', 'drawn');
      await page.waitForLoadState('networkidle');

      const origin = new URL(BASE_URL).origin;
      expect(requests.filter((r) => !r.startsWith('data:') && new URL(r).origin !== origin)).toEqual([]);
      expect(requests.filter((r) => /\/assets\/(firebase|index\.esm)[-.]/.test(r))).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('offers Log In to a visitor who has logged in before', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    onTestFinished(() => context.close());
    // The marker the login form leaves (web/src/lib/storage.ts), with no session.
    await context.addInitScript(() => localStorage.setItem('hasLoggedIn', 'true'));
    const page = await context.newPage();
    await page.goto(url('/'));
    const main = page.getByTestId('landing-main-action');
    await expectLocator(main).toHaveText('Log In');
    expect(await main.getAttribute('href')).toBe('/login');
  });

  test('imports a pasted list split on spaces, commas and semicolons', async ({ browser }) => {
    const page = await visit(browser);
    const step = page.getByTestId('demo-import');
    await step.getByLabel('Your subscriber list').fill('ann@x.org bob@x.org,cara@x.org;dan@x.org');
    await step.getByRole('button', { name: 'Import List' }).click();
    await expectLocator(step.getByTestId('demo-import-success')).toContainText(LANDING_DEMO_MESSAGES.imported);
    await expectLocator(step.getByTestId('demo-import-count')).toHaveText('4 subscribers');
    await expectLocator(step.getByTestId('demo-import-list').getByRole('listitem')).toHaveTexts([
      'ann@x.org',
      'bob@x.org',
      'cara@x.org',
      'dan@x.org',
    ]);
    await page.locator('[data-sonner-toast]', { hasText: LANDING_DEMO_MESSAGES.imported }).waitFor();
  });

  test('leaves out what is not an email address, as the real import does', async ({ browser }) => {
    const page = await visit(browser);
    const step = page.getByTestId('demo-import');
    const field = step.getByLabel('Your subscriber list');
    await field.fill('not-an-address; nor@this');
    await step.getByRole('button', { name: 'Import List' }).click();
    await step.getByText(LANDING_DEMO_MESSAGES.noAddress).waitFor();
    await expectLocator(step.getByTestId('demo-import-success')).toHaveCount(0);

    await field.fill('ann@x.org, not-an-address bob@x.org nor@this');
    await step.getByRole('button', { name: 'Import List' }).click();
    await expectLocator(step.getByTestId('demo-import-count')).toHaveText('2 subscribers');
    await expectLocator(step.getByTestId('demo-import-list').getByRole('listitem')).toHaveTexts([
      'ann@x.org',
      'bob@x.org',
    ]);
    await expectLocator(step.getByTestId('demo-import-refused')).toHaveText(
      LANDING_DEMO_MESSAGES.refused(['not-an-address', 'nor@this']),
    );
    await saveShot(step, 'landing-demo-import-refused');
  });

  test('copies the imported list and the footer into a draft that fills itself, then sends it', async ({ browser }) => {
    const page = await visit(browser);
    const importStep = page.getByTestId('demo-import');
    await importStep.getByLabel('Your subscriber list').fill('club@x.org; chair@x.org');
    await importStep.getByRole('button', { name: 'Import List' }).click();
    await importStep.getByTestId('demo-import-success').waitFor();

    const step = page.getByTestId('demo-draft');
    await step.getByRole('button', { name: 'Copy Subscriber List' }).click();
    await expectLocator(step.getByTestId('demo-draft-copied')).toContainText(LANDING_DEMO_MESSAGES.listCopied);
    expect(await readClipboard(page)).toBe('club@x.org, chair@x.org');
    await expectLocator(step.getByLabel('BCC')).toHaveValue('club@x.org, chair@x.org');

    await step.getByRole('button', { name: 'Copy Footer' }).click();
    await expectLocator(step.getByTestId('demo-draft-copied')).toContainText(LANDING_DEMO_MESSAGES.footerCopied);
    const footer = demoFooter(BASE_URL);
    expect(await readClipboard(page)).toBe(footer);
    await eventually(() => step.getByLabel('Body').inputValue(), 30_000).toContain(footer);

    await step.getByRole('button', { name: 'Send', exact: true }).click();
    await expectLocator(step.getByTestId('demo-draft-success')).toContainText(LANDING_DEMO_MESSAGES.sent);
    await expectLocator(step.getByTestId('demo-draft-success')).toContainText('It went to 2 subscribers in BCC');
  });

  test('asks in the demo unsubscribe form, as the real page does, to confirm from the inbox', async ({ browser }) => {
    const page = await visit(browser);
    const step = page.getByTestId('demo-unsubscribe');
    await step.getByLabel('Your email').fill('not an address');
    await step.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await step.getByText(INVALID_EMAIL_TEXT).waitFor();
    await step.getByLabel('Your email').fill('reader@x.org');
    await step.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    const success = step.getByTestId('demo-unsubscribe-success');
    await expectLocator(success).toContainText(LANDING_DEMO_MESSAGES.unsubscribeRequested);
    await expectLocator(success).toContainText(CHECK_INBOX_TO_UNSUBSCRIBE_TEXT);
    await expectLocator(success).toContainText(LANDING_DEMO_MESSAGES.demoSendsNothing);
    await page.locator('[data-sonner-toast]', { hasText: LANDING_DEMO_MESSAGES.unsubscribeRequested }).waitFor();
    await saveShot(step, 'landing-demo-unsubscribe-requested');
  });

  test('draws the subscribe QR code, copies its link and subscribes in the demo form', async ({ browser }) => {
    const page = await visit(browser);
    const bonus = page.getByTestId('demo-bonus');
    await bonus.scrollIntoViewIfNeeded();
    const qr = bonus.getByTestId('demo-qr');
    await expectLocator(qr).toHaveAttribute('data-state', 'drawn');
    const drawn = await qr.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 64) dark += 1;
      return { width: canvas.width, height: canvas.height, dark };
    });
    expect(drawn.width).toBe(QR_SIZE);
    expect(drawn.height).toBe(QR_SIZE);
    expect(drawn.dark).toBeGreaterThan(QR_SIZE * 4);

    await bonus.getByRole('button', { name: 'Copy Subscribe Link' }).click();
    await expectLocator(bonus.getByTestId('demo-bonus-copied')).toHaveText(LANDING_DEMO_MESSAGES.subscribeLinkCopied);
    const link = demoLink(BASE_URL, 'sub');
    expect(await readClipboard(page)).toBe(link);

    await bonus.getByLabel('Your email').fill('new.reader@x.org');
    await bonus.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const subscribed = bonus.getByTestId('demo-bonus-success');
    await expectLocator(subscribed).toContainText(LANDING_DEMO_MESSAGES.subscribeRequested);
    await expectLocator(subscribed).toContainText(checkInboxToConfirmText('Demo Newsletter'));

    // The link is a real page: without a newsletterID it only says Demo success. and sends nothing.
    await page.goto(link);
    await page.getByLabel('Email address').fill('new.reader@x.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectLocator(page.getByRole('status')).toHaveText('Demo success.');
  });

  test("leads from each Who It's For card to its audience's page", async ({ freshPage: page }) => {
    const cards: [string, string][] = [
      ['Clubs', '/clubs'],
      ['Grassroots churches', '/churches'],
      ['Marketers', '/marketers'],
      ['Cold outreach', '/marketers'],
    ];
    for (const [title, path] of cards) {
      await page.goto(url('/'));
      await page.getByRole('link', { name: `Learn more: ${title}` }).click();
      await page.waitForURL(url(path));
    }
  });

  test('animates the inbox, one subject line after another', async ({ freshPage: page }) => {
    await page.goto(url('/'));
    const inbox = page.getByTestId('mock-inbox');
    await expectLocator(inbox).toHaveAttribute('data-animated', 'true');
    const first = await firstSubject(page);
    await eventually(() => firstSubject(page)).not.toBe(first);
  });

  test('keeps the inbox still and fills the draft at once for a visitor who asks for less motion', async ({
    browser,
  }) => {
    const page = await visit(browser, { reducedMotion: 'reduce' });
    const inbox = page.getByTestId('mock-inbox');
    await expectLocator(inbox).toHaveAttribute('data-animated', 'false');
    // The inbox is decoration, hidden from the accessibility tree, so its rows are found by class.
    const rows = inbox.locator('.inbox-row');
    const before = await rows.allTextContents();
    // Long enough for three new messages, had the inbox been animated.
    await page.waitForTimeout(INBOX_INTERVAL_MS * 3);
    expect(await rows.allTextContents()).toEqual(before);

    const step = page.getByTestId('demo-draft');
    await step.getByRole('button', { name: 'Copy Subscriber List' }).click();
    await step.getByTestId('demo-draft-copied').waitFor();
    // Read once: the whole list is there as soon as the copy is done, not typed in.
    expect(await step.getByLabel('BCC').inputValue()).toBe(
      'ann@example.com, bob@example.org, cara@example.net, dan@example.com',
    );
  });
});

describe('the landing page for a signed-in user', () => {
  signedIn('offers Go To Dashboard', async ({ owner: { page } }) => {
    await page.goto(url('/'));
    const main = page.getByTestId('landing-main-action');
    await expectLocator(main).toHaveText('Go To Dashboard');
    expect(await main.getAttribute('href')).toBe('/dashboard');
    await main.click();
    await page.waitForURL(url('/dashboard'));
  });
});
