/**
 * Journey: a sender brings addresses from elsewhere. A recipient line copied
 * from Outlook goes in with its names, counted by address; a Mailchimp export
 * is mapped column by column, previewed as it will be stored, and imported
 * with names, notes and (on the Group plan) tags; a Kit export's people who
 * left are kept out, now and in later imports. A European Excel file
 * (semicolons, Windows-1252) is read in its encoding, and a sender who picks
 * the wrong one is stopped before a name is stored garbled; Mailchimp's
 * quoted tags keep their commas.
 */
import { describe } from 'vitest';
import { importSummary, openTab, pasteImport, previewAndImport } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { mailchimpCsv, outlookList, readers, windows1252 } from './support/import-files';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'tools', tier: 'group' });

describe('imports from mail programs and other list tools', () => {
  test('a recipient line of 60 named addresses goes in with its names', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByTestId('subscribers-empty').waitFor();
    await pasteImport(page, outlookList(readers('outlook', 60)));
    await expectLocator(page.getByTestId('import-submit')).toHaveText('Preview 60');
    await previewAndImport(page);
    await expectLocator(await importSummary(page)).toHaveText('60 new subscribers added.');
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Done' }).click();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 60 of 60 subscribers');

    await page.getByLabel('Search').fill('outlook10@');
    const row = page.getByTestId('subscriber-row');
    await expectLocator(row).toHaveCount(1);
    // The tenth is written "Last, First" and quoted, as Outlook does.
    await expectLocator(row.locator('.vtable-name')).toHaveText('Outlook, Reader10');
    // Sorted by name, a search looks in names.
    const sortBy = (name: string) =>
      page.getByTestId('subscribers-table').getByRole('columnheader', { name }).getByRole('button').click();
    await sortBy('Name');
    await page.getByLabel('Search').fill('Reader7 Outlook');
    await expectLocator(row.locator('.vtable-email')).toHaveText('outlook7@example.org');
    await sortBy('Email');
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
      'Found 8 addresses in the column “Email Address” of members_export.csv, an export of Mailchimp.',
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
    await expectLocator(await importSummary(page)).toHaveText('8 new subscribers added.');
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

  test('a Kit export keeps out the people it says left, and a later paste keeps them out too', async ({
    owner: { page },
  }) => {
    const kit = [
      'first_name,email_address,state,created_at',
      'Ann,kit-ann@example.org,active,2024-02-01',
      'Bob,kit-bob@example.org,cancelled,2024-02-01',
      'Cy,kit-cy@example.org,bounced,2024-02-01',
      'Di,kit-di@example.org,complained,2024-02-01',
      'Ed,kit-ed@example.org,pending,2024-02-01',
    ].join('\n');
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog
      .getByTestId('import-file')
      .setInputFiles({ name: 'kit.csv', mimeType: 'text/csv', buffer: Buffer.from(kit) });
    await expectLocator(dialog.getByTestId('import-file-info')).toHaveText(
      'Found 4 addresses in the column “email_address” of kit.csv, an export of Kit.',
    );
    await expectLocator(dialog.getByTestId('import-column-status').locator('option:checked')).toHaveText('state');
    await expectLocator(dialog.getByTestId('import-status-value')).toHaveCount(5);
    await expectLocator(dialog.getByTestId('import-status-unknown')).toHaveText(
      '1 row has a status Listkeep does not understand (“pending”): left out of the import unless you say how to read it.',
    );
    await saveShot(dialog, 'import-statuses-mapping');
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByTestId('import-status-values').scrollIntoViewIfNeeded();
    await saveShot(page, 'import-statuses-mapping-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    await dialog.getByTestId('import-agree').check();
    await dialog.getByTestId('import-submit').click();
    const counts = dialog.getByTestId('import-verdict-counts');
    for (const [verdict, text] of [
      ['new', 'New1'],
      ['unsubscribed', 'Unsubscribed in Kit: kept out1'],
      ['bounced', 'Bounced: kept out1'],
      ['complained', 'Marked as spam: kept out1'],
    ]) {
      await expectLocator(counts.getByTestId(`verdict-${verdict}`)).toHaveText(text);
    }
    await expectLocator(dialog.getByTestId('import-preview-name').first()).toHaveText('Ann');
    await saveShot(dialog, 'import-statuses-preview');
    await dialog.getByTestId('import-confirm').click();
    await expectLocator(await importSummary(page)).toHaveText('1 new subscriber added.');
    await expectLocator(dialog.getByTestId('import-opted-out')).toContainText('kit-bob@example.org');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search').fill('kit-');
    await expectLocator(page.getByTestId('subscriber-row').locator('.vtable-email')).toHaveTexts([
      'kit-ann@example.org',
    ]);

    // The people Kit said left stay out of a later import that does not say so.
    await pasteImport(page, 'kit-bob@example.org kit-cy@example.org kit-ed@example.org');
    await previewAndImport(page);
    await expectLocator(await importSummary(page)).toHaveText('1 new subscriber added.');
    await expectLocator(dialog.getByTestId('import-opted-out')).toContainText(
      'kit-bob@example.org, kit-cy@example.org',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Mailchimp's export of the unsubscribed alone: nobody joins, and the one it lists is kept out from now on.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    const unsubscribed = [
      'Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME,UNSUB_TIME,UNSUB_CAMPAIGN_TITLE',
      'chimp-gone@example.org,Gil,Gone,2,2024-01-02 10:00:00,2025-03-04 11:00:00,March news',
    ].join('\n');
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'unsubscribed_members_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(unsubscribed),
    });
    await expectLocator(dialog.getByTestId('import-column-status').locator('option:checked')).toHaveText('UNSUB_TIME');
    await dialog.getByTestId('import-agree').check();
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('verdict-unsubscribed')).toHaveText('Unsubscribed in Mailchimp: kept out1');
    await expectLocator(dialog.getByTestId('import-confirm')).toHaveText('Import 1 address');
    await dialog.getByTestId('import-confirm').click();
    await expectLocator(dialog.getByTestId('import-opted-out')).toContainText('chimp-gone@example.org');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await pasteImport(page, 'chimp-gone@example.org');
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('verdict-opted-out')).toHaveText('Opted out, kept out1');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Sendy exports each status apart, with no status column: the file's name says these people bounced.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'bounced.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Email\nHal Bounce,sendy-hal@example.org\n'),
    });
    await expectLocator(dialog.getByTestId('import-file-status').locator('option:checked')).toHaveText('Bounced');
    await expectLocator(dialog.getByTestId('import-file-status-note')).toHaveText(
      'Nobody in this file will be subscribed: bounced people are kept out of the lists, as the file’s name says.',
    );
    await dialog.getByTestId('import-agree').check();
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('verdict-bounced')).toHaveText('Bounced: kept out1');
    await dialog.getByRole('button', { name: 'Back' }).click();
    // The sender knows better: this file is of people who are subscribed.
    await dialog.getByTestId('import-file-status').selectOption({ label: 'Subscribed' });
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('verdict-new')).toHaveText('New1');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a Windows-1252 file of semicolons and quoted Mailchimp tags are stored as the files write them', async ({
    owner: { page },
  }) => {
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    const notes = 'Café ’Zur Post’ – 5 €';
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'kunden.csv',
      mimeType: 'text/csv',
      buffer: windows1252(
        `Email;Name;Notes\r\nzoe@example.org;Zoë Müller;${notes}\r\nAnn Lee <ann.lee@example.org>;;\r\n`,
      ),
    });
    const encoding = dialog.getByTestId('import-encoding-select');
    await expectLocator(encoding.locator('option:checked')).toHaveText('Windows-1252 / ISO-8859-1 (Western European)');
    await expectLocator(dialog.getByTestId('import-encoding')).toContainText('Found from the file.');
    const preview = dialog.getByTestId('import-preview').locator('tbody tr');
    const note = await dialog.getByLabel('Note for these subscribers').inputValue();
    await expectLocator(preview.first().locator('td')).toHaveTexts([
      'zoe@example.org',
      'Zoë Müller',
      `${note}\n${notes}`,
    ]);
    await expectLocator(preview.nth(1).locator('td')).toHaveTexts(['ann.lee@example.org', 'Ann Lee', note]);

    // Read as UTF-8, seven characters are lost: the step says so, and the import waits.
    await encoding.selectOption({ label: 'UTF-8' });
    await expectLocator(dialog.getByTestId('import-unreadable')).toContainText(
      '7 characters could not be read as UTF-8: pick another encoding.',
    );
    await expectLocator(preview.first().locator('td').nth(1)).toHaveText('Zo\uFFFD M\uFFFDller');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveShot(page, 'import-encoding-desktop');
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('import-error')).toContainText('pick the encoding the file was saved in');
    await expectLocator(dialog.getByTestId('import-review')).toHaveCount(0);
    await encoding.selectOption({ label: 'Windows-1252 / ISO-8859-1 (Western European)' });
    await expectLocator(dialog.getByTestId('import-unreadable')).toHaveCount(0);
    await previewAndImport(page);
    await expectLocator(await importSummary(page)).toHaveText('2 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('subscriber-row');
    await page.getByLabel('Search').fill('zoe@');
    await expectLocator(row.locator('.vtable-name')).toHaveText('Zoë Müller');
    await page.getByRole('button', { name: 'Edit zoe@example.org' }).click();
    const form = page.getByTestId('subscriber-dialog');
    await eventually(() => form.getByLabel('Notes').inputValue()).toContain(notes);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await page.getByLabel('Search').fill('ann.lee@');
    await expectLocator(row.locator('.vtable-name')).toHaveText('Ann Lee');

    // Mailchimp quotes each tag of its TAGS cell, so a tag may hold a comma.
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'tagged.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpCsv(readers('quoted', 1), '"Smith, J","VIP"')),
    });
    await expectLocator(encoding.locator('option:checked')).toHaveText('UTF-8');
    await expectLocator(preview.first().locator('.badge-tag')).toHaveTexts(['Smith, J', 'VIP']);
    await previewAndImport(page);
    await expectLocator(await importSummary(page)).toHaveText('1 new subscriber added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search').fill('quoted1@');
    const tags = row.getByTestId('subscriber-tags');
    await expectLocator(tags.locator('.badge-tag')).toHaveTexts(['Smith, J']);
    await expectLocator(tags.getByText('+1', { exact: true })).toHaveAttribute('title', 'VIP');
  });
});
