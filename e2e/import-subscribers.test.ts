/**
 * Journey: an owner pastes a list with invalid and repeated addresses, reads
 * exactly what is wrong, imports a corrected list, is told which addresses
 * were already there, and sees the rows and the overview count.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { importList, newOwner, openTab, pasteImport, rowEmails, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the import journey');

describe('import a pasted list', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'import');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks for at least one address', async () => {
    const { page } = owner;
    await openTab(page, 'subscribers');
    await page.getByTestId('subscribers-empty').waitFor();
    await pasteImport(page, ' , ;  \n ');
    await page.getByTestId('import-submit').click();
    expect(await page.getByTestId('import-error').textContent()).toBe('Please enter at least one email address.');
  });

  it('lists the invalid entries and imports nothing', async () => {
    const { page } = owner;
    await pasteImport(page, 'ann@example.org, not-an-email; bob@example.org\nbroken@ ann@example.org');
    await page.getByTestId('import-submit').click();
    expect(await page.getByTestId('import-error').textContent()).toBe('Invalid email(s) not-an-email, broken@');
    // The valid ones can still go in while the invalid ones are skipped.
    expect(await page.getByTestId('import-skip-invalid').textContent()).toBe('Import the 2 valid, skip 2 invalid');
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('subscribers-empty').waitFor();
  });

  it('imports a valid list and shows the rows', async () => {
    const { page } = owner;
    await importList(page, ['ann@example.org', 'bob@example.org']);
    await expect.poll(() => rowEmails(page).then((r) => r.sort())).toEqual(['ann@example.org', 'bob@example.org']);
  });

  it('says which addresses already existed and which were repeated', async () => {
    const { page } = owner;
    await pasteImport(page, 'ann@example.org, cy@example.org; CY@example.org dee@example.org');
    await page.getByTestId('import-submit').click();
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-summary').textContent()).toBe('2 new subscribers added.');
    expect(await page.getByTestId('import-already').textContent()).toBe(
      'Some emails already existed and were not added: ann@example.org',
    );
    expect(await page.getByTestId('import-duplicates').textContent()).toBe(
      'Listed more than once and imported once: CY@example.org',
    );
    await result.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => rowEmails(page).then((r) => r.sort()))
      .toEqual(['ann@example.org', 'bob@example.org', 'cy@example.org', 'dee@example.org']);
    expect(await page.getByTestId('subscribers-count').textContent()).toBe('Showing 4 of 4 subscribers');
  });

  it('imports a CSV file exported from another list tool', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'mailchimp.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFFirst Name,Email Address,MEMBER_RATING\r\nEve,eve@example.org,2\r\n"Lee, Fay",fay@example.org,1\r\n',
      ),
    });
    expect(await dialog.getByTestId('import-file-info').textContent()).toBe(
      'Found 2 addresses in the column “Email Address” of mailchimp.csv.',
    );
    await dialog.getByTestId('import-submit').click();
    expect(await page.getByTestId('import-summary').textContent()).toBe('2 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('subscriber-row').count()).toBe(6);
  });

  it('shows the plan limit when an import would pass it', async () => {
    const { page } = owner;
    await pasteImport(page, Array.from({ length: 50 }, (_, i) => `more${i}@example.org`).join(' '));
    await page.getByTestId('import-submit').click();
    expect(await page.getByTestId('import-error').textContent()).toBe(
      'The Starter plan allows 50 subscribers; this import would bring the team to 56.',
    );
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('subscriber-row').count()).toBe(6);
  });

  it('counts them on the overview', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect.poll(() => page.getByTestId('stat-total').locator('.stat-value').textContent()).toBe('6');
    const latest = await page.locator('table tbody tr td.email-cell').allTextContents();
    expect(latest.sort()).toEqual([
      'ann@example.org',
      'bob@example.org',
      'cy@example.org',
      'dee@example.org',
      'eve@example.org',
      'fay@example.org',
    ]);
    expect(await page.locator('table tbody tr').first().locator('time').textContent()).toBe('just now');
  });
});
