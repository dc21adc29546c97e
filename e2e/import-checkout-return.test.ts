/**
 * Journey: a Starter owner's import is past the plan's limit. They leave it
 * for the plans, pay for Group on the checkout page, and come back to the
 * same import: the file, its mapping and their note as they left them, the
 * preview checked again under Group, ready to finish. The confirmation of
 * the payment stays at the top of the page until it is dismissed.
 */
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { uniqueEmail } from './support/browser';
import { importSummary, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { mailchimpCsv, readers } from './support/import-files';
import { saveShot } from './support/shots';

const test = journey.override('team', {
  owner: 'leave-for-plans',
  subscribers: Array.from({ length: 7 }, () => uniqueEmail('early')),
});

const NOTE = 'Signed up at the spring fair';
const NO_COLUMN = '-1';

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveShot(page, `${name}-desktop`);
}

describe('leaving an import for the plans', () => {
  test('pays for a bigger plan and finishes the same import', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByRole('radio', { name: 'Upload a CSV file' }).check();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'fair.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mailchimpCsv(readers('fair', 300))),
    });
    // The sender's own choices: the file's notes left out, a note of their own.
    await dialog.getByTestId('import-column-notes').selectOption(NO_COLUMN);
    await dialog.getByLabel('Note for these subscribers').fill(NOTE);
    await dialog.getByTestId('import-agree').check();
    await dialog.getByTestId('import-submit').click();
    await expectLocator(dialog.getByTestId('import-error')).toContainText('this import would bring the team to 307');

    await dialog.getByTestId('import-see-plans').click();
    await page.waitForURL((u) => u.pathname === '/pricing' && u.searchParams.has('returnTo'));
    // The plans page marks the cheapest plan that holds the whole import.
    await expectLocator(page.getByTestId('plan-group')).toContainText('Fits your 307 subscribers');
    await page.getByTestId('plan-group').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\//);
    await page.getByRole('button', { name: 'Pay $25' }).click();

    // Back in the import, not on the account page: checked again under the new plan.
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await expectLocator(dialog.getByTestId('import-plan-note')).toHaveText(BILLING_MESSAGES.nowOnPlan('Group'));
    await expectLocator(dialog.getByTestId('import-confirm'), 15_000).toHaveText('Import 300 addresses');
    await expectLocator(dialog.getByTestId('import-error')).toHaveCount(0);
    await expectLocator(dialog.getByTestId('import-see-plans')).toHaveCount(0);
    await shootBoth(page, 'import-back-from-checkout');
    expect(new URL(page.url()).searchParams.has('source')).toBe(false);

    // The file, its mapping and the note are as they were left.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expectLocator(dialog.getByTestId('import-file-info')).toContainText('Found 300 addresses');
    await expectLocator(dialog.getByTestId('import-file-info')).toContainText('of fair.csv');
    await expectLocator(dialog.getByTestId('import-column-notes')).toHaveValue(NO_COLUMN);
    await expectLocator(dialog.getByLabel('Note for these subscribers')).toHaveValue(NOTE);
    await expectLocator(dialog.getByTestId('import-agree')).toBeChecked();
    await dialog.getByTestId('import-submit').click();
    await dialog.getByTestId('import-confirm').click();
    await expectLocator(await importSummary(page)).toHaveText('300 new subscribers added.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 307 of 307 subscribers');

    // The work was used: nothing is left in the tab to open the import again.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('importDraft')))).toEqual([]);

    // The payment's confirmation stays at the top of the page until put away.
    const confirmation = page.getByTestId('checkout-confirmation');
    await expectLocator(confirmation).toContainText(BILLING_MESSAGES.nowOnPlan('Group'));
    await shootBoth(page, 'checkout-confirmation');
    await page.getByTestId('checkout-confirmation-dismiss').click();
    await expectLocator(confirmation).toHaveCount(0);
    await page.reload();
    await page.getByTestId('tab-subscribers').waitFor();
    await expectLocator(dialog).toHaveCount(0);
    await expectLocator(confirmation).toHaveCount(0);
  });

  test('comes back to the import from the plans without paying', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-text').fill(
      readers('walk', 200)
        .map((r) => r.email)
        .join('\n'),
    );
    await dialog.getByTestId('import-agree').check();
    await dialog.getByTestId('import-submit').click();
    await dialog.getByTestId('import-see-plans').click();
    await page.waitForURL((u) => u.pathname === '/pricing');
    await page.getByTestId('plans-back').click();
    await expectLocator(dialog.getByTestId('import-error')).toContainText('this import would bring the team to 507');
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByTestId('import-text').inputValue()).toMatch(/^walk1@example\.org\nwalk2@/);
  });
});
