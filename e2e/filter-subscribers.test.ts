/**
 * Journey: on a plan with two newsletters, the owner filters subscribers by
 * status, and picks one list or all of them in the header: the table, its
 * count, Copy and the overview's figures all follow that one choice.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readClipboard } from './support/browser';
import { createNewsletter, importList, openTab } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'filter', tier: 'group' });

const pick = (page: Page, label: string) => page.getByTestId('newsletter-select').selectOption({ label });

/** Copies what the header picks and answers the addresses copied. */
async function copied(page: Page): Promise<string[]> {
  await page.getByTestId('copy-list').click();
  await page.getByTestId('copy-done').waitFor();
  const text = await readClipboard(page);
  await page.getByTestId('copy-dialog').waitFor({ state: 'detached', timeout: 5000 });
  return text.split(', ').sort();
}

async function chooseStatus(page: Page, label: 'All' | 'Subscribed' | 'Unsubscribed') {
  await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: label, exact: true }).check();
}

describe('filter subscribers', () => {
  test('creates a second newsletter', async ({ owner: { page } }) => {
    await openTab(page, 'lists');
    await createNewsletter(page, 'Club Weekly');
    await expectLocator(page.getByTestId('newsletter-select').locator('option')).toHaveCount(2);
  });

  test('fills both lists and adds one subscriber on no list', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    // The header's newsletter is the default list of an import.
    await page.getByTestId('newsletter-select').selectOption({ label: "filter owner's Newsletter" });
    await importList(page, ['ann@example.org', 'bob@example.org']);
    await page.getByTestId('newsletter-select').selectOption({ label: 'Club Weekly' });
    await importList(page, ['cy@example.org', 'dee@example.org']);

    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel('Email').fill('eve@example.org');
    await dialog.getByLabel('Club Weekly').uncheck();
    await dialog.getByRole('button', { name: 'Add subscriber' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pick(page, 'All lists');
    await expectRowEmails(page).toHaveLength(5);
  });

  test('unsubscribes one of them from a list by editing', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Edit bob@example.org' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel("filter owner's Newsletter").uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('filters by status', async ({ owner: { page } }) => {
    await chooseStatus(page, 'Subscribed');
    await expectRowEmails(page).toEqual(['ann@example.org', 'cy@example.org', 'dee@example.org']);
    await chooseStatus(page, 'Unsubscribed');
    await expectRowEmails(page).toEqual(['bob@example.org', 'eve@example.org']);
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 2 of 5 subscribers in all lists');
  });

  test('one pick of lists drives the table, its count and Copy', async ({ owner: { page } }) => {
    const count = page.getByTestId('subscribers-count');
    await chooseStatus(page, 'Subscribed');
    // Every list: those subscribed to any, and Copy copies the same people.
    await expectRowEmails(page).toEqual(['ann@example.org', 'cy@example.org', 'dee@example.org']);
    await expectLocator(count).toHaveText('Showing 3 of 5 subscribers in all lists');
    expect(await copied(page)).toEqual(['ann@example.org', 'cy@example.org', 'dee@example.org']);

    // One list: its members, subscribed or not; eve, on no list, shows under All lists alone.
    await pick(page, 'Club Weekly');
    await expectRowEmails(page).toEqual(['cy@example.org', 'dee@example.org']);
    await expectLocator(count).toHaveText('Showing 2 of 2 subscribers in Club Weekly');
    expect(await copied(page)).toEqual(['cy@example.org', 'dee@example.org']);
    await chooseStatus(page, 'All');
    await expectRowEmails(page).toEqual(['cy@example.org', 'dee@example.org']);

    await pick(page, "filter owner's Newsletter");
    await expectRowEmails(page).toEqual(['ann@example.org', 'bob@example.org']);
    await chooseStatus(page, 'Subscribed');
    await expectLocator(count).toHaveText("Showing 1 of 2 subscribers in filter owner's Newsletter");
    expect(await copied(page)).toEqual(['ann@example.org']);
  });

  test('exports what the header picks', async ({ owner: { page } }) => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByTestId('export-dialog');
    await expectLocator(dialog.getByTestId('export-scope')).toContainText("filter owner's Newsletter");
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await pick(page, 'All lists');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expectLocator(dialog.getByTestId('export-scope')).toContainText('All lists');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test("the overview's figures say whose they are", async ({ owner: { page } }) => {
    await pick(page, 'Club Weekly');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'Overview', exact: true }).click();
    const total = page.getByTestId('stat-total');
    await expectLocator(total.locator('.stat-label')).toHaveText('Subscribers in Club Weekly');
    await pick(page, 'All lists');
    await expectLocator(total.locator('.stat-label')).toHaveText('Subscribers, all lists');
    // The emails tab acts on one list: it offers no "All lists" and shows the first.
    await menu.getByRole('link', { name: 'Recent Emails', exact: true }).click();
    await expectLocator(page.getByTestId('newsletter-select').locator('option')).toHaveCount(2);
  });
});
