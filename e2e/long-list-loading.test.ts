/**
 * Journey: a list longer than one page of the table shows its first page and
 * the whole list's count at once, is ready to export and tick, and loads the
 * next page only as the rows scroll near the end; a search asks the server
 * and finds a subscriber on a page not loaded yet.
 */
import type { Route } from 'playwright-core';
import { describe } from 'vitest';
import { openTab } from './support/dashboard';
import { SUBSCRIBER_TABLE_FIRST_PAGE } from '@listkeep/common/src/subscriber-query';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscribers } from './support/seed';

const PAGE = SUBSCRIBER_TABLE_FIRST_PAGE;
const older = Array.from({ length: 10_000 }, (_, i) => `older${i}@long-list.example.org`);
const newer = Array.from({ length: 2_000 }, (_, i) => `newer${i}@long-list.example.org`);

const test = journey.override('team', { owner: 'long list', tier: 'scale', subscribers: older });

describe('a long subscribers list', () => {
  test('shows its first page at once and the next as the rows scroll', async ({ owner }) => {
    const { page } = owner;
    await addSubscribers(owner, newer, owner.listID);
    // A later page waits until the journey lets it through, as on a slow connection.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holdLaterPages = async (route: Route) => {
      if (new URL(route.request().url()).searchParams.has('cursor')) await released;
      await route.continue();
    };
    await page.route('**/api/getDashboardItem?*', holdLaterPages);

    await openTab(page, 'subscribers');
    const count = page.getByTestId('subscribers-count');
    await expectLocator(count).toHaveText('Showing 12,000 of 12,000 subscribers');
    await expectLocator(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled(false);
    await page.getByRole('checkbox', { name: 'Select all shown subscribers' }).waitFor();
    const row = (index: number) => page.locator(`[data-testid="subscriber-row"][aria-rowindex="${index + 2}"]`);
    await expectLocator(row(PAGE)).toHaveCount(0);

    await page.locator('.vtable-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expectLocator(page.getByTestId('subscribers-more')).toContainText(
      `Loading more: ${PAGE} of 12,000 shown so far…`,
    );
    release();
    await row(PAGE).waitFor();
    await expectLocator(page.getByTestId('subscribers-more')).toHaveCount(0);

    // The newest came first; the oldest are on pages never loaded, and a search finds them there.
    await page.getByLabel('Search').fill(older[1]);
    await expectLocator(count).toHaveText('Showing 1 of 12,000 subscribers');
    await expectLocator(page.getByTestId('subscriber-email')).toHaveTexts([older[1]]);
    await page.getByLabel('Search').fill('');
    await expectLocator(count).toHaveText('Showing 12,000 of 12,000 subscribers');
    await page.unroute('**/api/getDashboardItem?*', holdLaterPages);
  });
});
