/**
 * Journey: an owner copies a subscriber's personal unsubscribe link from the
 * dashboard, the subscriber uses it, and the owner's next copy of the list
 * no longer has the address.
 */
import { describe, expect } from 'vitest';
import { readClipboard, uniqueEmail } from './support/browser';
import { importList, openTab } from './support/dashboard';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'plink' });

describe('personal unsubscribe link from the dashboard', () => {
  test('copies a working link for one subscriber', async ({ owner }) => {
    const { page } = owner;
    const reader = uniqueEmail('plink-reader');
    await openTab(page, 'subscribers');
    await importList(page, [reader]);
    await page.getByTestId('subscriber-row').filter({ hasText: reader }).getByRole('button', { name: 'Edit' }).click();
    const links = page.getByTestId('personal-links');
    await links.getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await page.getByText('Unsubscribe link copied to clipboard.').waitFor();
    const link = await readClipboard(page);
    expect(link).toMatch(/\/link\/unsub\/[A-Za-z0-9_-]{22}$/);

    const recipient = await owner.context.newPage();
    await recipient.goto(link);
    await recipient.getByText(reader).waitFor();
    await recipient.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await recipient.getByText('Unsubscribed from all lists.').waitFor();

    // The list had only this reader: the owner's next copy finds nobody to copy.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copy list' }).click();
    await page.getByText('No subscribers to copy.').waitFor();
  });
});
