/**
 * The public list pages show a list's name only as the server answers it.
 * Anyone can write an address like `/link/sub?newsletterName=<anything>`; a
 * page that put that name over a working form would lend the product's
 * domain to whatever the name claims. An unknown list shows that the link is
 * not valid and no form.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LINK_INVALID } from '@listkeep/common/src/link-pages';
import { UNKNOWN } from '../functions/test/support/fixtures';
import { launchBrowser, requireStack, url } from './support/browser';
import { listWithManageLink } from './support/recipient';

await requireStack('The list page name checks');

const SPOOFED = 'Bank of Example – confirm your identity';
const spoofedName = `newsletterName=${encodeURIComponent(SPOOFED)}`;

describe('the list pages take the list name from the server only', () => {
  let browser: Browser;
  let page: Page;
  let listID: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    ({ listID } = await listWithManageLink('Quiet Street News'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function expectNoSpoofedName() {
    expect(await page.locator('body').innerText()).not.toContain('Bank of Example');
    expect(await page.content()).not.toContain('Bank of Example');
    expect(await page.title()).not.toContain('Bank of Example');
  }

  it.each([
    ['/link/sub', '!!'],
    ['/link/sub', '__proto__'],
    ['/link/sub', UNKNOWN.list],
    ['/link/unsub', '!!'],
    ['/link/unsub', UNKNOWN.list],
  ])('%s with the unknown list %s says the link is not valid, with no form and no name', async (path, id) => {
    await page.goto(url(`${path}?newsletterID=${encodeURIComponent(id)}&${spoofedName}`));
    await page.getByTestId('link-not-valid').waitFor();
    await page.getByText(LIST_LINK_INVALID).waitFor();
    expect(await page.locator('form, input, button[type="submit"]').count()).toBe(0);
    await expectNoSpoofedName();
  });

  it('shows the real list name over the form, whatever name the address carries', async () => {
    await page.goto(url(`/link/sub?newsletterID=${listID}&${spoofedName}`));
    await page.getByLabel('Email address').waitFor();
    await page.getByText('Quiet Street News', { exact: true }).waitFor();
    await expectNoSpoofedName();
  });

  it('keeps the demo page without a list: no name, and Demo success. without sending anything', async () => {
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) submits.push(request.url());
    });
    await page.goto(url(`/link/sub?${spoofedName}`));
    await page.getByLabel('Email address').fill('reader@example.org');
    await page.getByLabel('Email address').press('Enter');
    await page.getByText('Demo success.').waitFor();
    await expectNoSpoofedName();
    expect(submits).toEqual([]);
  });
});
