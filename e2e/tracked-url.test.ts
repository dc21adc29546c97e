/**
 * Journey: a sender tracks a link to a page of their own from a logged email;
 * a reader who follows the tracked address lands on that page, and the click
 * is counted on the link and on the email. On the free plan the form is an
 * upgrade note instead.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, url } from './support/browser';
import { joinAsViewer, newOwner, openTab, setTier, stackGuard, type SignedIn } from './support/dashboard';

await stackGuard('tracked URL journey');

describe('tracked links to a sender’s own page', () => {
  let browser: Browser;
  let owner: SignedIn;
  // A sender's page has a public name (common/src/url.ts); the reader's browser is answered for it offline.
  const target = 'https://www.example.org/about';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newOwner(browser, 'tracked-url');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openEmail = async (subject: string) => {
    await owner.page.getByRole('button', { name: subject }).click();
    return owner.page.getByTestId('email-detail-dialog');
  };

  it('shows the free plan an upgrade note in place of the form', async () => {
    const { page } = owner;
    await openTab(page, 'emails');
    await page.getByRole('button', { name: 'New Email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('Autumn fair');
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });

    const detail = await openEmail('Autumn fair');
    const note = detail.getByTestId('tracked-links-upgrade');
    await note.waitFor();
    expect(await note.textContent()).toBe('Tracked links come with Core and up.');
    expect(await note.getByRole('link').getAttribute('href')).toBe('/pricing');
    expect(await detail.getByRole('button', { name: 'Track link' }).count()).toBe(0);
    expect(await detail.getByRole('textbox').count()).toBe(0);
  });

  it('tracks a URL, copies its address, and counts a reader’s click on the link and the email', async () => {
    const { page } = owner;
    await setTier(owner.teamID, 'solo');
    await openTab(page, 'emails');
    let detail = await openEmail('Autumn fair');
    const links = detail.getByTestId('tracked-links');
    await links.getByLabel(/Paste a link to your own page/).fill(target);
    expect(await links.getByTestId('tracked-destination').textContent()).toBe('Goes to: www.example.org');
    await links.getByRole('button', { name: 'Track link' }).click();
    await page.getByText('Tracked link copied to clipboard.').waitFor();
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toMatch(
      new RegExp(
        `^${url('/api/link').replace(/\./g, '\\.')}\\?newsletterID=[\\w-]+&emailID=[\\w-]+&linkID=[\\w-]{22}$`,
      ),
    );
    const row = links.getByTestId('tracked-link');
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('title')).toBe(target);
    expect(await row.getByTestId('tracked-link-clicks').textContent()).toBe('0 clicks');

    // The browser is sent on to the sender's page; offline, its host does not
    // resolve (and a route cannot answer a redirect's target), so the request
    // for it is what shows the reader got there.
    const reader = await owner.context.newPage();
    const onward = reader.waitForRequest((request) => request.url() === target);
    await reader.goto(address).catch(() => undefined);
    expect((await onward).url()).toBe(target);
    await reader.close();

    await page.reload();
    detail = await openEmail('Autumn fair');
    const counts = detail.locator('dl');
    await expect.poll(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Clicks1');
    const clicks = detail.getByTestId('tracked-link').getByTestId('tracked-link-clicks');
    await expect.poll(() => clicks.textContent()).toBe('1 click');

    await detail.getByRole('button', { name: `Copy the tracked address of ${target}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  it('shows a viewer the links and their clicks, with Copy but no form and no Delete', async () => {
    const viewer = await newOwner(browser, 'tracked-viewer');
    await joinAsViewer(viewer, owner.teamID);
    await openTab(viewer.page, 'emails');
    await viewer.page.getByRole('button', { name: 'Autumn fair' }).click();
    const detail = viewer.page.getByTestId('email-detail-dialog');
    const row = detail.getByTestId('tracked-link');
    await row.waitFor();
    expect(await row.getByTestId('tracked-link-clicks').textContent()).toBe('1 click');
    expect(await row.getByRole('button').allTextContents()).toEqual(['Copy']);
    expect(await detail.getByRole('button', { name: 'Track link' }).count()).toBe(0);
    expect(await detail.getByTestId('tracked-links-upgrade').count()).toBe(0);
    await viewer.context.close();
  });

  it('deletes a tracked link after a warning; its address then leads nowhere', async () => {
    const { page } = owner;
    const detail = page.getByTestId('email-detail-dialog');
    const address = await page.evaluate(() => navigator.clipboard.readText());
    await detail.getByRole('button', { name: `Delete the tracked link to ${target}` }).click();
    const confirm = page.getByTestId('delete-tracked-link-dialog');
    expect(await confirm.textContent()).toContain('also in emails already sent');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Tracked link deleted.').waitFor();
    await detail.getByText('No tracked links yet.').waitFor();
    const res = await fetch(address, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});
