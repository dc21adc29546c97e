/**
 * Journey: an owner on Core copies the sign-up forms of a source from the
 * list's settings and puts both on their club's own website, a page of
 * another origin. A reader subscribes through the plain HTML form (after
 * mistyping their address once), another through the embedded frame; each
 * confirms from the mail, and the source counts both. No cookie is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { PAGES_EN } from '@listkeep/common/src/i18n/pages/en';
import { FORM_OUTCOME_TEXT } from '@listkeep/common/src/sign-up-forms';
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import { afterAll, describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { mailsTo } from '../functions/test/support/mail';
import { BASE_URL, readClipboard, uniqueEmail } from './support/browser';
import { openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail } from './support/recipient';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'website-forms', tier: 'core' });
const listName = "website-forms owner's Newsletter";
const TEAM_SITE = 'https://harbour-runners.example/';

/** The club's own website: a plain page on another origin that holds what it is given. */
const site = { html: '', server: null as Server | null, origin: '' };

async function startSite(): Promise<void> {
  site.server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(site.html);
  });
  await new Promise<void>((listening) => site.server!.listen(0, '127.0.0.1', listening));
  // Another host name as well as another port: plainly not the app's origin.
  site.origin = `http://localhost:${(site.server.address() as AddressInfo).port}`;
}

afterAll(() => new Promise<void>((closed) => (site.server ? site.server.close(() => closed()) : closed())));

const clubPage = (snippets: string[]) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Runners</title></head>' +
  `<body><h1>Harbour Runners</h1><p>Join our newsletter.</p>${snippets.join('\n')}</body></html>`;

const codeOf = (page: Page, testId: string) => page.getByTestId(testId).getByRole('textbox').inputValue();

describe('sign-up forms on a sender’s own website', () => {
  test('offers the HTML form and the frame of a source, with previews, to copy', async ({ owner }) => {
    const { page } = owner;
    const details = { teamID: owner.teamID, action: 'update', teamName: 'Harbour Runners', teamURL: TEAM_SITE };
    expect((await post('/updateTeam', details, owner.idToken)).status).toBe(200);
    await openTab(page, 'newsletter');
    await page.getByTestId('sources-card').getByLabel('New source').fill('Club website');
    await page.getByRole('button', { name: 'Add source' }).click();
    await page.getByText('Source “Club website” added.').waitFor();

    const card = page.getByTestId('website-form-card');
    const listForm = await codeOf(page, 'website-form-html');
    expect(listForm).not.toContain('sourceID');
    await card.getByLabel('Credit sign-ups to').selectOption({ label: 'Club website' });
    const form = await codeOf(page, 'website-form-html');
    expect(form).toContain(`action="${BASE_URL}/api/subscribeForm"`);
    expect(form).toMatch(/name="sourceID" value="[A-Za-z0-9]{20}"/);
    expect(form).not.toMatch(/<script/i);
    const frame = await codeOf(page, 'website-form-frame');
    expect(frame).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:5000\/embed\/sub\?newsletterID=\w+&amp;sourceID=\w+"/);

    await card.getByRole('button', { name: 'Copy the HTML form of Club website' }).click();
    await expectLocator(page.getByText('Form code copied to clipboard.')).toHaveCount(1);
    expect(await readClipboard(page)).toBe(form);

    // The previews: the form as pasted, and the live frame.
    const preview = page.frameLocator('[data-testid="website-form-html-preview"]');
    await expectLocator(preview.getByRole('button', { name: 'Subscribe' })).toHaveCount(1);
    const live = page.frameLocator('[data-testid="website-form-frame-preview"]');
    await expectLocator(live.getByRole('heading', { name: listName })).toHaveCount(1);

    await startSite();
    site.html = clubPage([form, frame]);
  });

  test('looks right at desktop and phone widths, dark and light', async ({ owner: { page } }) => {
    const card = page.getByTestId('website-form-card');
    await page.mouse.move(0, 0);
    // Toasts of the steps before would cover the card: they go by themselves.
    await expectLocator(page.locator('[data-sonner-toast]'), 20_000).toHaveCount(0);
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate(
        (t) => localStorage.setItem('settings', JSON.stringify({ theme: t, got_started: true })),
        theme,
      );
      await page.reload();
      await expectLocator(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const [name, width, tall] of [
        ['desktop', 1280, 1600],
        ['phone', 390, 2600],
      ] as const) {
        await page.setViewportSize({ width, height: tall });
        await card.scrollIntoViewIfNeeded();
        await expectLocator(card.getByRole('button', { name: /^Copy the embedded form/ })).toHaveCount(1);
        await saveShot(card, `website-form-card-${name}-${theme}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ theme: 'dark', got_started: true })));
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.reload();
  });

  test('subscribes through the plain form, which works with no script, and credits the source', async ({
    browser,
    owner,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, javaScriptEnabled: false });
    const club = await context.newPage();
    await club.goto(site.origin);
    // An address the browser lets through but the API does not take: the form is offered again, saying why.
    await club.getByLabel(`Subscribe to ${listName}`).fill('runner@harbour');
    await club.getByRole('button', { name: 'Subscribe' }).click();
    await club.waitForURL((landed) => landed.origin === BASE_URL && landed.pathname === '/link/signup');
    expect(club.url()).not.toContain('runner');
    await context.close();

    // The landing page is the app's own, where scripts run.
    const reader = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await reader.newPage();
    await page.goto(site.origin);
    await page.getByLabel(`Subscribe to ${listName}`).fill('runner@harbour');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectLocator(page.getByTestId('link-form-notice')).toHaveText(PAGES_EN[FORM_OUTCOME_TEXT['invalid-email']]);
    await saveShot(page, 'website-form-landing-invalid');
    const email = uniqueEmail('form-reader');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Email address').press('Enter');
    await page.getByText(checkInboxToConfirmText(listName)).waitFor();
    await expectLocator(page.getByTestId('link-back-to-site')).toHaveAttribute('href', TEAM_SITE);

    // The same form, typed right the first time, lands on the thanks with the way back to the club.
    const second = uniqueEmail('form-reader');
    await page.goto(site.origin);
    await page.getByLabel(`Subscribe to ${listName}`).fill(second);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByTestId('link-form-sent').waitFor();
    expect(page.url()).not.toContain(second.split('@')[0]);
    await expectLocator(page.getByTestId('link-form-sent')).toHaveText(checkInboxToConfirmText(listName));
    await expectLocator(page.getByTestId('link-back-to-site')).toHaveText('Back to harbour-runners.example');
    await saveShot(page, 'website-form-landing-sent');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveShot(page, 'website-form-landing-sent-phone-dark');
    await confirmFromMail(page, second, listName);
    expect(await reader.cookies()).toEqual([]);
    await reader.close();

    await owner.page.reload();
    const item = owner.page.getByTestId('source').filter({ hasText: 'Club website' });
    await expectLocator(item.getByTestId('source-count')).toHaveText('1 sign-up');
  });

  test('subscribes through the embedded frame, which sets no cookie, and credits the source', async ({
    freshPage,
    owner,
  }) => {
    await freshPage.goto(site.origin);
    const frame = freshPage.frameLocator('iframe');
    await expectLocator(frame.getByRole('heading', { name: listName })).toHaveCount(1);
    const email = uniqueEmail('frame-reader');
    await frame.getByLabel(`Email address to subscribe to ${listName}`).fill(email);
    await frame.getByRole('button', { name: 'Subscribe' }).click();
    await expectLocator(frame.getByTestId('embed-sent')).toHaveText(PAGES_EN.embedSent);
    expect(await freshPage.context().cookies()).toEqual([]);
    await confirmFromMail(freshPage, email, listName);

    await owner.page.reload();
    const item = owner.page.getByTestId('source').filter({ hasText: 'Club website' });
    await expectLocator(item.getByTestId('source-count')).toHaveText('2 sign-ups');
  });

  test("speaks the reader's language: a German browser meets the frame in German and gets the mail in German", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(site.origin);
    const frame = page.frameLocator('iframe');
    const email = uniqueEmail('frame-leser');
    const foot = frame.locator('.embed-foot');
    await expectLocator(foot).toHaveText('Wir schicken Ihnen einen Link zur Bestätigung. Verwaltet von Listkeep.');
    await frame.getByLabel(`E-Mail-Adresse für das Abonnement von ${listName}`).fill(email);
    await frame.getByRole('button', { name: 'Abonnieren' }).click();
    await expectLocator(frame.getByTestId('embed-sent')).toHaveText(
      'Danke! Bestätigen Sie mit dem Link in Ihrem Postfach.',
    );
    // The thanks says what the note under the form said.
    await expectLocator(foot).toHaveText('Verwaltet von Listkeep.');
    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(`Bestätigen Sie Ihr Abonnement von ${listName}`);
    await context.close();
  });

  test('fits a small box, in the light and the dark', async ({ freshPage, owner }) => {
    const embed = `${BASE_URL}/embed/sub?newsletterID=${owner.listID}`;
    await freshPage.setViewportSize({ width: 320, height: 200 });
    for (const scheme of ['light', 'dark'] as const) {
      await freshPage.emulateMedia({ colorScheme: scheme });
      await freshPage.goto(embed);
      await expectLocator(freshPage.locator('html')).toHaveAttribute('data-theme', scheme);
      await freshPage.getByRole('button', { name: 'Subscribe' }).waitFor();
      // Nothing spills out of the box.
      expect(await freshPage.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(200);
      await saveShot(freshPage, `website-form-embed-${scheme}`);
    }
    // The site may fix the colours whatever the reader's preference.
    await freshPage.goto(`${embed}&theme=light`);
    await expectLocator(freshPage.locator('html')).toHaveAttribute('data-theme', 'light');
    // German says the most: the form and its thanks still fit.
    await freshPage.goto(`${embed}&lang=de`);
    await freshPage.getByRole('textbox').fill(uniqueEmail('small-box'));
    expect(await freshPage.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(200);
    await freshPage.getByRole('button', { name: 'Abonnieren' }).click();
    await freshPage.getByTestId('embed-sent').waitFor();
    expect(await freshPage.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(200);
    await saveShot(freshPage, 'website-form-embed-sent-de');
  });
});
