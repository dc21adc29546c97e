/**
 * Journey: the money paths where production differs from a happy run. An
 * owner's renewal fails in the Stripe stand-in's portal: the dashboard and
 * the account page say by when to fix the card, the owner gets one mail, a
 * successful retry clears it, and giving up the retries ends the plan. And
 * two checkouts opened before paying: only the newer one can be paid.
 */
import { BILLING_MESSAGES } from '@listkeep/common/src/billing';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { get } from '../functions/test/support/api';
import { mailsTo } from '../functions/test/support/mail';
import { LOCAL_STRIPE_API_URL, LOCAL_STRIPE_KEY } from '../functions/src/services/billing';
import { teamDoc } from '../functions/test/support/store';
import { url } from './support/browser';
import { joinAsViewer, newOwner, type SignedIn } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'billing-failures' });

const PAYMENT_FAILED = 'billing-notice-payment-failed';
const accountPlan = (page: Page) => page.getByTestId('subscription-plan');

/** Subscribes to a plan from the pricing page and pays on the checkout page; ends back on the account page. */
async function payFor(page: Page, tier: string, price: string): Promise<void> {
  await page.goto(url('/pricing'));
  await page.getByTestId(`plan-${tier}`).getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/checkout\//);
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.waitForURL((u) => u.pathname === '/account' && !u.search.includes('source'), { timeout: 15_000 });
}

/** Presses a portal button; its form posts and the portal page loads again with a notice. */
async function pressInPortal(page: Page, name: string): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name }).click()]);
}

/** Opens the billing portal from the account page, presses a button of its local box, and comes back. */
async function inPortal(page: Page, ...buttons: string[]): Promise<void> {
  await page.goto(url('/account'));
  await page.getByTestId('manage-subscription').click();
  await page.waitForURL(/\/portal\//);
  for (const name of buttons) await pressInPortal(page, name);
  await page.getByRole('link', { name: 'Return to Listkeep' }).click();
  await page.waitForURL(/\/account$/);
}

/** The day the profile says the card must be fixed by, as the app words days. */
async function dueDay(owner: SignedIn): Promise<string> {
  const due = (await get('/getUserData', owner.idToken)).body.subscription.paymentDueBy as { seconds: number } | null;
  if (!due) throw new Error('the profile has no date to fix the payment by');
  return new Date(due.seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

async function paymentMails(owner: SignedIn) {
  return (await mailsTo(owner.email, 0, 0)).filter((mail) => /payment/i.test(mail.subject));
}

/** The customer's subscriptions at the stand-in that have not ended. */
async function liveSubscriptions(teamID: string): Promise<{ id: string; status: string }[]> {
  const customer = (await teamDoc(teamID)).billingCustomerID;
  if (!customer) throw new Error('the team has no customer at the payment provider');
  const res = await fetch(`${LOCAL_STRIPE_API_URL}/v1/subscriptions?customer=${customer}`, {
    headers: { authorization: `Bearer ${LOCAL_STRIPE_KEY}` },
  });
  const list = (await res.json()) as { data: { id: string; status: string }[] };
  return list.data.filter((sub) => !['canceled', 'incomplete_expired'].includes(sub.status));
}

describe('payments that fail, and checkouts opened twice', () => {
  test('a failed renewal warns the owner until the retry pays; given up, the team is on Starter', async ({
    browser,
    owner,
  }) => {
    const { page } = owner;
    await payFor(page, 'core', '$9');
    await expectLocator(accountPlan(page)).toHaveText('Core');
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveCount(0);

    await inPortal(page, 'Fail the next renewal');
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveCount(1);
    const due = await dueDay(owner);
    const warning = BILLING_MESSAGES.paymentFailed(due, 'Core');
    // The plan holds while Stripe retries; the account page and the dashboard say by when to fix the card.
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveText(`${warning}${BILLING_MESSAGES.openPortal}`);
    await expectLocator(accountPlan(page)).toHaveText('Core');
    await expectLocator(page.getByTestId('subscription-status')).toContainText(
      `Payment failed: update your card by ${due}`,
    );
    if (process.env.SHOTS_DIR) await saveShot(page.getByTestId('subscription-section'), 'billing-failed-account');
    await page.goto(url('/dashboard'));
    const banner = page.getByRole('alert').filter({ hasText: warning });
    await expectLocator(banner).toHaveCount(1);
    await expectLocator(banner.getByRole('button', { name: BILLING_MESSAGES.openPortal })).toHaveCount(1);
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveShot(page, 'billing-failed-dashboard-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveShot(page, 'billing-failed-dashboard-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    await eventually(async () => (await paymentMails(owner)).length).toBe(1);
    const [mail] = await paymentMails(owner);
    expect(mail.text).toContain(warning);

    // A member of the team sees nothing of the owner's payment.
    const member = await newOwner(browser, 'billing-failures-member');
    await joinAsViewer(member, owner.teamID);
    await member.page.goto(url(`/dashboard?teamID=${owner.teamID}`));
    await member.page.getByTestId('newsletter-select').waitFor();
    await expectLocator(member.page.getByTestId(PAYMENT_FAILED)).toHaveCount(0);
    await member.context.close();

    // The banner's own link opens the portal, where the retry pays.
    await banner.getByRole('button', { name: BILLING_MESSAGES.openPortal }).click();
    await page.waitForURL(/\/portal\//);
    await pressInPortal(page, 'Retry the payment');
    await page.getByRole('link', { name: 'Return to Listkeep' }).click();
    await page.waitForURL(/\/dashboard/);
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveCount(0);
    await page.goto(url('/account'));
    await expectLocator(accountPlan(page)).toHaveText('Core');
    await expectLocator(page.getByTestId('subscription-status')).toContainText('$9/mo, renews on');
    expect(await paymentMails(owner)).toHaveLength(1);

    // Another failure, and Stripe stops retrying: the plan ends.
    await inPortal(page, 'Fail the next renewal', 'Stop retrying (unpaid)');
    await expectLocator(accountPlan(page)).toHaveText('Starter');
    await expectLocator(page.getByTestId('subscription-status')).toHaveText('Free plan');
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveCount(0);
    await page.goto(url('/dashboard'));
    await page.getByTestId('newsletter-select').waitFor();
    await expectLocator(page.getByTestId(PAYMENT_FAILED)).toHaveCount(0);
    await eventually(async () => (await paymentMails(owner)).length).toBe(2);
  });

  test('of two checkouts opened before paying, only the newer can be paid', async ({ browser }) => {
    const owner = await newOwner(browser, 'two-checkouts');
    const older = owner.page;
    const newer = await owner.context.newPage();
    for (const [page, tier] of [
      [older, 'core'],
      [newer, 'group'],
    ] as const) {
      await page.goto(url('/pricing'));
      await page.getByTestId(`plan-${tier}`).getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(/\/checkout\//);
    }

    // The older tab's checkout was expired when the newer one opened: paying it creates nothing.
    await older.getByRole('button', { name: 'Pay $9' }).click();
    await expectLocator(older.getByText('This checkout session has expired.')).toHaveCount(1);
    await older.reload();
    await expectLocator(older.getByText('This checkout session has expired.')).toHaveCount(1);

    await newer.getByRole('button', { name: 'Pay $25' }).click();
    await newer.waitForURL((u) => u.pathname === '/account' && !u.search.includes('source'), { timeout: 15_000 });
    await expectLocator(accountPlan(newer)).toHaveText('Group');
    await expectLocator(newer.getByTestId('billing-notice-extra-subscriptions')).toHaveCount(0);
    const live = await liveSubscriptions(owner.teamID);
    expect(live.map((sub) => sub.status)).toEqual(['active']);
    await owner.context.close();
  });
});
