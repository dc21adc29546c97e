/**
 * Journey: an owner on Core makes a source for a flyer in the newsletter
 * settings tab; a reader opens its link, subscribes and confirms from the
 * mail; the sign-up shows under that source. The owner downloads its QR code
 * as PNG and SVG at print size, renames the source and deletes it. A viewer
 * sees the sources; a plan without tracked links keeps them, read-only.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { QR_PRINT_SIZE } from '@listkeep/common/src/web/qr';
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import { describe, expect } from 'vitest';
import { BASE_URL, uniqueEmail } from './support/browser';
import { openTab, setTier } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail, submitAddress } from './support/recipient';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'sources', tier: 'core' });
const listName = "sources owner's Newsletter";

const sourceItem = (page: Page, name: string) => page.getByTestId('source').filter({ hasText: name });

/** Subscribes `address` on the page at `link`, then confirms from the mail it gets. */
async function subscribeAt(page: Page, link: string, address: string): Promise<void> {
  await page.goto(link);
  await submitAddress(page, address);
  await page.getByText(checkInboxToConfirmText(listName)).waitFor();
  await confirmFromMail(page, address, listName);
}

/** The width and height a PNG declares in its header. */
function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function downloaded(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await page.getByText('QR code downloaded.', { exact: true }).first().waitFor();
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

describe('sources of a list', () => {
  test('makes a source whose link credits a confirmed sign-up to it', async ({ owner: { page }, freshPage }) => {
    await openTab(page, 'newsletter');
    const card = page.getByTestId('sources-card');
    await card.getByText('No sources yet.').waitFor();
    await card.getByLabel('New source').fill('Spring fair flyer');
    await card.getByRole('button', { name: 'Add source' }).click();
    await page.getByText('Source “Spring fair flyer” added.').waitFor();
    const item = sourceItem(page, 'Spring fair flyer');
    await expectLocator(item.getByTestId('source-count')).toHaveText('0 sign-ups');

    const link = await item.getByTestId('source-link').getByRole('textbox').inputValue();
    const parsed = new URL(link);
    expect(parsed.origin).toBe(BASE_URL);
    expect(parsed.pathname).toBe('/link/sub');
    expect([...parsed.searchParams.keys()]).toEqual(['newsletterID', 'sourceID']);
    expect(parsed.searchParams.get('sourceID')).toMatch(/^[A-Za-z0-9]{20}$/);

    // A reader scans the flyer: a browser with no session of the sender's.
    await subscribeAt(freshPage, link, uniqueEmail('flyer-reader'));

    await page.reload();
    await expectLocator(item.getByTestId('source-count')).toHaveText('1 sign-up');
    await expectLocator(item.getByTitle('This week: 1 sign-up')).toHaveCount(1);
    await expectLocator(item).toContainText('1 sign-up · 1 this week');
  });

  test('subscribes without a source through a link whose source id was cut short', async ({
    owner: { page },
    freshPage,
  }) => {
    const item = sourceItem(page, 'Spring fair flyer');
    const link = await item.getByTestId('source-link').getByRole('textbox').inputValue();
    await subscribeAt(freshPage, link.slice(0, -4), uniqueEmail('cut-link-reader'));
    await page.reload();
    await expectLocator(item.getByTestId('source-count')).toHaveText('1 sign-up');
  });

  test('downloads the QR code at print size as PNG and SVG', async ({ owner: { page } }) => {
    const item = sourceItem(page, 'Spring fair flyer');
    const png = await downloaded(
      page,
      item.getByRole('button', { name: 'Download the QR code of Spring fair flyer as PNG' }),
    );
    expect(png.name).toBe('sources-owner-s-newsletter-spring-fair-flyer-qr.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png.bytes)).toEqual([QR_PRINT_SIZE, QR_PRINT_SIZE]);

    const svg = await downloaded(
      page,
      item.getByRole('button', { name: 'Download the QR code of Spring fair flyer as SVG' }),
    );
    expect(svg.name).toBe('sources-owner-s-newsletter-spring-fair-flyer-qr.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toContain(`width="${QR_PRINT_SIZE}"`);
    expect(text).toMatch(/<path [^>]*d="M/);
  });

  test('looks right at desktop and phone widths', async ({ owner: { page } }) => {
    await page.getByTestId('sources-card').getByLabel('New source').fill('Parish website form');
    await page.getByRole('button', { name: 'Add source' }).click();
    await sourceItem(page, 'Parish website form').waitFor();
    await page.mouse.move(0, 0);
    // Toasts of this and earlier steps would cover the card: they go by themselves.
    await expectLocator(page.locator('[data-sonner-toast]'), 20_000).toHaveCount(0);
    const card = page.getByTestId('sources-card');
    // The whole tab, and the card in a window tall enough for the header to stay clear of it.
    for (const [name, width, tall] of [
      ['desktop', 1280, 1400],
      ['phone', 390, 2000],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveShot(page, `sources-tab-${name}`, true);
      await page.setViewportSize({ width, height: tall });
      await card.scrollIntoViewIfNeeded();
      await saveShot(card, `sources-card-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('refuses a name the list has, then renames the source; its link stays', async ({ owner: { page } }) => {
    const card = page.getByTestId('sources-card');
    await card.getByLabel('New source').fill('spring FAIR flyer');
    await card.getByRole('button', { name: 'Add source' }).click();
    await expectLocator(card.getByRole('alert')).toHaveText(
      'This list already has a source named “Spring fair flyer”.',
    );

    const item = sourceItem(page, 'Spring fair flyer');
    const link = await item.getByTestId('source-link').getByRole('textbox').inputValue();
    await item.getByRole('button', { name: 'Rename Spring fair flyer' }).click();
    const dialog = page.getByTestId('rename-source-dialog');
    await expectLocator(dialog.getByLabel('Name')).toHaveValue('Spring fair flyer');
    await dialog.getByLabel('Name').fill('Autumn fair flyer');
    await saveShot(dialog, 'sources-rename-dialog');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Source renamed.').waitFor();
    const renamed = sourceItem(page, 'Autumn fair flyer');
    await expectLocator(renamed.getByTestId('source-count')).toHaveText('1 sign-up');
    await eventually(() => renamed.getByTestId('source-link').getByRole('textbox').inputValue()).toBe(link);
  });

  test('deletes a source after saying what happens to its link and counts', async ({ owner: { page } }) => {
    const item = sourceItem(page, 'Autumn fair flyer');
    await item.getByRole('button', { name: 'Delete Autumn fair flyer' }).click();
    const confirm = page.getByTestId('delete-source-dialog');
    await expectLocator(confirm).toContainText('keep working');
    await saveShot(confirm, 'sources-delete-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Source deleted.').waitFor();
    await expectLocator(page.getByTestId('source')).toHaveCount(1);
    await expectLocator(sourceItem(page, 'Parish website form')).toHaveCount(1);
  });

  test('shows a viewer the sources and their counts, with no way to change them', async ({ viewer: { page } }) => {
    await openTab(page, 'newsletter');
    const item = sourceItem(page, 'Parish website form');
    await expectLocator(item.getByTestId('source-count')).toHaveText('0 sign-ups');
    await expectLocator(page.getByTestId('sources-card').getByLabel('New source')).toHaveCount(0);
    await expectLocator(item.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);
    await expectLocator(item.getByRole('button', { name: /as PNG$/ })).toHaveCount(1);
  });

  test('keeps the sources readable and deletable on a plan without tracked links, with an upgrade note', async ({
    owner,
  }) => {
    const { page } = owner;
    await setTier(owner.teamID, 'starter');
    await openTab(page, 'newsletter');
    const card = page.getByTestId('sources-card');
    const note = card.getByTestId('sources-upgrade');
    await expectLocator(note).toContainText(featureNotOnPlanMessage('trackLinks', 'starter'));
    await expectLocator(note.getByRole('link', { name: 'Upgrade to Core' })).toHaveAttribute(
      'href',
      '/pricing?for=trackLinks',
    );
    await expectLocator(card.getByLabel('New source')).toHaveCount(0);
    await expectLocator(card.getByTestId('sources-not-counted')).toHaveText(
      'Their links still subscribe people, but sign-ups through them are not counted on this plan.',
    );
    const item = sourceItem(page, 'Parish website form');
    await expectLocator(item.getByRole('button', { name: 'Rename Parish website form' })).toHaveCount(0);
    await expectLocator(item.getByRole('button', { name: 'Delete Parish website form' })).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await saveShot(card, 'sources-card-free-plan');
  });
});
