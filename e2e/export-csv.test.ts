/**
 * Journey: an owner exports the full CSV and the emails only, and reads the
 * files back: BOM, exact header, accents intact, formula cells neutralised.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import Papa from 'papaparse';
import { describe, expect } from 'vitest';
import { CONSENT_SOURCES } from '@listkeep/common/src/consent-sources';
import { importList, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'export' });

async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('export subscribers', () => {
  test('adds a subscriber whose notes look like a formula', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await importList(page, ['ann@example.org', 'bob@example.org']);
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel('Email').fill('cy@example.org');
    await dialog.getByLabel('Name').fill('Zoë Crème');
    await dialog.getByLabel('Notes').fill('=HYPERLINK("http://evil.example","click") — café');
    await dialog.getByRole('button', { name: 'Add subscriber' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(3);
  });

  test('downloads the full CSV with the exact columns, a BOM and neutralised cells', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByTestId('export-dialog').getByRole('radio', { name: 'Full CSV' }).check();
    const { name, text } = await download(page);
    expect(name).toBe(`subscribers-export-owner-s-newsletter-${today()}.csv`);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Email',
      'Notes',
      'Created Date',
      'Newsletter ID',
      'Newsletter Name',
      'Subscribed',
      'Subscribed At',
      'Unsubscribed At',
      'Source',
      'Name',
      'Tags',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['ann@example.org', 'bob@example.org', 'cy@example.org']);
    const cy = rows.find((r) => r[0] === 'cy@example.org')!;
    expect(cy[1]).toBe(`'=HYPERLINK("http://evil.example","click") — café`);
    expect(cy[4]).toBe("export owner's Newsletter");
    expect(cy[5]).toBe('Yes');
    expect(cy[8]).toBe(CONSENT_SOURCES.dashboard);
    expect(Date.parse(cy[2])).not.toBeNaN();
  });

  test('downloads the emails only, with the chosen delimiter', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByRole('radio', { name: 'Emails only' }).check();
    await dialog.getByLabel('Separate addresses with').selectOption('semicolon');
    const { name, text } = await download(page);
    expect(name).toBe(`subscribers-export-owner-s-newsletter-${today()}.csv`);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    // Each address is a quoted field (common/src/export.ts), read as a spreadsheet would.
    const cells = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data.flat();
    expect(cells.sort()).toEqual(['ann@example.org', 'bob@example.org', 'cy@example.org']);
  });
});
