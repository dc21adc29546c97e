/**
 * Journey: a recipient unsubscribes on their preferences page and downloads a
 * receipt of their consent records; the sender deletes them and imports the
 * address again, and the preview and the import keep them out as opted out;
 * the sender checks the recipient's receipt against the team's chain in the
 * Team tab, and a receipt changed by hand does not check out.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONSENT_KIND_LABELS, CONSENT_SOURCES } from '@listkeep/common/src/consent-sources';
import type { ConsentChainFile, ConsentReceipt } from '@listkeep/common/src/consent-chain';
import { readConsentFile } from '@listkeep/common/src/consent-files';
import { RECEIPT_BUTTON, receiptSavedText } from '@listkeep/common/src/web/link-pages';
import { KEPT_OUT_SUMMARY } from '@listkeep/common/src/import-status';
import type { Download, Page, Request, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { scan } from './support/axe';
import { uniqueEmail, url } from './support/browser';
import { importSummary, openTab, pasteImport, setTier } from './support/dashboard';
import { eventually, expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscriber, addSubscribers, chainLength, manageLink } from './support/seed';
import { SHOTS_DIR, saveShot } from './support/shots';

const test = journey.override('team', { owner: 'receipts', tier: 'group' });

/** Screenshots at desktop and phone width, for looking at the pages; they assert nothing. */
async function shots(page: Page, name: string): Promise<void> {
  await saveShot(page, `receipts-${name}-desktop`, true);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `receipts-${name}-phone`, true);
  await page.setViewportSize(size);
}

/**
 * Screenshots of the viewport at desktop and phone width, taken at once: a
 * read held on purpose keeps the network busy, and the API's client gives up
 * on a request after 10 s.
 */
async function shotsNow(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `receipts-${name}-desktop.png`) });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS_DIR, `receipts-${name}-phone.png`) });
  await page.setViewportSize(size);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

/**
 * Holds the page's requests for the chain's pages after the first until
 * released, then lets them through to the API as they are: a long read,
 * slowed down so that what the dialog shows meanwhile can be seen.
 */
async function holdLaterChainPages(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  const matches = (address: URL) =>
    address.pathname.endsWith('/consentChain') && address.searchParams.get('after') !== '0';
  await page.route(matches, async (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  return {
    /** Lets every held request go on (one the page already gave up is left), and those after it. */
    release: async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
      await page.unroute(matches);
    },
    /** Resolves when the page gives up a held request. */
    abandoned: () => page.waitForEvent('requestfailed', (request: Request) => matches(new URL(request.url()))),
  };
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
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^consent-receipt-.+-\d{4}-\d{2}-\d{2}\.html$/);
    // The page says it happened, beside the button, not only the browser's download bar.
    await expectLocator(recipient.getByTestId('receipt-saved')).toHaveText(receiptSavedText(fileName));
    await shots(recipient, 'manage-page-saved');

    // One file: a page to read and print, with the receipt's data for the checks.
    const read = readConsentFile(text);
    expect(read.kind).toBe('receipt');
    const receipt = (read as { receipt: ConsentReceipt }).receipt;
    expect(receipt.address).toBe(reader);
    // The link was the team's (made on the dashboard), so the opt-out through it is recorded as the team's.
    expect(receipt.records.map((r) => [r.list, r.action, r.source, r.kind])).toEqual([
      ["receipts owner's Newsletter", 'opt-in', CONSENT_SOURCES.dashboard, 'team'],
      ["receipts owner's Newsletter", 'opt-out', CONSENT_SOURCES.teamLink, 'team'],
    ]);
    expect(text.match(/<script/g)).toHaveLength(1);
    expect(text).not.toMatch(/\s(src|href)=/);

    // Opened as the reader opens it: every record with its date, time and time zone, list, whose and how.
    const saved = join(mkdtempSync(join(tmpdir(), 'listkeep-receipt-')), fileName);
    writeFileSync(saved, text);
    const file = await owner.context.newPage();
    await file.goto(pathToFileURL(saved).href);
    await file.getByRole('heading', { name: `Your consent record with ${receipt.sender}` }).waitFor();
    const rows = await Promise.all(
      (await file.locator('tbody tr').all()).map((row) => row.locator('td').allTextContents()),
    );
    expect(rows.map(([, , list, what, how]) => [list, what, how])).toEqual([
      ["receipts owner's Newsletter", 'Joined (opt-in)', `${CONSENT_KIND_LABELS.team} ${receipt.records[0].how}`],
      ["receipts owner's Newsletter", 'Left (opt-out)', `${CONSENT_KIND_LABELS.team} ${receipt.records[1].how}`],
    ]);
    for (const [date, time] of rows) {
      expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(time).toMatch(/^\d{2}:\d{2}:\d{2} \S+$/);
    }
    await shots(file, 'receipt-page');
    await file.close();
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
    await expectLocator(await importSummary(page)).toHaveText('1 new subscriber added.');
    await expectLocator(page.getByTestId('import-opted-out')).toHaveText(`${KEPT_OUT_SUMMARY}: ${reader}`);
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
    await file.setInputFiles({ name: 'receipt.html', mimeType: 'text/html', buffer: Buffer.from(receiptText) });
    await expectLocator(dialog.getByTestId('receipt-summary')).toContainText(`Receipt of ${reader}`);
    // Each record says whose action it was, as the subscriber's history does.
    await expectLocator(dialog.getByTestId('history-kind')).toHaveTexts(['Team', 'Team']);
    await dialog.getByTestId('receipt-check').click();
    const verdict = dialog.getByTestId('receipt-verdict');
    await expectLocator(verdict.locator('[role=status]')).toHaveText(
      "The receipt checks out: its 2 records are in the team's chain, unchanged, and the chain is whole up to record 3.",
    );
    await shots(page, 'check-receipt');
    await scan(page, 'the check of a receipt');

    // The command an auditor runs checks the same downloaded page against the exported chain.
    const dir = mkdtempSync(join(tmpdir(), 'listkeep-receipt-'));
    writeFileSync(join(dir, 'receipt.html'), receiptText);
    writeFileSync(join(dir, 'chain.json'), exported.text);
    const script = fileURLToPath(new URL('../scripts/check-receipt.mjs', import.meta.url));
    const checked = spawnSync(process.execPath, [script, join(dir, 'receipt.html'), join(dir, 'chain.json')], {
      encoding: 'utf8',
    });
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stdout).toContain("The receipt checks out: its 2 records are in the team's chain");

    const forged = structuredClone((readConsentFile(receiptText) as { receipt: ConsentReceipt }).receipt);
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

  test('with a chain longer than a page, the check shows its progress and stops when the dialog closes', async ({
    owner,
  }) => {
    const { page } = owner;
    await setTier(owner.teamID, 'scale');
    const many = Array.from({ length: 5200 }, (_, i) => uniqueEmail(`chain${i}`));
    await addSubscribers(owner, many, owner.listID);
    // The reader's two records, the newcomer's opt-in, and the 5,200 just added, once the
    // sequencer has chained them: the import answers before that.
    const total = 5203;
    await eventually(() => chainLength(owner), 30_000).toBe(total);

    await openTab(page, 'team');
    const card = page.getByTestId('consent-records');
    const hold = await holdLaterChainPages(page);
    await card.getByTestId('check-receipt').click();
    const dialog = page.getByTestId('check-receipt-dialog');
    const pickReceipt = () =>
      dialog
        .getByTestId('receipt-file')
        .setInputFiles({ name: 'receipt.html', mimeType: 'text/html', buffer: Buffer.from(receiptText) });
    await pickReceipt();
    await dialog.getByTestId('receipt-check').click();
    // The first page is checked while the second is on its way.
    const progress = dialog.getByTestId('receipt-progress');
    await expectLocator(progress).toHaveText('Checked 5,000 of 5,203 records of the chain…');
    await expectLocator(progress.locator('progress')).toHaveAttribute('value', '5000');
    await expectLocator(progress.locator('progress')).toHaveAttribute('max', String(total));
    await shotsNow(page, 'check-receipt-reading');
    await scan(page, 'a check of a receipt while it reads the chain');

    const abandoned = hold.abandoned();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await abandoned;

    // Opened again, it starts afresh; Stop ends a check and leaves the dialog open.
    await card.getByTestId('check-receipt').click();
    await expectLocator(dialog.getByTestId('receipt-progress')).toHaveCount(0);
    await expectLocator(dialog.getByTestId('receipt-verdict')).toHaveCount(0);
    await pickReceipt();
    await dialog.getByTestId('receipt-check').click();
    await expectLocator(progress).toHaveText('Checked 5,000 of 5,203 records of the chain…');
    const stopped = hold.abandoned();
    await dialog.getByTestId('receipt-stop').click();
    await stopped;
    await expectLocator(progress).toHaveCount(0);
    await expectLocator(dialog.getByTestId('receipt-check')).toBeDisabled(false);

    await hold.release();
    await dialog.getByTestId('receipt-check').click();
    await expectLocator(dialog.getByTestId('receipt-verdict').locator('[role=status]'), 30_000).toHaveText(
      `The receipt checks out: its 2 records are in the team's chain, unchanged, and the chain is whole up to record ${total}.`,
    );
    await expectLocator(progress).toHaveCount(0);
    await shotsNow(page, 'check-receipt-long-chain');
  });
});
