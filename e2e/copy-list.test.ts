/**
 * Journey: an owner copies a list of 120 subscribers into the clipboard in
 * chunks of 50 (and then 100), each part marked once copied for as long as
 * the page is open, and a short list at once.
 */
import { describe, expect } from 'vitest';
import { readClipboard } from './support/browser';
import { importList, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'copy', tier: 'scale' });

const list = Array.from({ length: 120 }, (_, i) => `reader${String(i + 1).padStart(3, '0')}@example.org`);

describe('copy a list in chunks', () => {
  test('copies a list of 50 or fewer at once and closes the dialog', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await importList(page, list.slice(0, 3));
    await page.getByTestId('copy-list').click();
    await page.getByText('Subscriber list copied to clipboard.', { exact: true }).waitFor();
    expect((await readClipboard(page)).split(', ').sort()).toEqual(list.slice(0, 3));
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached', timeout: 5000 });
  });

  test('offers 120 addresses in chunks of 50', async ({ owner: { page } }) => {
    await importList(page, list.slice(3));
    await page.getByTestId('copy-list').click();
    const chunks = page.getByTestId('copy-chunks').getByRole('button');
    await expectLocator(chunks).toHaveTexts(['Copy 1–50', 'Copy 51–100', 'Copy 101–120']);

    const copied: string[][] = [];
    const done = page.locator('[data-testid="copy-chunks"] [data-copied]');
    for (const [index, label] of ['Copy 1–50', 'Copy 51–100', 'Copy 101–120'].entries()) {
      await page.getByRole('button', { name: label }).click();
      // A chunk is marked once its addresses are in the clipboard.
      await expectLocator(done).toHaveCount(index + 1);
      copied.push((await readClipboard(page)).split(', '));
    }
    expect(copied.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(copied.flat().sort()).toEqual(list);

    // Copied chunks stay marked; the "Copied!" label goes back after 1.5 s.
    await expectLocator(done).toHaveCount(3);
    await expectLocator(chunks.nth(2), 4000).toHaveText('Copy 101–120 ✓ Copied');
    await expectLocator(page.getByTestId('copy-progress')).toHaveText('3 of 3 parts copied.');
  });

  test('finds the parts still marked after closing the dialog to send one', async ({ owner: { page } }) => {
    await page.keyboard.press('Escape');
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('copy-list').click();
    const done = page.locator('[data-testid="copy-chunks"] [data-copied]');
    await expectLocator(done).toHaveCount(3);
    await expectLocator(page.getByTestId('copy-progress')).toHaveText('3 of 3 parts copied.');
    await saveShot(page, 'copy-parts-desktop');
  });

  test('switches to chunks of 100', async ({ owner: { page } }) => {
    await page.getByRole('radio', { name: '100' }).check();
    const chunks = page.getByTestId('copy-chunks').getByRole('button');
    // A part is known by its addresses: 101–120 was copied as a part of 50 already, 1–100 was not.
    await expectLocator(chunks).toHaveTexts(['Copy 1–100', 'Copy 101–120 ✓ Copied']);
    await chunks.first().click();
    await eventually(() => readClipboard(page).then((text) => text.split(', ').length)).toBe(100);
    await expectLocator(page.getByTestId('copy-progress')).toHaveText('2 of 2 parts copied.');
    await page.getByRole('radio', { name: '200' }).check();
    await expectLocator(chunks).toHaveTexts(['Copy 1–120']);
  });
});
