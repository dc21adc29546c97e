/**
 * The public list pages show a list's name only as the server answers it.
 * Anyone can write an address like `/link/sub?newsletterName=<anything>`; a
 * page that put that name over a working form would lend the product's
 * domain to whatever the name claims. An unknown list shows that the link is
 * not valid and no form.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LIST_LINK_INVALID } from '@listkeep/common/src/web/link-pages';
import { UNKNOWN } from '../functions/test/support/fixtures';
import { url } from './support/browser';
import { journey as test } from './support/fixtures';
import { submitAddress } from './support/recipient';

const SPOOFED = 'Bank of Example – confirm your identity';
const spoofedName = `newsletterName=${encodeURIComponent(SPOOFED)}`;

async function expectNoSpoofedName(page: Page) {
  expect(await page.locator('body').innerText()).not.toContain('Bank of Example');
  expect(await page.content()).not.toContain('Bank of Example');
  expect(await page.title()).not.toContain('Bank of Example');
}

describe('the list pages take the list name from the server only', () => {
  test.for([
    ['/link/sub', '!!'],
    ['/link/sub', '__proto__'],
    ['/link/sub', UNKNOWN.list],
    ['/link/unsub', '!!'],
    ['/link/unsub', UNKNOWN.list],
  ])(
    '%s with the unknown list %s says the link is not valid, with no form and no name',
    async ([path, id], { page }) => {
      await page.goto(url(`${path}?newsletterID=${encodeURIComponent(id)}&${spoofedName}`));
      await page.getByTestId('link-not-valid').waitFor();
      await page.getByText(LIST_LINK_INVALID).waitFor();
      expect(await page.locator('form, input, button[type="submit"]').count()).toBe(0);
      await expectNoSpoofedName(page);
    },
  );

  test('shows the real list name over the form, whatever name the address carries', async ({ page, publicList }) => {
    await page.goto(url(`/link/sub?newsletterID=${publicList.listID}&${spoofedName}`));
    await page.getByLabel('Email address').waitFor();
    await page.getByText('Quiet Street News', { exact: true }).waitFor();
    await expectNoSpoofedName(page);
  });

  test('keeps the demo page without a list: no name, and Demo success. without sending anything', async ({ page }) => {
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) submits.push(request.url());
    });
    await page.goto(url(`/link/sub?${spoofedName}`));
    await submitAddress(page, 'reader@example.org');
    await page.getByText('Demo success.').waitFor();
    await expectNoSpoofedName(page);
    expect(submits).toEqual([]);
  });
});
