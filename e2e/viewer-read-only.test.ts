/**
 * Journey: a viewer of a team sees its subscribers, emails and newsletters,
 * and every control that would change, import, export or copy is disabled
 * or absent.
 */
import { describe } from 'vitest';
import { openEmail, openTab } from './support/dashboard';
import { expectLocator, expectRowEmails } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', {
  owner: 'owner',
  subscribers: ['ann@example.org', 'bob@example.org'],
  emails: ['March news'],
});

describe('a viewer cannot change anything', () => {
  test('sees the subscribers with every change disabled', async ({ viewer: { page } }) => {
    await openTab(page, 'subscribers');
    await expectRowEmails(page).toEqual(['ann@example.org', 'bob@example.org']);
    await page.getByTestId('read-only-note').waitFor();
    for (const name of ['Add subscriber', 'Import', 'Export', 'Copy list']) {
      await expectLocator(page.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await expectLocator(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  });

  test('sees the email log but cannot log, edit, delete or copy', async ({ viewer: { page } }) => {
    await openTab(page, 'emails');
    await expectLocator(page.getByRole('button', { name: 'New Email' })).toBeDisabled();
    const detail = await openEmail(page, 'March news');
    for (const name of ['Edit', 'Delete', 'Copy recipients']) {
      await expectLocator(detail.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await page.keyboard.press('Escape');
  });

  test('sees the newsletters and their settings read-only', async ({ viewer: { page } }) => {
    await openTab(page, 'lists');
    await expectLocator(page.getByTestId('newsletter-card')).toHaveCount(1);
    await expectLocator(page.getByRole('button', { name: 'New newsletter' })).toBeDisabled();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('tab-newsletter').waitFor();
    await expectLocator(page.getByLabel('Newsletter name')).toHaveValue("owner owner's Newsletter");
    await expectLocator(page.getByLabel('Newsletter name')).toBeDisabled();
    await expectLocator(page.getByLabel('Private', { exact: true })).toBeDisabled();
    await expectLocator(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await expectLocator(page.getByTestId('delete-newsletter')).toBeDisabled();
    await expectLocator(page.getByRole('button', { name: 'Copy subscribers' })).toBeDisabled();
  });

  test('sees the owner’s counts on the overview', async ({ viewer: { page } }) => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await expectLocator(page.getByTestId('stat-total').locator('.stat-value')).toHaveText('2');
    await expectLocator(page.getByTestId('stat-emails').locator('.stat-value')).toHaveText('1');
  });
});
