/**
 * The public site's promise (docs/product.md §1): a visitor who never signed in
 * gets no cookie and their browser asks nothing of any other site. Each public
 * page is opened by a fresh visitor, every request it makes is recorded until
 * the network is quiet, and the origins and the cookies are what is checked.
 * Fonts and images are the app's own, so every request stays on the app's origin.
 * Each page is visited from a desktop and from a phone, whose browser some
 * libraries treat differently (the identity SDK's popup helper loads early there).
 */
import { devices, type Browser, type BrowserContextOptions } from 'playwright-core';
import { describe, expect } from 'vitest';
import { BASE_URL, url } from './support/browser';
import { journey as test } from './support/fixtures';

const PUBLIC_PATHS = [
  '/',
  '/marketers',
  '/clubs',
  '/churches',
  '/about',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/privacy',
  '/how-it-works',
  '/frequent-questions',
  '/dashboard-overview',
  '/login',
  '/pricing',
  '/link/sub',
  '/link/unsub',
];

/** The origins a fresh visitor's browser asked for on `path`, and the cookies it then holds. */
async function firstVisit(browser: Browser, path: string, device: BrowserContextOptions = {}) {
  const context = await browser.newContext(device);
  const origins = new Set<string>();
  context.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.protocol !== 'data:' && requested.protocol !== 'blob:') origins.add(requested.origin);
  });
  const page = await context.newPage();
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
  const cookies = await context.cookies();
  const documentCookie = await page.evaluate(() => document.cookie);
  await context.close();
  return { origins: [...origins], cookies, documentCookie };
}

describe('a visitor of a public page gets no cookie and reaches no other site', () => {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  for (const path of PUBLIC_PATHS) {
    test(path, async ({ browser }) => {
      for (const device of [{}, phone] as BrowserContextOptions[]) {
        const visit = await firstVisit(browser, path, device);
        expect(visit.origins, device.userAgent).toEqual([new URL(BASE_URL).origin]);
        expect(visit.cookies).toEqual([]);
        expect(visit.documentCookie).toBe('');
      }
    });
  }

  test('a list subscribe page of a real list', async ({ browser, publicList }) => {
    const visit = await firstVisit(browser, `/link/sub?newsletterID=${publicList.listID}`);
    expect(visit.origins).toEqual([new URL(BASE_URL).origin]);
    expect(visit.cookies).toEqual([]);
  });
});
