/**
 * Journey: an owner on the Group plan tags subscribers one by one and several
 * at once, filters the table by a tag, copies and exports what the filter
 * shows, and copies a newsletter by tag; when the plan lapses the tags stay,
 * read-only, through an edit of the subscriber; a Starter team sees the tag
 * controls disabled with the way to upgrade, and its import leaves a file's
 * tags column out, saying why.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readClipboard } from './support/browser';
import { importList, newOwner, openTab, setTier } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';
import { mailchimpCsv, readers } from './support/import-files';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'tags', tier: 'group' });

const row = (page: Page, email: string) => page.getByTestId('subscriber-row').filter({ hasText: email });
const tagsOf = (page: Page, email: string) => row(page, email).locator('.vtable-tags');

async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** Screenshots at desktop and phone width, for looking at the pages; they assert nothing. */
async function shots(page: Page, name: string): Promise<void> {
  await saveShot(page, `tags-${name}-desktop`, true);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `tags-${name}-phone`, true);
  await page.setViewportSize(size);
}

describe('tags on subscribers', () => {
  test('tags a subscriber in the edit dialog: Enter and a comma add, × removes', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await importList(page, ['ann@example.org', 'bob@example.org', 'cy@example.org', 'dee@example.org']);
    await page.getByRole('button', { name: 'Edit ann@example.org' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    const input = dialog.getByLabel('Tags', { exact: true });
    await input.fill('VIP');
    await input.press('Enter');
    await input.pressSequentially('Book club,');
    const chips = dialog.getByTestId('tag-editor').locator('.badge-tag');
    await expectLocator(chips).toHaveTexts(['VIP×', 'Book club×']);
    await dialog.getByRole('button', { name: 'Remove tag Book club' }).click();
    await expectLocator(chips).toHaveTexts(['VIP×']);
    await saveShot(dialog, 'tags-editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectLocator(tagsOf(page, 'ann@example.org')).toHaveText('VIP');
    await expectLocator(tagsOf(page, 'bob@example.org')).toHaveText('');
  });

  test('adds a tag to the ticked subscribers, and removes one', async ({ owner: { page } }) => {
    for (const email of ['bob@example.org', 'cy@example.org']) {
      await page.getByRole('checkbox', { name: `Select ${email}` }).check();
    }
    await page.getByTestId('selection-add-tag').click();
    const dialog = page.getByTestId('tag-selection-dialog');
    await dialog.getByLabel('Tag', { exact: true }).fill('vip');
    await dialog.getByTestId('tag-selection-submit').click();
    await page.getByText('Tag “vip” added to 2 subscribers.', { exact: true }).waitFor();
    await expectLocator(tagsOf(page, 'bob@example.org')).toHaveText('vip');
    await expectLocator(tagsOf(page, 'cy@example.org')).toHaveText('vip');

    await page.getByRole('checkbox', { name: 'Select bob@example.org' }).uncheck();
    await page.getByTestId('selection-remove-tag').click();
    await expectLocator(dialog.getByLabel('Tag', { exact: true })).toHaveValue('vip');
    await dialog.getByTestId('tag-selection-submit').click();
    await page.getByText('Tag “vip” removed from 1 subscriber.', { exact: true }).waitFor();
    await expectLocator(tagsOf(page, 'cy@example.org')).toHaveText('');
    await page.getByRole('button', { name: 'Clear selection' }).click();
  });

  test('filters by tag, compared without case', async ({ owner: { page } }) => {
    const filter = page.getByTestId('tag-filter');
    await expectLocator(filter.locator('option')).toHaveTexts(['Any tag', 'VIP']);
    await filter.selectOption('VIP');
    await expectRowEmails(page).toEqual(['ann@example.org', 'bob@example.org']);
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 2 of 4 subscribers');
    await shots(page, 'filtered');
  });

  test('copies and exports what the tag filter shows', async ({ owner: { page } }) => {
    await page.getByTestId('copy-list').click();
    await page.getByText('Subscriber list copied to clipboard.', { exact: true }).waitFor();
    expect((await readClipboard(page)).split(', ').sort()).toEqual(['ann@example.org', 'bob@example.org']);
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached', timeout: 5000 });

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exporting = page.getByTestId('export-dialog');
    await expectLocator(exporting.getByRole('heading')).toHaveText('Export subscribers tagged “VIP”');
    const emails = await download(page);
    expect(emails.name).toMatch(/-vip-\d{4}-\d\d-\d\d\.csv$/);
    const cells = emails.text.replace(/^\uFEFF/, '').split(',');
    expect(cells.map((cell) => cell.replace(/^"|"$/g, '')).sort()).toEqual(['ann@example.org', 'bob@example.org']);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await exporting.getByRole('radio', { name: 'Full CSV' }).check();
    const csv = await download(page);
    expect(csv.text).toContain('ann@example.org');
    expect(csv.text).toContain('bob@example.org');
    expect(csv.text).not.toContain('cy@example.org');
  });

  test("copies a newsletter's subscribers by tag from its settings", async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    await page.getByTestId('copy-tag').fill('vip');
    await page.getByRole('button', { name: 'Copy subscribers' }).click();
    await page.getByText('Subscriber list copied to clipboard.', { exact: true }).waitFor();
    expect((await readClipboard(page)).split(', ').sort()).toEqual(['ann@example.org', 'bob@example.org']);
  });

  test('keeps the tags, read-only, when the plan lapses: an edit of the name keeps them', async ({ owner }) => {
    const { page } = owner;
    await setTier(owner.teamID, 'starter');
    await openTab(page, 'subscribers');
    await expectLocator(tagsOf(page, 'ann@example.org')).toHaveText('VIP');
    await expectLocator(page.getByTestId('tag-filter')).toBeDisabled();

    await page.getByRole('button', { name: 'Edit ann@example.org' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await expectLocator(dialog.getByTestId('tag-editor').locator('.badge-tag')).toHaveTexts(['VIP']);
    await dialog.getByLabel('Name', { exact: true }).fill('Ann Lee');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // What the store kept, after a reload.
    await openTab(page, 'subscribers');
    await expectLocator(row(page, 'ann@example.org').locator('.vtable-name')).toHaveText('Ann Lee');
    await expectLocator(tagsOf(page, 'ann@example.org')).toHaveText('VIP');
    await expectLocator(tagsOf(page, 'bob@example.org')).toHaveText('vip');
  });

  test('a Starter team sees the tag controls disabled, with the way to upgrade', async ({ browser }) => {
    const starter = await newOwner(browser, 'tags-starter');
    const { page } = starter;
    try {
      await openTab(page, 'subscribers');
      await importList(page, ['eve@example.org']);
      await expectLocator(page.getByTestId('tag-filter')).toBeDisabled();
      const note = page.getByTestId('tags-plan-note');
      await expectLocator(note).toHaveText(
        'Tags come with the Group plan and up; your team is on the Starter plan. Upgrade to Group',
      );
      await expectLocator(note.getByRole('link', { name: 'Upgrade to Group' })).toHaveAttribute(
        'href',
        '/pricing?for=tags',
      );

      await page.getByRole('checkbox', { name: 'Select eve@example.org' }).check();
      await expectLocator(page.getByTestId('selection-add-tag')).toBeDisabled();
      await expectLocator(page.getByTestId('selection-remove-tag')).toBeDisabled();
      await shots(page, 'starter');

      await page.getByRole('button', { name: 'Edit eve@example.org' }).click();
      const dialog = page.getByTestId('subscriber-dialog');
      await expectLocator(dialog.getByTestId('tag-editor')).toHaveText('No tags');
      await expectLocator(dialog.getByTestId('tags-plan-note')).toContainText('your team is on the Starter plan.');
      await saveShot(dialog, 'tags-starter-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // A file's tags column is left out, saying why.
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const importing = page.getByTestId('import-dialog');
      await importing.getByRole('radio', { name: 'Upload a CSV file' }).check();
      const csv = Buffer.from(mailchimpCsv(readers('starter', 2)));
      await importing
        .getByTestId('import-file')
        .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: csv });
      await expectLocator(importing.getByTestId('import-unused')).toContainText(
        'TAGS (Tags come with the Group plan and up; your team is on the Starter plan.)',
      );
      await expectLocator(importing.getByTestId('import-column-tags')).toHaveCount(0);
    } finally {
      await starter.context.close();
    }
  });
});
