/**
 * Journey: an owner opens the newsletter settings tab, copies the subscribe
 * link and the footer HTML, copies and then downloads the subscribe QR code,
 * and sees the subscribe link leave the footer once subscribes are blocked.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { BASE_URL, readClipboard } from './support/browser';
import { openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'links' });
const newsletterName = "links owner's Newsletter";

/** The clipboard's image, read in the page: its types and pixel size. */
function clipboardImage(page: Page): Promise<{ types: string[]; width: number; height: number }> {
  return page.evaluate(async () => {
    const items = await navigator.clipboard.read();
    const types = items.flatMap((item) => [...item.types]);
    const item = items.find((i) => i.types.includes('image/png'));
    if (!item) return { types, width: 0, height: 0 };
    const bitmap = await createImageBitmap(await item.getType('image/png'));
    return { types, width: bitmap.width, height: bitmap.height };
  });
}

async function sectionShot(page: Page, name: string): Promise<void> {
  const section = page.getByTestId('links-section');
  await section.scrollIntoViewIfNeeded();
  await saveShot(section, `links-section-${name}`);
}

describe('newsletter links, footer and QR code', () => {
  test('shows the subscribe link and copies it', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    await expectLocator(page.getByLabel('Newsletter name')).toHaveValue(newsletterName);
    const field = page.getByTestId('subscribe-link');
    await eventually(() => field.getByRole('textbox').inputValue()).toMatch(/^http/);
    const shown = await field.getByRole('textbox').inputValue();
    const link = new URL(shown);
    expect(link.origin).toBe(BASE_URL);
    expect(link.pathname).toBe('/link/sub');
    expect(link.searchParams.get('newsletterID')).toBeTruthy();
    expect(link.searchParams.get('newsletterName')).toBe(newsletterName);

    await field.getByRole('button', { name: 'Copy subscribe link' }).click();
    await page.getByText('Subscribe link copied to clipboard.', { exact: true }).waitFor();
    expect(await readClipboard(page)).toBe(shown);

    await page.getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await page.getByText('Unsubscribe link copied to clipboard.', { exact: true }).waitFor();
    expect(new URL(await readClipboard(page)).pathname).toBe('/link/unsub');
  });

  test('copies footer HTML with both links', async ({ owner: { page } }) => {
    await page.getByTestId('copy-footer-source').click();
    await page.getByText('Footer HTML copied to clipboard!', { exact: true }).waitFor();
    await eventually(() => readClipboard(page)).toContain('You receive this because you subscribed to');
    const html = await readClipboard(page);
    expect(html).toContain(`${BASE_URL}/link/unsub?newsletterID=`);
    expect(html).toContain(`${BASE_URL}/link/sub?newsletterID=`);
    const preview = page.getByTestId('footer-preview');
    await expectLocator(preview.getByRole('link', { name: 'Unsubscribe' })).toHaveCount(1);
    await expectLocator(preview.getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(1);
  });

  test('copies the QR code as a PNG, and a quick second click downloads it', async ({ owner: { page } }) => {
    const qr = page.getByTestId('qr-code');
    await qr.click();
    await page.locator('[data-testid="qr-code"][data-copied]').waitFor();
    await expectLocator(page.locator('.qr-caption')).toHaveText('Copied! Click again to download.');
    const image = await clipboardImage(page);
    expect(image.types).toContain('image/png');
    expect([image.width, image.height]).toEqual([512, 512]);

    const [download] = await Promise.all([page.waitForEvent('download'), qr.click()]);
    await page.getByText('QR code downloaded.', { exact: true }).waitFor();
    expect(download.suggestedFilename()).toBe('links-owner-s-newsletter-subscribe-qr.png');
    const file = await download.path();
    expect(readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');

    // The copied state goes back after 1.5 s; a click after that copies again.
    await page.locator('[data-testid="qr-code"]:not([data-copied])').waitFor({ timeout: 4000 });
  });

  test('looks right at desktop and phone widths', async ({ owner: { page } }) => {
    await page.mouse.move(0, 0);
    await sectionShot(page, 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await sectionShot(page, 'phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('leaves the subscribe link out once subscribes are blocked', async ({ owner: { page } }) => {
    await page.getByRole('checkbox', { name: 'Block new subscribes' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated', { exact: true }).first().waitFor();
    await page.getByTestId('subscribe-blocked-note').waitFor();
    await expectLocator(page.getByTestId('subscribe-link')).toHaveCount(0);
    await expectLocator(page.getByTestId('qr-code')).toHaveCount(0);

    await page.getByTestId('copy-footer-source').click();
    await page.getByText('Footer HTML copied to clipboard!', { exact: true }).first().waitFor();
    // The clipboard held the QR image, so the first text in it is this footer.
    await eventually(() => readClipboard(page)).toContain(`${BASE_URL}/link/unsub?newsletterID=`);
    expect(await readClipboard(page)).not.toContain('/link/sub?');
    const preview = page.getByTestId('footer-preview');
    await expectLocator(preview.getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(0);
    await sectionShot(page, 'blocked-desktop');
  });
});
