/**
 * Journey: a sender exports every list as the full CSV, deletes the
 * subscribers and one of the lists, and imports the file back, creating the
 * list it names from the import dialog. Each subscriber comes back with name,
 * notes, tags and the lists they were on; the one who left a list stays off it.
 */
import { readFile } from 'node:fs/promises';
import { importNote } from '@listkeep/common/src/import';
import { describe } from 'vitest';
import { api, post } from '../functions/test/support/api';
import { importSummary, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';
import { untilDone } from './support/until-done';

const test = journey.override('team', { owner: 'roundtrip', tier: 'group' });

describe('a full CSV export imported back', () => {
  test('gives back every subscriber with name, notes, tags and lists; a left list stays left', async ({ owner }) => {
    const { page, idToken, teamID, listID } = owner;
    const events = await post('/newsletters', { newsletterName: 'Events', teamID }, idToken);
    const eventsID = events.body.id as string;
    const people = [
      { email: 'rt-ann@example.org', name: 'Ann Lee', notes: 'Met at the fair', tags: ['Smith, J', 'VIP'] },
      { email: 'rt-bob@example.org', name: 'Bob Ng', notes: '', tags: [] },
    ];
    await post(
      '/batchSubscribers',
      { emails: people, newsletterIDs: [listID, eventsID], teamID, agreed: true },
      idToken,
    );
    // Bob is taken off Events: his row of that list says No.
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Edit rt-bob@example.org' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel('Events').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('newsletter-select').selectOption({ label: 'All lists' });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exporting = page.getByTestId('export-dialog');
    await exporting.getByRole('radio', { name: 'Full CSV' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
    const file = await readFile(await download.path());
    // The team no longer has Events, as a new team would not.
    await api('DELETE', `/newsletters/${eventsID}`, { token: idToken });

    await page.getByTestId('select-all-subscribers').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByTestId('delete-subscribers-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('subscribers-empty').waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importing = page.getByTestId('import-dialog');
    await importing.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await importing
      .getByTestId('import-file')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: file });
    await expectLocator(importing.getByTestId('import-file-info')).toContainText('an export of Listkeep');
    await expectLocator(importing.getByTestId('import-column-list').locator('option:checked')).toHaveText(
      'Newsletter Name',
    );
    await expectLocator(importing.getByTestId('import-routed')).toHaveText(
      'Each row goes onto the list its column “Newsletter Name” names.',
    );
    await saveShot(importing, 'import-round-trip-mapping');
    await importing.getByTestId('import-agree').check();
    await importing.getByTestId('import-submit').click();
    await expectLocator(importing.getByTestId('import-error')).toHaveText(
      'The team has no list named “Events”: create it here, or set List to None.',
    );
    await importing.getByTestId('import-create-lists').click();
    // The lists are made, then the preview is asked for again: wait while the dialog works on it.
    await untilDone(importing, importing.getByTestId('verdict-new'));
    await expectLocator(importing.getByTestId('verdict-new')).toHaveText('New2');
    await expectLocator(importing.getByTestId('verdict-unsubscribed')).toHaveText(
      'Unsubscribed in Listkeep: kept out1',
    );
    await importing.getByTestId('import-confirm').click();
    await expectLocator(await importSummary(page)).toHaveText(
      '2 new subscribers added, 1 existing added to the chosen lists.',
    );
    await importing.getByRole('button', { name: 'Done' }).click();

    // Everyone is back as the file says: Ann on both lists with her tags, Bob on the first list only.
    await page.getByRole('button', { name: 'Edit rt-ann@example.org' }).click();
    await expectLocator(dialog.getByLabel('Name', { exact: true })).toHaveValue('Ann Lee');
    // The file's notes follow the import's own note, as every import stores them.
    await expectLocator(dialog.getByLabel('Notes')).toHaveValue(`${importNote(new Date())}\nMet at the fair`);
    await expectLocator(dialog.getByTestId('tag-editor').locator('.badge-tag')).toHaveTexts(['Smith, J×', 'VIP×']);
    await expectLocator(dialog.getByLabel('Events')).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit rt-bob@example.org' }).click();
    await expectLocator(dialog.getByLabel('Events')).toBeChecked(false);
    // Taken off by the file's word: Events refuses him until he subscribes again himself.
    await dialog.getByLabel('Events').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectLocator(dialog.getByRole('alert')).toContainText('rt-bob@example.org');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
