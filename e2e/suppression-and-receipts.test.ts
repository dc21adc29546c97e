/**
 * Journey: a recipient unsubscribes on their preferences page and downloads a
 * receipt of their consent records; the sender deletes them and imports the
 * address again, and the preview and the import keep them out as opted out;
 * the sender checks the recipient's receipt against the team's chain in the
 * Team tab, and a receipt changed by hand does not check out.
 */
import { readFile } from 'node:fs/promises';
import { CONSENT_SOURCES } from '@listkeep/common/src/consent-sources';
import type { ConsentChainFile, ConsentReceipt } from '@listkeep/common/src/consent-chain';
import { RECEIPT_BUTTON } from '@listkeep/common/src/link-pages';
import type { Download, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scan } from './support/axe';
import { uniqueEmail, url } from './support/browser';
import { openTab, pasteImport } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscriber, manageLink } from './support/seed';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'receipts', tier: 'team' });

/** Screenshots at desktop and phone width, for looking at the pages; they assert nothing. */
async function shots(page: Page, name: string): Promise<void> {
  await saveShot(page, `receipts-${name}-desktop`, true);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `receipts-${name}-phone`, true);
  await page.setViewportSize(size);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

describe('suppression and consent receipts', () => {
  const reader = uniqueEmail('receipt-reader');
  let receiptText = '';

  test('the recipient unsubscribes and downloads a receipt of their records', async ({ owner }) => {
    const subscriberID = await addSubscriber(owner, reader, [owner.listID]);
    const linkID = await manageLink(owner, owner.listID, subscriberID);
    const recipient = await owner.context.newPage();
    await recipient.goto(url(`/link/manage/${linkID}`));
    await recipient.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await recipient.getByText('Unsubscribed from all lists.').waitFor();
    await shots(recipient, 'manage-page');
    await scan(recipient, 'the preferences page with its receipt');

    const { download, text } = await downloaded(recipient, () =>
      recipient.getByRole('button', { name: RECEIPT_BUTTON }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^consent-receipt-.+-\d{4}-\d{2}-\d{2}\.json$/);
    const receipt = JSON.parse(text) as ConsentReceipt;
    expect(receipt.address).toBe(reader);
    expect(receipt.records.map((r) => [r.list, r.action, r.source])).toEqual([
      ["receipts owner's Newsletter", 'opt-in', CONSENT_SOURCES.dashboard],
      ["receipts owner's Newsletter", 'opt-out', CONSENT_SOURCES.managePage],
    ]);
    receiptText = text;
    await recipient.close();
  });

  test('the sender deletes the address and imports it again: it stays out, reported as opted out', async ({
    owner: { page },
  }) => {
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: `Delete ${reader}` }).click();
    const confirm = page.getByTestId('delete-subscriber-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByTestId('subscribers-empty').waitFor();

    const newcomer = uniqueEmail('newcomer');
    await pasteImport(page, `${reader}\n${newcomer}`);
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-submit').click();
    // The preview already says so, with no subscriber left to show it: the suppression entry does.
    const counts = dialog.getByTestId('import-verdict-counts');
    await expectLocator(counts.getByTestId('verdict-opted-out'), 30_000).toHaveText('Opted out, kept out1');
    await expectLocator(counts.getByTestId('verdict-new')).toHaveText('New1');
    const row = dialog.getByTestId('import-preview-row').first();
    await expectLocator(row).toContainText(`${reader}Opted out, kept outLeft `);
    await expectLocator(row).toContainText(' before; not put back');
    await dialog.getByTestId('import-confirm').click();
    await expectLocator(page.getByTestId('import-summary'), 30_000).toHaveText('1 new subscriber added.');
    await expectLocator(page.getByTestId('import-opted-out')).toHaveText(
      `These addresses unsubscribed before and were not subscribed again: ${reader}`,
    );
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Done' }).click();
    await expectRowEmails(page).toEqual([newcomer]);
  });

  test('the sender checks the receipt against the chain, and a changed receipt does not check out', async ({
    owner: { page },
  }) => {
    await openTab(page, 'team');
    const card = page.getByTestId('consent-records');
    const exported = await downloaded(page, () => card.getByRole('button', { name: 'Export the chain' }).click());
    const chain = JSON.parse(exported.text) as ConsentChainFile;
    // The reader's two records and the newcomer's opt-in; no address anywhere in it.
    expect(chain.records).toHaveLength(3);
    expect(exported.text).not.toContain('@');

    await card.getByTestId('check-receipt').click();
    const dialog = page.getByTestId('check-receipt-dialog');
    const file = dialog.getByTestId('receipt-file');
    await file.setInputFiles({ name: 'receipt.json', mimeType: 'application/json', buffer: Buffer.from(receiptText) });
    await expectLocator(dialog.getByTestId('receipt-summary')).toContainText(`Receipt of ${reader}`);
    await dialog.getByTestId('receipt-check').click();
    const verdict = dialog.getByTestId('receipt-verdict');
    await expectLocator(verdict.locator('[role=status]')).toHaveText(
      "The receipt checks out: its 2 records are in the team's chain, unchanged, and the chain is whole up to record 3.",
    );
    await shots(page, 'check-receipt');
    await scan(page, 'the check of a receipt');

    const forged = JSON.parse(receiptText) as ConsentReceipt;
    forged.records[1].action = 'opt-in';
    await file.setInputFiles({
      name: 'forged.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(forged)),
    });
    await dialog.getByTestId('receipt-check').click();
    await expectLocator(verdict.locator('[role=status]')).toHaveText('The receipt does not check out.');
    await expectLocator(verdict).toContainText(
      `Record ${forged.records[1].seq} of the receipt was changed after it was made.`,
    );

    await file.setInputFiles({ name: 'chain.json', mimeType: 'application/json', buffer: Buffer.from(exported.text) });
    await expectLocator(dialog.getByRole('alert')).toHaveText(
      'This is an export of a consent chain, not a receipt: choose the receipt file.',
    );
    await expectLocator(dialog.getByTestId('receipt-check')).toBeDisabled();
  });
});
