/**
 * Journey: a list longer than one page of the API shows its first rows while
 * the rest loads, filters them as it will the whole list, and waits for the
 * whole list before exporting or ticking; then it shows every subscriber.
 */
import type { Route } from 'playwright-core';
import { describe } from 'vitest';
import { openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscribers } from './support/seed';

/** The API's largest page (MAX.pageSize), which the tab asks for. */
const PAGE = 5000;
const older = Array.from({ length: 10_000 }, (_, i) => `older${i}@long-list.example.org`);
const newer = Array.from({ length: 2_000 }, (_, i) => `newer${i}@long-list.example.org`);

const test = journey.override('team', { owner: 'long list', tier: 'business', subscribers: older });

describe('a long subscribers list', () => {
  test('shows its first page at once and every subscriber once all pages are in', async ({ owner }) => {
    const { page } = owner;
    await addSubscribers(owner, newer, owner.listID);
    // Every page after the first waits until the journey lets it through, as on a slow connection.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holdLaterPages = async (route: Route) => {
      if (new URL(route.request().url()).searchParams.has('cursor')) await released;
      await route.continue();
    };
    await page.route('**/api/getDashboardItem?*', holdLaterPages);

    await openTab(page, 'subscribers');
    const loading = page.getByTestId('subscribers-loading');
    await expectLocator(loading).toContainText('Showing 5,000 of the first 5,000 subscribers.');
    await expectLocator(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
    await expectLocator(page.getByRole('checkbox', { name: 'Select all shown subscribers' })).toHaveCount(0);
    // The newest come first, and the search narrows the rows there are.
    await page.getByPlaceholder('Email, name or notes').fill(newer[1]);
    await expectLocator(loading).toContainText(`Showing 1 of the first ${PAGE.toLocaleString('en-US')} subscribers.`);
    await expectLocator(page.getByTestId('subscriber-email')).toHaveTexts([newer[1]]);

    release();
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 1 of 12,000 subscribers');
    await expectLocator(loading).toHaveCount(0);
    await page.getByPlaceholder('Email, name or notes').fill('');
    await expectLocator(page.getByTestId('subscribers-count')).toHaveText('Showing 12,000 of 12,000 subscribers');
    await expectLocator(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled(false);
    await page.getByRole('checkbox', { name: 'Select all shown subscribers' }).waitFor();
    await page.unroute('**/api/getDashboardItem?*', holdLaterPages);
  });
});
