/**
 * Journey: an owner orders the subscribers table by address and by date,
 * ticks several subscribers and copies, exports and deletes them, reads a
 * 40-character address, its name and its list whole on a laptop screen,
 * orders the email log by subject, and finds the newsletter picker only on
 * the tabs it acts on; then the same on a phone, where the cards scroll with
 * the page and the tab strip shows that it scrolls.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import Papa from 'papaparse';
import { describe, expect } from 'vitest';
import { stackStore } from '../functions/test/support/store';
import { readClipboard, url } from './support/browser';
import { openTab, type SignedIn } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

/** 40 characters, wide letters among them. */
const LONG = 'anne-marie.wolverhampton@parish-news.org';
/** Added on these days, in an order unlike the alphabet's. */
const ADDED: Record<string, string> = {
  'cy@example.org': '2025-01-01',
  'ann@example.org': '2025-02-01',
  'eve@example.org': '2025-03-01',
  'bob@example.org': '2025-04-01',
  'dee@example.org': '2025-05-01',
  [LONG]: '2025-06-01',
};

const test = journey.override('team', {
  owner: 'tables',
  tier: 'group',
  subscribers: Object.keys(ADDED),
  emails: ['Bazaar', 'advent', 'Christmas'],
});

/** The days the subscribers were added, written as if they had joined then. */
async function backdate(owner: SignedIn): Promise<void> {
  const snaps = await stackStore().collection('subscribers').where('teamID', '==', owner.teamID).get();
  for (const snap of snaps.docs) {
    const email = (snap.data() as { subscriberEmail: string }).subscriberEmail;
    await stackStore()
      .doc(`subscribers/${snap.id}`)
      .update({ createdAt: Date.parse(ADDED[email]) });
  }
}

/** Gives one subscriber a name, as if they had been added with it. */
async function nameSubscriber(owner: SignedIn, email: string, name: string): Promise<void> {
  const snaps = await stackStore().collection('subscribers').where('teamID', '==', owner.teamID).get();
  const snap = snaps.docs.find((doc) => (doc.data() as { subscriberEmail: string }).subscriberEmail === email)!;
  await stackStore().doc(`subscribers/${snap.id}`).update({ subscriberName: name });
}

/** Whether an element shows its whole text: nothing of it is cut off. */
const whole = (cell: Locator) => cell.evaluate((el) => el.scrollWidth <= el.clientWidth);

/** The overview has no tab of its own to wait for: its figures show it is there. */
async function openOverview(page: Page): Promise<void> {
  await page.goto(url('/dashboard?tab=overview'));
  await page.getByTestId('stat-total').waitFor();
}

const shownEmails = (page: Page) =>
  eventually(() => page.getByTestId('subscriber-row').getByTestId('subscriber-email').allTextContents());

const header = (page: Page, name: string) => page.getByTestId('subscribers-table').getByRole('columnheader', { name });

const tick = (page: Page, email: string) => page.getByRole('checkbox', { name: `Select ${email}` }).check();

async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
  return readFile(await file.path(), 'utf8');
}

describe('subscribers table', () => {
  test('orders by address and by date, either way, from the headers', async ({ owner }) => {
    const { page } = owner;
    await backdate(owner);
    await nameSubscriber(owner, LONG, 'Anne-Marie Lee');
    await openTab(page, 'subscribers');
    // Newest first as it opens.
    await shownEmails(page).toEqual([
      LONG,
      'dee@example.org',
      'bob@example.org',
      'eve@example.org',
      'ann@example.org',
      'cy@example.org',
    ]);
    await expectLocator(header(page, 'Added')).toHaveAttribute('aria-sort', 'descending');

    await header(page, 'Email').getByRole('button').click();
    await expectLocator(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
    await expectLocator(header(page, 'Added')).toHaveAttribute('aria-sort', 'none');
    // "ann@" comes before "anne-": the @ sorts before letters.
    await shownEmails(page).toEqual([
      'ann@example.org',
      LONG,
      'bob@example.org',
      'cy@example.org',
      'dee@example.org',
      'eve@example.org',
    ]);
    await header(page, 'Email').getByRole('button').click();
    await expectLocator(header(page, 'Email')).toHaveAttribute('aria-sort', 'descending');
    await shownEmails(page).toEqual([
      'eve@example.org',
      'dee@example.org',
      'cy@example.org',
      'bob@example.org',
      LONG,
      'ann@example.org',
    ]);

    // From the keyboard: the header's button takes Enter.
    await header(page, 'Added').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expectLocator(header(page, 'Added')).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press('Enter');
    await expectLocator(header(page, 'Added')).toHaveAttribute('aria-sort', 'ascending');
    await shownEmails(page).toEqual([
      'cy@example.org',
      'ann@example.org',
      'eve@example.org',
      'bob@example.org',
      'dee@example.org',
      LONG,
    ]);
  });

  test('shows a 40-character address, its name and its list whole at 1280×800', async ({ owner: { page } }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const row = page.getByTestId('subscriber-row').filter({ hasText: LONG });
    const cell = row.getByTestId('subscriber-email');
    await expectLocator(cell).toHaveAttribute('title', LONG);
    await expectLocator(row.locator('.vtable-name')).toHaveText('Anne-Marie Lee');
    expect(await whole(cell)).toBe(true);
    expect(await whole(row.locator('.vtable-name'))).toBe(true);
    expect(await whole(row.locator('.vtable-lists'))).toBe(true);
    expect(await whole(row.locator('.vtable-lists .badge'))).toBe(true);
    // Nobody has a tag: the column takes no room.
    expect(await header(page, 'Tags').count()).toBe(0);
    await saveShot(page, 'subscriber-table-desktop');
    await saveShot(page.getByTestId('subscribers-table'), 'subscriber-table-rows-desktop');

    await page.getByRole('button', { name: `Edit ${LONG}` }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await expectLocator(dialog.getByTestId('subscriber-address')).toHaveText(LONG);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('ticks two and exports exactly those', async ({ owner: { page } }) => {
    await tick(page, 'ann@example.org');
    await tick(page, 'dee@example.org');
    await expectLocator(page.getByTestId('selection-count')).toHaveText('2 selected');
    await page.getByRole('button', { name: 'Export selected' }).click();
    const dialog = page.getByTestId('export-dialog');
    await expectLocator(dialog.getByRole('heading')).toHaveText('Export 2 selected subscribers');
    await dialog.getByRole('radio', { name: 'Emails only' }).check();
    const text = await download(page);
    const cells = Papa.parse<string[]>(text.slice(1)).data.flat();
    expect(cells.sort()).toEqual(['ann@example.org', 'dee@example.org']);

    await page.getByRole('button', { name: 'Copy selected' }).click();
    await page.getByTestId('copy-done').waitFor();
    expect((await readClipboard(page)).split(', ').sort()).toEqual(['ann@example.org', 'dee@example.org']);
    await page.getByTestId('copy-dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByTestId('selection-bar').waitFor({ state: 'detached' });
  });

  test('ticks three and deletes them after asking once', async ({ owner: { page } }) => {
    await page.getByTestId('select-all-subscribers').check();
    await expectLocator(page.getByTestId('selection-count')).toHaveText('6 selected');
    await page.getByTestId('select-all-subscribers').uncheck();
    for (const email of ['ann@example.org', 'bob@example.org', 'cy@example.org']) await tick(page, email);
    await expectLocator(page.getByTestId('selection-count')).toHaveText('3 selected');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByTestId('delete-subscribers-dialog');
    await expectLocator(dialog.getByRole('heading')).toHaveText('Delete 3 subscribers?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 3 of 3 subscribers');
    // Still oldest first, as the headers were left.
    await shownEmails(page).toEqual(['eve@example.org', 'dee@example.org', LONG]);
    await page.getByTestId('selection-bar').waitFor({ state: 'detached' });
    await openOverview(page);
    await expectLocator(page.getByTestId('stat-total').locator('.stat-value')).toHaveText('3');
  });
});

describe('email log', () => {
  test('orders by subject either way, and back by sent date', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    const table = page.getByTestId('emails-table');
    const subjects = () => eventually(() => table.getByTestId('email-row').getByRole('button').allTextContents());
    const subject = table.getByRole('columnheader', { name: 'Subject' });
    await subject.getByRole('button').click();
    await expectLocator(subject).toHaveAttribute('aria-sort', 'ascending');
    await subjects().toEqual(['advent', 'Bazaar', 'Christmas']);
    await subject.getByRole('button').click();
    await subjects().toEqual(['Christmas', 'Bazaar', 'advent']);
    const sent = table.getByRole('columnheader', { name: 'Sent' });
    await sent.getByRole('button').click();
    await expectLocator(sent).toHaveAttribute('aria-sort', 'descending');
    await expectLocator(subject).toHaveAttribute('aria-sort', 'none');
  });
});

describe('newsletter picker', () => {
  test('shows on the tabs that use the chosen newsletter and nowhere else', async ({ owner: { page } }) => {
    await openOverview(page);
    await page.getByTestId('newsletter-select').waitFor();
    for (const tab of ['subscribers', 'emails']) {
      await openTab(page, tab);
      await page.getByTestId('newsletter-select').waitFor();
    }
    await openTab(page, 'lists');
    expect(await page.getByTestId('newsletter-select').count()).toBe(0);
  });
});

/** Elements of the subscribers tab that scroll on their own, either way. */
const scrollBoxes = (page: Page) =>
  page.getByTestId('tab-subscribers').evaluate((tab) =>
    Array.from(tab.querySelectorAll('div'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return [style.overflowX, style.overflowY].some((o) => o === 'auto' || o === 'scroll');
      })
      .map((el) => el.className),
  );

describe('on a phone', () => {
  test('sorts and ticks from the bar above the cards', async ({ owner: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openTab(page, 'subscribers');
      // The cards scroll with the page: no box inside it scrolls, and nothing is wider than the screen.
      await page.getByTestId('subscriber-row').first().waitFor();
      expect(await scrollBoxes(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveShot(page, 'subscriber-table-phone', true);
      await header(page, 'Email').getByRole('button').click();
      await expectLocator(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
      await shownEmails(page).toEqual([LONG, 'dee@example.org', 'eve@example.org']);
      await tick(page, 'eve@example.org');
      await expectLocator(page.getByTestId('selection-count')).toHaveText('1 selected');
      await page.getByRole('button', { name: 'Delete selected' }).waitFor();

      // The tab strip is wider than the screen: its far edge fades, and the current tab is in view.
      const strip = page.getByRole('navigation', { name: 'Dashboard' });
      expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).not.toBe('none');
      await openTab(page, 'emails');
      const current = await strip.locator('[aria-current="page"]').boundingBox();
      expect(current!.x).toBeGreaterThanOrEqual(0);
      expect(current!.x + current!.width).toBeLessThanOrEqual(390);
      await saveShot(strip, 'dashboard-tabs-phone');
      const subject = page.getByTestId('emails-table').getByRole('columnheader', { name: 'Subject' });
      await subject.getByRole('button').click();
      await expectLocator(subject).toHaveAttribute('aria-sort', 'ascending');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
