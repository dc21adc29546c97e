/**
 * Journey: a viewer of a team sees its subscribers, emails and newsletters,
 * and every control that would change, import, export or copy is disabled
 * or absent.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { importList, joinAsViewer, newOwner, openTab, rowEmails, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the viewer journey');

describe('a viewer cannot change anything', () => {
  let browser: Browser;
  let owner: SignedIn;
  let viewer: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'owner');
    await openTab(owner.page, 'subscribers');
    await importList(owner.page, ['ann@example.org', 'bob@example.org']);
    await openTab(owner.page, 'emails');
    await owner.page.getByRole('button', { name: 'New Email' }).click();
    const form = owner.page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('March news');
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });

    viewer = await newOwner(browser, 'viewer');
    await joinAsViewer(viewer, owner.teamID);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sees the subscribers with every change disabled', async () => {
    const { page } = viewer;
    await openTab(page, 'subscribers');
    await expect.poll(() => rowEmails(page).then((r) => r.sort())).toEqual(['ann@example.org', 'bob@example.org']);
    await page.getByTestId('read-only-note').waitFor();
    for (const name of ['Add subscriber', 'Import', 'Export', 'Copy list']) {
      expect(await page.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
  });

  it('sees the email log but cannot log, edit, delete or copy', async () => {
    const { page } = viewer;
    await openTab(page, 'emails');
    expect(await page.getByRole('button', { name: 'New Email' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'March news' }).click();
    const detail = page.getByTestId('email-detail-dialog');
    for (const name of ['Edit', 'Delete', 'Copy recipients']) {
      expect(await detail.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    }
    await page.keyboard.press('Escape');
  });

  it('sees the newsletters and their settings read-only', async () => {
    const { page } = viewer;
    await openTab(page, 'lists');
    expect(await page.getByTestId('newsletter-card').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'New newsletter' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('tab-newsletter').waitFor();
    expect(await page.getByLabel('Newsletter name').inputValue()).toBe("owner owner's Newsletter");
    expect(await page.getByLabel('Newsletter name').isDisabled()).toBe(true);
    expect(await page.getByLabel('Private', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('delete-newsletter').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy subscribers' }).isDisabled()).toBe(true);
  });

  it('sees the owner’s counts on the overview', async () => {
    const { page } = viewer;
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect.poll(() => page.getByTestId('stat-total').locator('.stat-value').textContent()).toBe('2');
    expect(await page.getByTestId('stat-emails').locator('.stat-value').textContent()).toBe('1');
  });
});
