/**
 * Journey: an owner pastes a list with invalid and repeated addresses, reads
 * exactly what is wrong in its preview, imports a corrected list, is told
 * which addresses were already there, and sees the rows and the overview count.
 */
import { describe } from 'vitest';
import { importList, importSummary, openTab, pasteImport, previewAndImport } from './support/dashboard';
import { eventually, expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'import' });

describe('import a pasted list', () => {
  test('asks for at least one address', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByTestId('subscribers-empty').waitFor();
    await pasteImport(page, ' , ;  \n ');
    await page.getByTestId('import-submit').click();
    await expectLocator(page.getByTestId('import-error')).toHaveText('Please enter at least one email address.');
  });

  test('lists the invalid entries and imports nothing', async ({ owner: { page } }) => {
    await pasteImport(page, 'ann@example.org, not-an-email; bob@example.org\nbroken@ ann@example.org');
    await page.getByTestId('import-submit').click();
    await expectLocator(page.getByTestId('import-invalid')).toHaveText('Invalid email(s) not-an-email, broken@');
    // The valid ones can still go in while the invalid ones are skipped.
    await expectLocator(page.getByTestId('import-confirm')).toHaveText('Import 2 addresses');
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('subscribers-empty').waitFor();
  });

  test('imports a valid list and shows the rows', async ({ owner: { page } }) => {
    await importList(page, ['ann@example.org', 'bob@example.org']);
    await expectRowEmails(page).toEqual(['ann@example.org', 'bob@example.org']);
  });

  test('says which addresses already existed and which were repeated', async ({ owner: { page } }) => {
    await pasteImport(page, 'ann@example.org, cy@example.org; CY@example.org dee@example.org');
    await previewAndImport(page);
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    await expectLocator(page.getByTestId('import-summary')).toHaveText('2 new subscribers added.');
    await expectLocator(page.getByTestId('import-already')).toHaveText(
      'Some emails already existed and were not added: ann@example.org',
    );
    await expectLocator(page.getByTestId('import-duplicates')).toHaveText(
      'Listed more than once and imported once: CY@example.org',
    );
    await result.getByRole('button', { name: 'Done' }).click();
    await expectRowEmails(page).toEqual(['ann@example.org', 'bob@example.org', 'cy@example.org', 'dee@example.org']);
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 4 of 4 subscribers');
  });

  test('imports a CSV file exported from another list tool', async ({ owner: { page } }) => {
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
    await expectLocator(dialog.getByTestId('import-file-info')).toHaveText(
      'Found 2 addresses in the column “Email Address” of mailchimp.csv, an export of Mailchimp.',
    );
    await previewAndImport(page);
    await expectLocator(await importSummary(page)).toHaveText('2 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(6);
  });

  test('shows the plan limit when an import would pass it', async ({ owner: { page } }) => {
    await pasteImport(page, Array.from({ length: 50 }, (_, i) => `more${i}@example.org`).join(' '));
    await page.getByTestId('import-submit').click();
    // Said by the preview, before anything is written.
    await expectLocator(page.getByTestId('import-error')).toHaveText(
      'The Starter plan allows 50 subscribers; this import would bring the team to 56. Upgrade to Core to add more.',
    );
    await expectLocator(page.getByTestId('import-confirm')).toBeDisabled();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(6);
  });

  test('counts them on the overview', async ({ owner: { page } }) => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await expectLocator(page.getByTestId('stat-total').locator('.stat-value')).toHaveText('6');
    const latest = page.locator('table tbody tr td.email-cell');
    await eventually(() => latest.allTextContents().then((emails) => emails.sort())).toEqual([
      'ann@example.org',
      'bob@example.org',
      'cy@example.org',
      'dee@example.org',
      'eve@example.org',
      'fay@example.org',
    ]);
    await expectLocator(page.locator('table tbody tr').first().locator('time')).toHaveText('just now');
  });
});
