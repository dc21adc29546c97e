/**
 * Journey: an owner opens the newsletter settings tab, copies the subscribe
 * link and the footer HTML, copies and then downloads the subscribe QR code,
 * and sees the subscribe link leave the footer once subscribes are blocked.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './support/browser';
import { newOwner, openTab, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the newsletter links journey');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

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
  mkdirSync(SHOTS, { recursive: true });
  const section = page.getByTestId('links-section');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: join(SHOTS, `links-section-${name}.png`) });
}

describe('newsletter links, footer and QR code', () => {
  let browser: Browser;
  let owner: SignedIn;
  let newsletterName = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'links');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the subscribe link and copies it', async () => {
    const { page } = owner;
    await openTab(page, 'newsletter');
    newsletterName = await page.getByLabel('Newsletter name').inputValue();
    const field = page.getByTestId('subscribe-link');
    const shown = await field.getByRole('textbox').inputValue();
    const link = new URL(shown);
    expect(link.origin).toBe(BASE_URL);
    expect(link.pathname).toBe('/link/sub');
    expect(link.searchParams.get('newsletterID')).toBeTruthy();
    expect(link.searchParams.get('newsletterName')).toBe(newsletterName);

    await field.getByRole('button', { name: 'Copy subscribe link' }).click();
    await page.getByText('Subscribe link copied to clipboard.', { exact: true }).waitFor();
    expect(await clipboard(page)).toBe(shown);

    await page.getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await page.getByText('Unsubscribe link copied to clipboard.', { exact: true }).waitFor();
    expect(new URL(await clipboard(page)).pathname).toBe('/link/unsub');
  });

  it('copies footer HTML with both links', async () => {
    const { page } = owner;
    await page.getByTestId('copy-footer').click();
    await page.getByText('Footer HTML copied to clipboard!', { exact: true }).waitFor();
    const html = await clipboard(page);
    expect(html).toContain(`You receive this because you subscribed to`);
    expect(html).toContain(`${BASE_URL}/link/unsub?newsletterID=`);
    expect(html).toContain(`${BASE_URL}/link/sub?newsletterID=`);
    const preview = page.getByTestId('footer-preview');
    expect(await preview.getByRole('link', { name: 'Unsubscribe' }).count()).toBe(1);
    expect(await preview.getByRole('link', { name: 'Subscribe', exact: true }).count()).toBe(1);
  });

  it('copies the QR code as a PNG, and a quick second click downloads it', async () => {
    const { page } = owner;
    const qr = page.getByTestId('qr-code');
    await qr.click();
    await page.locator('[data-testid="qr-code"][data-copied]').waitFor();
    expect(await page.locator('.qr-caption').textContent()).toBe('Copied! Click again to download.');
    const image = await clipboardImage(page);
    expect(image.types).toContain('image/png');
    expect([image.width, image.height]).toEqual([512, 512]);

    const [download] = await Promise.all([page.waitForEvent('download'), qr.click()]);
    await page.getByText('QR code downloaded.', { exact: true }).waitFor();
    const expected = `${newsletterName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')}-subscribe-qr.png`;
    expect(download.suggestedFilename()).toBe(expected);
    const file = await download.path();
    expect(readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');

    // The copied state goes back after 1.5 s; a click after that copies again.
    await page.locator('[data-testid="qr-code"]:not([data-copied])').waitFor({ timeout: 4000 });
  });

  it('looks right at desktop and phone widths', async () => {
    const { page } = owner;
    await page.mouse.move(0, 0);
    await sectionShot(page, 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await sectionShot(page, 'phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('leaves the subscribe link out once subscribes are blocked', async () => {
    const { page } = owner;
    await page.getByRole('checkbox', { name: 'Block new subscribes' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated', { exact: true }).first().waitFor();
    await page.getByTestId('subscribe-blocked-note').waitFor();
    expect(await page.getByTestId('subscribe-link').count()).toBe(0);
    expect(await page.getByTestId('qr-code').count()).toBe(0);

    await page.getByTestId('copy-footer').click();
    await page.getByText('Footer HTML copied to clipboard!', { exact: true }).first().waitFor();
    const html = await clipboard(page);
    expect(html).toContain(`${BASE_URL}/link/unsub?newsletterID=`);
    expect(html).not.toContain('/link/sub?');
    expect(await page.getByTestId('footer-preview').getByRole('link', { name: 'Subscribe', exact: true }).count()).toBe(
      0,
    );
    await sectionShot(page, 'blocked-desktop');
  });
});
