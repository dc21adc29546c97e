/**
 * Journey: the overview shows how much of the plan the team uses, calm well
 * below a limit and with its single list in use, a warning near the
 * subscriber limit, and says what to do: the owner gets the plan with room,
 * a viewer is pointed to the owner. It fits a phone.
 */
import { PLAN_USAGE_TEXT } from '@listkeep/common/src/web/plan-usage';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { url } from './support/browser';
import { importList, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const addresses = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `reader${from + i}@example.org`);

const test = journey.override('team', { owner: 'usage', subscribers: addresses(1, 38) });

async function openOverview(page: Page) {
  await page.goto(url('/dashboard?tab=overview'));
  const usage = page.getByTestId('plan-usage');
  await usage.waitFor();
  return usage;
}

describe('plan usage on the overview', () => {
  test('shows the free plan calm below its subscriber limit, and its one list in use neutrally', async ({
    owner: { page },
  }) => {
    const usage = await openOverview(page);
    await expectLocator(usage.getByText('Starter plan')).toHaveCount(1);
    const subscribers = usage.getByTestId('usage-subscribers');
    await expectLocator(subscribers.getByTestId('usage-amount')).toHaveText('38 of 50');
    await expectLocator(subscribers).toHaveAttribute('data-level', 'calm');
    const lists = usage.getByTestId('usage-lists');
    await expectLocator(lists.getByTestId('usage-amount')).toHaveText('1 of 1');
    await expectLocator(lists).toHaveAttribute('data-level', 'calm');
    await expectLocator(usage.getByText(PLAN_USAGE_TEXT.full)).toHaveCount(0);
    // Nothing is in the way, so nothing is offered.
    await expectLocator(usage.getByTestId('plan-usage-action')).toHaveCount(0);
  });

  test('turns to a warning once an import brings the subscribers near the limit', async ({ owner: { page } }) => {
    await openTab(page, 'subscribers');
    await importList(page, addresses(39, 41));
    await page.getByRole('link', { name: 'Overview' }).click();
    const subscribers = page.getByTestId('plan-usage').getByTestId('usage-subscribers');
    await expectLocator(subscribers.getByTestId('usage-amount')).toHaveText('41 of 50');
    await expectLocator(subscribers).toHaveAttribute('data-level', 'near');
    await expectLocator(subscribers).toContainText(PLAN_USAGE_TEXT.near);
    await expectLocator(subscribers.getByRole('meter', { name: 'Subscribers' })).toHaveAttribute('aria-valuenow', '41');
    if (process.env.SHOTS_DIR) await saveShot(page.getByTestId('plan-usage'), 'plan-usage-near');
    const action = page.getByTestId('plan-usage-action');
    await expectLocator(action).toHaveText(`Upgrade to Core${PLAN_USAGE_TEXT.ownerRest}`);
    await action.getByRole('link', { name: 'Upgrade to Core' }).click();
    await page.waitForURL(/\/pricing\?for=subscribers-51$/);
    await expectLocator(page.getByTestId('plan-core')).toContainText('Fits your 51 subscribers');
  });

  test('fits a phone without sideways scrolling', async ({ owner: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const usage = await openOverview(page);
    await expectLocator(usage.getByTestId('usage-amount')).toHaveCount(3);
    await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await eventually(async () => {
      const box = await usage.boundingBox();
      return box ? box.x + box.width : Infinity;
    }).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('points a viewer to the team owner instead of the plans', async ({ viewer: { page } }) => {
    const usage = await openOverview(page);
    await expectLocator(usage.getByTestId('plan-usage-action')).toHaveText(PLAN_USAGE_TEXT.member);
    await expectLocator(usage.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);
  });
});
