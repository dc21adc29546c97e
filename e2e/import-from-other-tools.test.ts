/**
 * Journey: a sender brings addresses from elsewhere. A recipient line copied
 * from Outlook goes in with its names, counted by address; a Mailchimp export
 * is mapped column by column, previewed as it will be stored, and imported
 * with names, notes and (on the Group plan) tags.
 */
import { describe } from 'vitest';
import { openTab, pasteImport, previewAndImport } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { mailchimpCsv, outlookList, readers } from './support/import-files';

const test = journey.override('team', { owner: 'tools', tier: 'team' });

describe('imports from mail programs and other list tools', () => {
  test('a recipient line of 60 named addresses goes in with its names', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByTestId('subscribers-empty').waitFor();
    await pasteImport(page, outlookList(readers('outlook', 60)));
    await expectLocator(page.getByTestId('import-submit')).toHaveText('Preview 60');
    await previewAndImport(page);
    await expectLocator(page.getByTestId('import-summary'), 30_000).toHaveText('60 new subscribers added.');
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Done' }).click();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 60 of 60 subscribers');

    await page.getByLabel('Search').fill('outlook10@');
    const row = page.getByTestId('subscriber-row');
    await expectLocator(row).toHaveCount(1);
    // The tenth is written "Last, First" and quoted, as Outlook does.
    await expectLocator(row.locator('.vtable-name')).toHaveText('Outlook, Reader10');
    await page.getByLabel('Search').fill('Reader7 Outlook');
    await expectLocator(row.locator('.vtable-email')).toHaveText('outlook7@example.org');
    await page.getByLabel('Search').fill('');
  });

  test('a Mailchimp export is mapped, previewed and imported with names, notes and tags', async ({
    owner: { page },
  }) => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'members_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpCsv(readers('chimp', 8))),
    });
    await expectLocator(dialog.getByTestId('import-file-info')).toHaveText(
      'Found 8 addresses in the column “Email Address” of members_export.csv.',
    );
    await expectLocator(dialog.getByTestId('import-column-email').locator('option:checked')).toHaveText(
      'Email Address',
    );
    for (const [field, column] of [
      ['name', 'First Name'],
      ['lastName', 'Last Name'],
      ['notes', 'NOTES'],
      ['tags', 'TAGS'],
    ]) {
      await expectLocator(dialog.getByTestId(`import-column-${field}`).locator('option:checked')).toHaveText(column);
    }
    await expectLocator(dialog.getByTestId('import-unused')).toHaveText(
      'Not imported: Address, Phone Number, MEMBER_RATING, OPTIN_TIME',
    );
    const preview = dialog.getByTestId('import-preview').locator('tbody tr');
    await expectLocator(preview).toHaveCount(5);
    const note = await dialog.getByLabel('Note for these subscribers').inputValue();
    await expectLocator(preview.first().locator('td')).toHaveTexts([
      'chimp1@example.org',
      'Reader1 Chimp',
      `${note}\nJoined at the fair, table 1`,
      'parishchoir',
    ]);
    await expectLocator(preview.first().locator('.badge-tag')).toHaveTexts(['parish', 'choir']);
    await expectLocator(preview.nth(1).locator('td')).toHaveTexts(['chimp2@example.org', 'Reader2 Chimp', note, '']);

    // A person may map otherwise: the last name alone as the name.
    await dialog.getByTestId('import-column-name').selectOption({ label: 'Last Name' });
    await dialog.getByTestId('import-column-lastName').selectOption({ label: 'None' });
    await expectLocator(preview.first().locator('td').nth(1)).toHaveText('Chimp');
    await dialog.getByTestId('import-column-name').selectOption({ label: 'First Name' });
    await dialog.getByTestId('import-column-lastName').selectOption({ label: 'Last Name' });

    await previewAndImport(page);
    await expectLocator(page.getByTestId('import-summary'), 30_000).toHaveText('8 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search').fill('chimp1@');
    // A row shows the first tag and sums up the rest, naming them on hover.
    const tags = page.getByTestId('subscriber-row').getByTestId('subscriber-tags');
    await expectLocator(tags.locator('.badge-tag')).toHaveTexts(['parish']);
    await expectLocator(tags.getByText('+1', { exact: true })).toHaveAttribute('title', 'choir');
    await page.getByLabel('Search').fill('chimp4@');
    const row = page.getByTestId('subscriber-row');
    await expectLocator(row).toHaveCount(1);
    await expectLocator(row.locator('.vtable-name')).toHaveText('Reader4 Chimp');
    await page.getByLabel('Search').fill('table 4');
    await expectLocator(row.locator('.vtable-email')).toHaveText('chimp4@example.org');
  });

  test('the next export of the same tool opens with the mapping chosen last', async ({ owner: { page } }) => {
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    const file = { name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(mailchimpCsv(readers('again', 2))) };
    await dialog.getByTestId('import-file').setInputFiles(file);
    await dialog.getByTestId('import-column-notes').selectOption({ label: 'None' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles(file);
    await expectLocator(dialog.getByTestId('import-column-notes').locator('option:checked')).toHaveText('None');
    await expectLocator(dialog.getByTestId('import-unused')).toContainText('NOTES');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
