/**
 * Journey: an owner edits a newsletter's settings (blocking subscribes makes
 * it private), cannot delete the only newsletter, and deletes a second one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { newOwner, openTab, setTier, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the newsletter settings journey');

describe('newsletter settings', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'settings');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('couples blockSubscribes and private, and saves', async () => {
    const { page } = owner;
    await openTab(page, 'newsletter');
    const priv = page.getByRole('checkbox', { name: 'Private' });
    const block = page.getByRole('checkbox', { name: 'Block new subscribes' });
    await block.check();
    expect(await priv.isChecked()).toBe(true);
    await priv.uncheck();
    expect(await block.isChecked()).toBe(false);
    await block.check();
    await page.getByLabel('Description').fill('Parish news, every Sunday.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('tab-newsletter').waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe('Parish news, every Sunday.');
    expect(await block.isChecked()).toBe(true);
    expect(await priv.isChecked()).toBe(true);
  });

  it('cannot delete the only newsletter', async () => {
    const { page } = owner;
    expect(await page.getByTestId('delete-newsletter').isDisabled()).toBe(true);
  });

  it('shows the plan limit on New newsletter, then creates and deletes a second one', async () => {
    const { page } = owner;
    await openTab(page, 'lists');
    expect(await page.getByRole('button', { name: 'New newsletter' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('list-limit-note').textContent()).toBe(
      'Your Starter plan includes 1 newsletter. Upgrade to add more.',
    );
    await setTier(owner.teamID, 'solo');
    await page.reload();
    await page.getByTestId('tab-lists').waitFor();
    await page.getByRole('button', { name: 'New newsletter' }).click();
    const dialog = page.getByTestId('newsletter-create-dialog');
    await dialog.getByLabel('Newsletter name').fill('Youth Group');
    await dialog.getByRole('button', { name: 'Create newsletter' }).click();
    await page.getByTestId('tab-newsletter').waitFor();
    expect(await page.getByLabel('Newsletter name').inputValue()).toBe('Youth Group');

    await page.getByTestId('delete-newsletter').click();
    await page.getByRole('button', { name: 'Delete newsletter' }).last().click();
    await page.getByText('Newsletter deleted', { exact: true }).waitFor();
    await page.getByTestId('tab-lists').waitFor();
    await expect.poll(() => page.getByTestId('newsletter-card').count()).toBe(1);
  });
});
