/**
 * Journey: a Starter team with 7 subscribers brings a 2,000-row export. Its
 * preview says the import would be refused whole, with the figures grouped
 * one way, and the owner is offered what a person wants: the first ones that
 * fit, or the plans. The first that fit go in, exactly up to the limit.
 */
import { describe } from 'vitest';
import { uniqueEmail } from './support/browser';
import { importSummary, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { mailchimpCsv, readers } from './support/import-files';

const test = journey.override('team', {
  owner: 'limit',
  subscribers: Array.from({ length: 7 }, () => uniqueEmail('early')),
});

describe('an import past the plan’s limit', () => {
  test('offers the first that fit and the plans, and imports exactly what fits', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 7 of 7 subscribers');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'audience.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpCsv(readers('big', 2000))),
    });
    await dialog.getByTestId('import-agree').check();
    const submit = dialog.getByTestId('import-submit');
    await expectLocator(submit).toHaveText('Preview 2,000');
    await submit.click();
    await expectLocator(dialog.getByTestId('import-error')).toHaveText(
      'The Starter plan allows 50 subscribers; this import would bring the team to 2,007. Upgrade to Scale to add more.',
    );
    await expectLocator(dialog.getByTestId('import-see-plans')).toHaveText('See the plans');
    const first = dialog.getByTestId('import-first-fit');
    await expectLocator(first).toHaveText('Import the first 43 that fit');
    await first.click();

    await expectLocator(await importSummary(page)).toHaveText('43 new subscribers added.');
    await expectLocator(dialog.getByTestId('import-left-out')).toHaveText(
      'The plan took the first addresses only; the other 1,957 were not imported.',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 50 of 50 subscribers');
    await page.getByLabel('Search').fill('big43@');
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(1);
    await page.getByLabel('Search').fill('big44@');
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(0);
  });
});
