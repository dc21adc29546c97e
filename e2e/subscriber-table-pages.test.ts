/**
 * Journey: a list of 2,500 subscribers, served page by page. A search by the
 * start of an address, or of a name when sorted by name; each column's sort
 * both ways; the header's list and the status filter; a scroll to the end
 * loading the pages after the first; and every count the table's total.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { api, get } from '../functions/test/support/api';
import { createNewsletter, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';
import { addImported } from './support/seed';

const test = journey.override('team', { owner: 'pages', tier: 'scale' });

const FIRST = ['Ann', 'Bea', 'Carl', 'Dora', 'Emil', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kim', 'Lena', 'Mats', 'Nora'];
const TOTAL = 2500;
/** The imports' size: each is one call, and later calls add newer subscribers. */
const CALL = 500;
/** Of the first list's 2,000, the last 500 go on the second list. */
const ON_FIRST = 2000;
const readers = Array.from({ length: TOTAL }, (_, i) => ({
  email: `reader${i}@pages.example.org`,
  name: i % 4 === 0 ? '' : `${FIRST[i % FIRST.length]} ${i}`,
}));
const count = (n: number) => n.toLocaleString('en-US');
const startsWith = (prefix: string, field: 'email' | 'name') =>
  readers.filter((r) => r[field].toLowerCase().startsWith(prefix)).length;

const pick = (page: Page, label: string) => page.getByTestId('newsletter-select').selectOption({ label });
const search = (page: Page) => page.getByLabel('Search');
const countText = (page: Page) => page.getByTestId('subscribers-count');
const header = (page: Page, name: string) => page.getByTestId('subscribers-table').getByRole('columnheader', { name });
const firstRow = (page: Page) => page.locator('[data-testid="subscriber-row"][aria-rowindex="2"]');
const shownEmails = (page: Page) =>
  page.getByTestId('subscriber-row').getByTestId('subscriber-email').allTextContents();
const chooseStatus = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: label, exact: true }).check();

/** Sorts by a column until its header says `direction`. */
async function sortBy(page: Page, name: string, direction: 'ascending' | 'descending') {
  const cell = header(page, name);
  for (let i = 0; i < 2 && (await cell.getAttribute('aria-sort')) !== direction; i++)
    await cell.getByRole('button').click();
  await expectLocator(cell).toHaveAttribute('aria-sort', direction);
}

describe('a subscribers table of 2,500, page by page', () => {
  test('shows the total of the picked lists', async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'lists');
    await createNewsletter(page, 'Side Notes');
    const sideID = await page
      .getByTestId('newsletter-select')
      .locator('option', { hasText: 'Side Notes' })
      .getAttribute('value');
    for (let from = 0; from < TOTAL; from += CALL)
      await addImported(owner, readers.slice(from, from + CALL), from < ON_FIRST ? owner.listID : sideID!);
    // Two of the first list leave it: saved on no list, they stay on it, unsubscribed.
    for (const i of [7, 8]) {
      const { email, name } = readers[i];
      const found = await get(
        `/getDashboardItem?type=subscribers&teamID=${owner.teamID}&q=${encodeURIComponent(email)}`,
        owner.idToken,
      );
      const body = { subscriberEmail: email, subscriberName: name, teamID: owner.teamID };
      const saved = await api('PUT', `/subscribers/${found.body.data[0].id}`, { token: owner.idToken, body });
      expect(saved.status).toBe(200);
    }

    await openTab(page, 'subscribers');
    await pick(page, 'All lists');
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(TOTAL)} of ${count(TOTAL)} subscribers in all lists`,
    );
    // Newest first: the last import's.
    const newest = await firstRow(page).getByTestId('subscriber-email').textContent();
    expect(Number(/reader(\d+)@/.exec(newest!)![1])).toBeGreaterThanOrEqual(TOTAL - CALL);
  });

  test('loads the next pages as the rows scroll to the end', async ({ owner: { page } }) => {
    const pages: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/getDashboardItem') && url.searchParams.has('cursor')) pages.push(url.href);
    };
    page.on('request', onRequest);
    await sortBy(page, 'Email', 'descending');
    // Z to A by address ("@" sorts after the digits): "reader9@" leads, "reader0@" ends the list.
    await expectLocator(firstRow(page).getByTestId('subscriber-email')).toHaveText('reader9@pages.example.org');
    const box = page.locator('.vtable-scroll');
    await eventually(async () => {
      await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return (await shownEmails(page)).at(-1);
    }, 60_000).toBe('reader0@pages.example.org');
    page.off('request', onRequest);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    await expectLocator(page.locator(`[data-testid="subscriber-row"][aria-rowindex="${TOTAL + 1}"]`)).toHaveCount(1);
  });

  test('searches the start of an address, and of a name when sorted by name', async ({ owner: { page } }) => {
    await search(page).fill('Reader12');
    const byAddress = startsWith('reader12', 'email');
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(byAddress)} of ${count(TOTAL)} subscribers in all lists`,
    );
    expect((await shownEmails(page)).every((email) => email.startsWith('reader12'))).toBe(true);
    await expectLocator(page.getByTestId('search-hint')).toHaveText(
      'Search looks at the start of each address; sort by Name to search names.',
    );
    // A search lists by a text column: the date's header no longer sorts.
    await expectLocator(header(page, 'Added').getByRole('button')).toHaveCount(0);
    await saveShot(page, 'subscriber-table-search', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'subscriber-table-search-phone', true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await sortBy(page, 'Name', 'ascending');
    await search(page).fill('nora');
    const byName = startsWith('nora', 'name');
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(byName)} of ${count(TOTAL)} subscribers in all lists`,
    );
    await expectLocator(page.getByTestId('search-hint')).toHaveText('Searching names, as the table is sorted by name.');
    // The count and the rows are two answers: read the rows until the search's page has come.
    const names = page.getByTestId('subscriber-row').locator('.vtable-name');
    await eventually(async () => {
      const shown = await names.allTextContents();
      return shown.length > 0 && shown.every((name) => name.startsWith('Nora'));
    }).toBe(true);
    await search(page).fill('');
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(TOTAL)} of ${count(TOTAL)} subscribers in all lists`,
    );
  });

  test('sorts each column both ways', async ({ owner: { page } }) => {
    const first = () => firstRow(page).getByTestId('subscriber-email');
    await sortBy(page, 'Email', 'ascending');
    await expectLocator(first()).toHaveText('reader0@pages.example.org');
    await sortBy(page, 'Email', 'descending');
    await expectLocator(first()).toHaveText('reader9@pages.example.org');
    // Names without case, those without a name first A to Z; Z to A the names run from the end.
    await sortBy(page, 'Name', 'ascending');
    await expectLocator(firstRow(page).locator('.vtable-name')).toHaveText('–');
    await sortBy(page, 'Name', 'descending');
    const lastName = readers
      .map((r) => r.name)
      .sort()
      .at(-1)!;
    await expectLocator(firstRow(page).locator('.vtable-name')).toHaveText(lastName);
    await sortBy(page, 'Added', 'ascending');
    await eventually(async () => Number(/reader(\d+)@/.exec((await first().textContent()) ?? '')?.[1])).toBeLessThan(
      CALL,
    );
    await sortBy(page, 'Added', 'descending');
    await eventually(async () =>
      Number(/reader(\d+)@/.exec((await first().textContent()) ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(TOTAL - CALL);
  });

  test('filters by list and by status', async ({ owner: { page } }) => {
    await pick(page, 'Side Notes');
    const side = count(TOTAL - ON_FIRST);
    await expectLocator(countText(page)).toHaveText(`Showing ${side} of ${side} subscribers in Side Notes`);
    await pick(page, "pages owner's Newsletter");
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(ON_FIRST)} of ${count(ON_FIRST)} subscribers in pages owner's Newsletter`,
    );
    await chooseStatus(page, 'Subscribed');
    await expectLocator(countText(page)).toHaveText(
      `Showing ${count(ON_FIRST - 2)} of ${count(ON_FIRST)} subscribers in pages owner's Newsletter`,
    );
    await chooseStatus(page, 'Unsubscribed');
    await expectLocator(countText(page)).toHaveText(
      `Showing 2 of ${count(ON_FIRST)} subscribers in pages owner's Newsletter`,
    );
    expect((await shownEmails(page)).sort()).toEqual([readers[7].email, readers[8].email]);
    await saveShot(page, 'subscriber-table-filter', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'subscriber-table-filter-phone', true);
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
