/**
 * Journey: an owner logs an email, opens it, edits its sent flag, date and
 * time, and sees the count on the overview and on its newsletter, "1 email".
 * Every paid plan shows the entry's sign-up and opt-out counts; Starter
 * names the plan that brings them.
 */
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { describe, expect } from 'vitest';
import { openEmail, openTab, setTier } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'emails' });

describe('email log', () => {
  test('logs an email and lists it with its list and sent time', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    await page.getByTestId('emails-empty').waitFor();
    await page.getByRole('button', { name: 'New Email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('Easter schedule');
    await form.getByLabel('Body').fill('Services at 8 and 10.');
    await form.getByRole('checkbox', { name: 'Sent' }).check();
    await form.getByLabel('Sent date').fill('2026-04-02');
    await form.getByLabel('Sent time').fill('09:30');
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });
    await expectLocator(page.getByTestId('email-row').locator('td')).toHaveTexts([
      'Easter schedule',
      "emails owner's Newsletter",
      'Apr 2, 2026, 9:30 AM',
    ]);
  });

  test('opens the detail and edits the sent flag', async ({ owner: { page } }) => {
    const detail = await openEmail(page, 'Easter schedule');
    await detail.getByText('Services at 8 and 10.').waitFor();
    await detail.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('email-form-dialog');
    await expectLocator(form.getByLabel('Sent time')).toHaveValue('09:30');
    await form.getByRole('checkbox', { name: 'Sent' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expectLocator(page.getByTestId('email-row').locator('td').nth(2)).toHaveText('Not sent');
  });

  test('counts only sent emails on the overview', async ({ owner: { page } }) => {
    const stat = page.getByTestId('stat-emails').locator('.stat-value');
    await page.getByRole('link', { name: 'Overview' }).click();
    await expectLocator(stat).toHaveText('0');

    await page.getByRole('link', { name: 'Recent Emails' }).click();
    const detail = await openEmail(page, 'Easter schedule');
    await detail.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByRole('checkbox', { name: 'Sent' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Overview' }).click();
    await expectLocator(stat).toHaveText('1');

    await openTab(page, 'lists');
    await expectLocator(page.getByTestId('newsletter-card-counts')).toHaveText('0 subscribers · 1 email');
  });

  test('shows the sign-up and opt-out counts on Group and Scale, and names Core on Starter', async ({ owner }) => {
    const { page } = owner;
    for (const tier of ['group', 'scale'] as const) {
      await setTier(owner.teamID, tier);
      await page.reload();
      await openTab(page, 'emails');
      const detail = await openEmail(page, 'Easter schedule');
      await expectLocator(detail.getByText('Subscribes', { exact: true })).toHaveCount(1);
      await expectLocator(detail.getByText('Unsubscribes', { exact: true })).toHaveCount(1);
      await expectLocator(detail.getByTestId('email-no-trackSubscribers')).toHaveCount(0);
    }
    await setTier(owner.teamID, 'starter');
    await page.reload();
    await openTab(page, 'emails');
    const detail = await openEmail(page, 'Easter schedule');
    const note = detail.getByTestId('email-no-trackSubscribers');
    await expectLocator(note).toContainText(featureNotOnPlanMessage('trackSubscribers', 'starter'));
    const upgrade = note.getByRole('link', { name: 'Upgrade to Core' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing?for=trackSubscribers');
    await expectLocator(detail.getByText('Subscribes', { exact: true })).toHaveCount(0);
  });
});
