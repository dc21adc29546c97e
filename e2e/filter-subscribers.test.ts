/**
 * Journey: on a plan with two newsletters, the owner filters subscribers by
 * status and by newsletter; the last checked newsletter stays checked.
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { createNewsletter, importList, openTab } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'filter', tier: 'team' });

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
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 2 of 5 subscribers');
  });

  test('filters by newsletter and keeps the last one checked', async ({ owner: { page } }) => {
    await chooseStatus(page, 'All');
    const filter = page.getByTestId('newsletter-filter');
    await filter.getByLabel("filter owner's Newsletter").uncheck();
    await expectRowEmails(page).toEqual(['cy@example.org', 'dee@example.org', 'eve@example.org']);

    const club = filter.getByLabel('Club Weekly');
    await expectLocator(club).toHaveAttribute('aria-disabled', 'true');
    // Clicking it anyway changes nothing.
    await club.click({ force: true });
    await expectLocator(club).toBeChecked();
    await expectRowEmails(page).toEqual(['cy@example.org', 'dee@example.org', 'eve@example.org']);

    await filter.getByLabel("filter owner's Newsletter").check();
    await club.uncheck();
    await chooseStatus(page, 'Subscribed');
    await expectRowEmails(page).toEqual(['ann@example.org']);
  });
});
