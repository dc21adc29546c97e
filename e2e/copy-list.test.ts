/**
 * Journey: an owner copies a list of 120 subscribers into the clipboard in
 * chunks of 50 (and then 100), and a short list at once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { importList, newOwner, openTab, setTier, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the copy journey');

const list = Array.from({ length: 120 }, (_, i) => `reader${String(i + 1).padStart(3, '0')}@example.org`);

function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('copy a list in chunks', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'copy');
    await setTier(owner.teamID, 'business');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('copies a list of 50 or fewer at once and closes the dialog', async () => {
    const { page } = owner;
    await openTab(page, 'subscribers');
    await importList(page, list.slice(0, 3));
    await page.getByTestId('copy-list').click();
    await page.getByText('Subscriber list copied to clipboard.', { exact: true }).waitFor();
    expect((await clipboard(page)).split(', ').sort()).toEqual(list.slice(0, 3));
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached', timeout: 5000 });
  });

  it('offers 120 addresses in chunks of 50', async () => {
    const { page } = owner;
    await importList(page, list.slice(3));
    await page.getByTestId('copy-list').click();
    const chunks = page.getByTestId('copy-chunks').getByRole('button');
    await chunks.first().waitFor();
    expect(await chunks.allTextContents()).toEqual(['Copy 1–50', 'Copy 51–100', 'Copy 101–120']);

    const copied: string[][] = [];
    for (const label of ['Copy 1–50', 'Copy 51–100', 'Copy 101–120']) {
      const button = page.getByRole('button', { name: label });
      await button.click();
      copied.push((await clipboard(page)).split(', '));
    }
    expect(copied.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(copied.flat().sort()).toEqual(list);

    // Copied chunks stay marked; the "Copied!" label goes back after 1.5 s.
    expect(await page.locator('[data-testid="copy-chunks"] [data-copied]').count()).toBe(3);
    await expect.poll(() => chunks.nth(2).textContent(), { timeout: 4000 }).toBe('Copy 101–120 ✓');
  });

  it('switches to chunks of 100', async () => {
    const { page } = owner;
    await page.getByRole('radio', { name: '100' }).check();
    const chunks = page.getByTestId('copy-chunks').getByRole('button');
    expect(await chunks.allTextContents()).toEqual(['Copy 1–100', 'Copy 101–120']);
    await chunks.first().click();
    expect((await clipboard(page)).split(', ')).toHaveLength(100);
    await page.getByRole('radio', { name: '200' }).check();
    expect(await chunks.allTextContents()).toEqual(['Copy 1–120']);
  });
});
