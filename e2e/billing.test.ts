/**
 * Journey: a free owner subscribes to Core on the checkout page, upgrades to
 * Group in the billing portal, schedules a cancellation and sees it take
 * effect, with the account page, its banner and the plan's limits following
 * each step. The checkout and portal pages are the local stack's Stripe
 * stand-in; the webhook between them and the app is the real function.
 */
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import { planCardLines } from '@listkeep/common/src/web/plan-lines';
import { TIERS } from '@listkeep/common/src/tiers';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { uniqueEmail, url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';
import { signUp } from './support/sign-up';

const test = journey.override('team', { owner: 'billing' });

const plan = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);
const accountPlan = (page: Page) => page.getByTestId('subscription-plan');

async function listsUsage(page: Page): Promise<string | null> {
  await page.goto(url('/dashboard?tab=overview'));
  return page.getByTestId('usage-lists').getByTestId('usage-amount').textContent({ timeout: 10_000 });
}

describe('paying for a plan', () => {
  test('free → Core through checkout, then Group in the portal, then a cancellation', async ({ owner: { page } }) => {
    await page.goto(url('/pricing'));
    await expectLocator(plan(page, 'starter').getByText('Current Plan')).toHaveCount(1);
    await expectLocator(plan(page, 'starter').getByRole('button')).toHaveCount(0);
    await expectLocator(plan(page, 'core').getByText('Recommended')).toHaveCount(1);
    await plan(page, 'core').getByRole('button', { name: 'Subscribe' }).click();

    // Stripe's page: the plan, its price, and Pay.
    await page.waitForURL(/\/checkout\//);
    await expectLocator(page.getByRole('heading', { name: 'Subscribe to Listkeep Core' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Pay $9' }).click();

    // Back on the account page, which waits, reloads the profile and drops the marker.
    await page.waitForURL(/\/account\?source=checkout/);
    await expectLocator(page.getByTestId('checkout-return')).toContainText(BILLING_MESSAGES.checkoutReturn);
    await page.waitForURL((u) => u.pathname === '/account' && !u.search.includes('source'), { timeout: 15_000 });
    await expectLocator(accountPlan(page)).toHaveText('Core');
    await expectLocator(page.getByTestId('subscription-status')).toContainText('$9/mo, renews on');
    await expectLocator(page.getByTestId('subscription-banner')).toHaveCount(0);
    await eventually(() => listsUsage(page)).toBe('1 of 3');

    // An upgrade goes through the portal, after the notice.
    await page.goto(url('/pricing'));
    await expectLocator(plan(page, 'core').getByText('Current Plan')).toHaveCount(1);
    await expectLocator(plan(page, 'starter').getByRole('button', { name: 'Downgrade' })).toHaveCount(1);
    await plan(page, 'group').getByRole('button', { name: 'Upgrade' }).click();
    const notice = page.getByTestId('update-plan-dialog');
    await expectLocator(notice).toContainText(BILLING_MESSAGES.updatePlanHint);
    await notice.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/portal\//);
    await page.locator('.plan', { hasText: 'Group' }).getByRole('button', { name: 'Update Plan' }).click();
    await expectLocator(page.getByRole('status')).toHaveText('Your plan is now Group.');
    await page.getByRole('link', { name: 'Return to Listkeep' }).click();
    await page.waitForURL(/\/account$/);
    await expectLocator(accountPlan(page)).toHaveText('Group');
    await eventually(() => listsUsage(page)).toBe('1 of 10');

    // A cancellation keeps the plan until the period ends, and says so.
    await page.goto(url('/account'));
    await page.getByTestId('manage-subscription').click();
    await page.waitForURL(/\/portal\//);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('link', { name: 'Return to Listkeep' }).click();
    await page.waitForURL(/\/account$/);
    await expectLocator(page.getByTestId('subscription-banner')).toContainText(
      'Your Group plan is cancelled and ends on',
    );
    await expectLocator(accountPlan(page)).toHaveText('Group');

    // When the period ends, the team is back on Starter.
    await page.getByTestId('manage-subscription').click();
    await page.waitForURL(/\/portal\//);
    await page.getByRole('button', { name: 'End the billing period now' }).click();
    await page.getByRole('link', { name: 'Return to Listkeep' }).click();
    await page.waitForURL(/\/account$/);
    await expectLocator(accountPlan(page)).toHaveText('Starter');
    await expectLocator(page.getByTestId('subscription-status')).toHaveText('Free plan');
    await expectLocator(page.getByTestId('subscription-banner')).toHaveCount(0);
    await eventually(() => listsUsage(page)).toBe('1 of 1');
  });

  test('opens checkout in a new tab from the wizard, which keeps its place', async ({ freshPage: page }) => {
    await signUp(page, uniqueEmail('wizard-plan'));
    const wizard = page.getByTestId('welcome-wizard');
    await wizard.getByRole('button', { name: "Let's go!" }).click();
    await page.getByLabel('Your name').fill('Wendy Wizard');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-testid="welcome-wizard"][data-step="plan"]').waitFor();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      plan(page, 'group').getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    await tab.waitForURL(/\/checkout\//);
    await expectLocator(tab.getByRole('heading', { name: 'Subscribe to Listkeep Group' })).toHaveCount(1);
    await tab.getByRole('button', { name: 'Pay $25' }).click();
    await tab.waitForURL(/\/account/);
    await tab.close();
    // The wizard is where it was, and the plan it shows has changed.
    await expectLocator(plan(page, 'group').getByText('Current Plan')).toHaveCount(1);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
  });

  test('sends a signed-out visitor who picks a plan to sign up', async ({ freshPage: page }) => {
    await page.goto(url('/pricing'));
    await expectLocator(plan(page, 'core').getByText('Recommended')).toHaveCount(1);
    // Each card says what its plan adds to the one below, never again what a cheaper plan has.
    for (const tier of TIERS) {
      const { intro, lines } = planCardLines(tier);
      await expectLocator(plan(page, tier).locator('.plan-features li')).toHaveTexts(lines);
      if (intro) await expectLocator(plan(page, tier).getByText(intro, { exact: true })).toHaveCount(1);
    }
    await expectLocator(plan(page, 'group').getByText('CSV import and export')).toHaveCount(0);
    await plan(page, 'group').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/login/);
  });

  test('marks the plan an upgrade prompt asked for instead of Recommended', async ({ freshPage: page }) => {
    await page.goto(url('/pricing?for=subscribers-2005'));
    await expectLocator(plan(page, 'scale')).toContainText('Fits your 2,005 subscribers');
    await expectLocator(page.getByText('Recommended')).toHaveCount(0);
    if (process.env.SHOTS_DIR) {
      await saveShot(page, 'pricing-marked-desktop', true);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveShot(page, 'pricing-marked-phone', true);
    }
  });
});
