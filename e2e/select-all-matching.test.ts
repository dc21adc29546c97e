/**
 * Journey: an owner ticks every row shown, chooses "Select all N matching",
 * and acts on the whole match through jobs on the server: exports it as a
 * file with a row for each, tags it, and deletes it, watching each job's
 * progress.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { SUBSCRIBER_TABLE_FIRST_PAGE, SUBSCRIBER_TABLE_PAGE } from '@listkeep/common/src/subscriber-query';
import { importList, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'jobs', tier: 'scale' });

// More than the tab loads as it opens (its short first page, then the next at once, the first
// being near its end), so ticking every row shown ticks fewer than match.
const SHOWN = SUBSCRIBER_TABLE_FIRST_PAGE + SUBSCRIBER_TABLE_PAGE;
const N = SHOWN + 120;
const emails = Array.from({ length: N }, (_, i) => `reader${String(i).padStart(3, '0')}@example.org`);

/** Screenshots at desktop and phone width, for looking at the pages; they assert nothing. */
async function shots(page: Page, name: string): Promise<void> {
  await saveShot(page, `jobs-${name}-desktop`);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `jobs-${name}-phone`);
  await page.setViewportSize(size);
}

async function selectAllMatching(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Select all shown subscribers' }).check();
  await page.getByRole('button', { name: `Select all ${N} matching` }).click();
  await expectLocator(page.getByTestId('selection-count')).toHaveText(`All ${N} matching selected`);
}

describe('select all matching', () => {
  test('offers every matching subscriber once every row shown is ticked', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await importList(page, emails);
    await page.getByRole('checkbox', { name: 'Select all shown subscribers' }).check();
    await expectLocator(page.getByTestId('selection-count')).toHaveText(`${SHOWN} selected`);
    await page.getByTestId('select-all-matching').waitFor();
    await shots(page, 'select-all-matching');
    await page.getByTestId('select-all-matching').click();
    await expectLocator(page.getByTestId('selection-count')).toHaveText(`All ${N} matching selected`);
  });

  test('exports the match as a file with a row for each, showing the progress', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Export selected' }).click();
    const dialog = page.getByTestId('export-dialog');
    await expectLocator(dialog.getByRole('heading')).toHaveText(`Export ${N} matching subscribers`);
    await dialog.getByRole('radio', { name: 'Full CSV' }).check();
    const downloaded = page.waitForEvent('download');
    await dialog.getByTestId('export-submit').click();
    const progress = page.getByTestId('job-progress-dialog');
    await progress.waitFor();
    await shots(page, 'progress');
    const file = await downloaded;
    const text = await readFile(await file.path(), 'utf8');
    expect(file.suggestedFilename()).toMatch(/^subscribers-.*\.csv$/);
    const lines = text.split('\r\n');
    expect(lines[0].charCodeAt(0)).toBe(0xfeff);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0].replace(/"/g, ''))
        .sort(),
    ).toEqual(emails);
    await progress.waitFor({ state: 'detached' });
  });

  test('tags every matching subscriber', async ({ owner: { page } }) => {
    await expectLocator(page.getByTestId('selection-count')).toHaveText(`All ${N} matching selected`);
    await page.getByTestId('selection-add-tag').click();
    const dialog = page.getByTestId('tag-selection-dialog');
    await expectLocator(dialog.getByRole('heading')).toHaveText(`Add a tag to ${N} matching subscribers`);
    await dialog.getByLabel('Tag', { exact: true }).fill('fair');
    await dialog.getByTestId('tag-selection-submit').click();
    await page.getByText('Tags changed.', { exact: true }).waitFor();
    const tags = page.getByTestId('subscriber-row').locator('.vtable-tags');
    await expectLocator(tags.first()).toHaveText('fair');
    await expectLocator(tags.last()).toHaveText('fair');
  });

  test('deletes every matching subscriber', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await selectAllMatching(page);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByTestId('delete-subscribers-dialog');
    await expectLocator(confirm.getByRole('heading')).toHaveText(`Delete ${N} matching subscribers?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Subscribers deleted.', { exact: true }).waitFor();
    await page.getByTestId('subscribers-empty').waitFor();
  });
});
