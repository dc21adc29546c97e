/**
 * Journey: on a plan with two newsletters, the owner filters subscribers by
 * status and by newsletter; the last checked newsletter stays checked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { importList, newOwner, openTab, rowEmails, setTier, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('the filter journey');

async function chooseStatus(page: Page, label: 'All' | 'Subscribed' | 'Unsubscribed') {
  await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: label, exact: true }).check();
}

const sorted = (page: Page) => rowEmails(page).then((r) => r.sort());

describe('filter subscribers', () => {
  let browser: Browser;
  let owner: SignedIn;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'filter');
    await setTier(owner.teamID, 'team');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a second newsletter', async () => {
    const { page } = owner;
    await openTab(page, 'lists');
    await page.getByRole('button', { name: 'New newsletter' }).click();
    const dialog = page.getByTestId('newsletter-create-dialog');
    await dialog.getByLabel('Newsletter name').fill('Club Weekly');
    await dialog.getByRole('button', { name: 'Create newsletter' }).click();
    await page.getByTestId('tab-newsletter').waitFor();
    await expect.poll(() => page.getByTestId('newsletter-select').locator('option').count()).toBe(2);
  });

  it('fills both lists and adds one subscriber on no list', async () => {
    const { page } = owner;
    await openTab(page, 'subscribers');
    // The header's newsletter is the default list of an import.
    await page.getByTestId('newsletter-select').selectOption({ label: "filter owner's Newsletter" });
    await importList(page, ['ann@example.org', 'bob@example.org']);
    await page.getByTestId('newsletter-select').selectOption({ label: 'Club Weekly' });
    await importList(page, ['cy@example.org', 'dee@example.org']);

    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel('Email').fill('eve@example.org');
    await dialog.getByLabel('Club Weekly').uncheck();
    await dialog.getByRole('button', { name: 'Add subscriber' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => sorted(page)).toHaveLength(5);
  });

  it('unsubscribes one of them from a list by editing', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Edit bob@example.org' }).click();
    const dialog = page.getByTestId('subscriber-dialog');
    await dialog.getByLabel("filter owner's Newsletter").uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('filters by status', async () => {
    const { page } = owner;
    await chooseStatus(page, 'Subscribed');
    await expect.poll(() => sorted(page)).toEqual(['ann@example.org', 'cy@example.org', 'dee@example.org']);
    await chooseStatus(page, 'Unsubscribed');
    await expect.poll(() => sorted(page)).toEqual(['bob@example.org', 'eve@example.org']);
    expect(await page.getByTestId('subscribers-count').textContent()).toBe('Showing 2 of 5 subscribers');
  });

  it('filters by newsletter and keeps the last one checked', async () => {
    const { page } = owner;
    await chooseStatus(page, 'All');
    const filter = page.getByTestId('newsletter-filter');
    await filter.getByLabel("filter owner's Newsletter").uncheck();
    await expect.poll(() => sorted(page)).toEqual(['cy@example.org', 'dee@example.org', 'eve@example.org']);

    const club = filter.getByLabel('Club Weekly');
    expect(await club.getAttribute('aria-disabled')).toBe('true');
    // Clicking it anyway changes nothing.
    await club.click({ force: true });
    expect(await club.isChecked()).toBe(true);
    await expect.poll(() => sorted(page)).toEqual(['cy@example.org', 'dee@example.org', 'eve@example.org']);

    await filter.getByLabel("filter owner's Newsletter").check();
    await club.uncheck();
    await chooseStatus(page, 'Subscribed');
    await expect.poll(() => sorted(page)).toEqual(['ann@example.org']);
  });
});
