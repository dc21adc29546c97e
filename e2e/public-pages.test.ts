/**
 * The public site as a visitor and a search engine meet it: every marketing
 * and info route shows its own heading and content under its own title and
 * description from the page table, the audience pages lead to sign-up,
 * unknown paths land on the home page, and robots.txt and sitemap.xml are
 * served as files through Hosting.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PAGE_META, documentTitle, type PublicPath } from '../web/src/config/page-meta';
import { url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';

/** Each marketing and info page: its h1 and a piece of content no other page has. */
const PAGES: { path: PublicPath; h1: string; content: string }[] = [
  { path: '/marketers', h1: 'Outreach from your own inbox, with the opt-outs handled', content: 'Clicks, not opens' },
  { path: '/clubs', h1: 'A members’ list that keeps itself tidy', content: 'A QR code for the sign-up sheet' },
  {
    path: '/churches',
    h1: 'Bulletins and prayer news from the church’s own inbox',
    content: 'A QR code on the welcome card',
  },
  { path: '/about', h1: 'About Listkeep', content: 'Why Listkeep exists' },
  { path: '/terms', h1: 'Terms of use', content: 'CAN-SPAM' },
  { path: '/privacy-policy', h1: 'Privacy policy', content: 'Rate-limit counters' },
  { path: '/privacy', h1: 'Privacy in plain words', content: 'Short-lived technical records:' },
  { path: '/how-it-works', h1: 'From a list to a sent email in five steps', content: 'Copy the list into BCC' },
  { path: '/frequent-questions', h1: 'Frequently asked questions', content: 'How many people can I put in BCC?' },
  { path: '/dashboard-overview', h1: 'A tour of the dashboard', content: 'The account page' },
];

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content', { timeout: 1000 });

async function expectMeta(page: Page, path: PublicPath): Promise<void> {
  await eventually(() => page.title()).toBe(documentTitle(PAGE_META[path].title));
  await eventually(() => description(page)).toBe(PAGE_META[path].description);
}

describe('public pages', () => {
  test('each marketing and info route shows its own heading, content, title and description', async ({ page }) => {
    for (const { path, h1, content } of PAGES) {
      await page.goto(url(path));
      const heading = page.locator('main h1');
      await expectLocator(heading).toHaveText(h1);
      await expectLocator(heading).toHaveCount(1);
      await expectLocator(page.locator('main')).toContainText(content);
      await expectMeta(page, path);
    }
  });

  test('contact, pricing, login and home take their title and description from the table', async ({ freshPage }) => {
    for (const path of ['/contact', '/pricing', '/login', '/'] as const) {
      await freshPage.goto(url(path));
      await expectMeta(freshPage, path);
    }
    // Navigating inside the app changes them too, with no reload.
    await freshPage.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expectLocator(freshPage.locator('main h1')).toHaveText('Terms of use');
    await expectMeta(freshPage, '/terms');
    await expectLocator(freshPage.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://127.0.0.1:5000/terms',
    );
  });

  test('the FAQ answers open and close as disclosures', async ({ page }) => {
    await page.goto(url('/frequent-questions'));
    const answer = page.locator('#bcc-limits');
    await expectLocator(answer.getByRole('table')).toHaveCount(0);
    await answer.locator('summary').click();
    await expectLocator(answer.getByRole('rowheader', { name: 'Apple iCloud Mail' })).toHaveCount(1);
    await answer.locator('summary').click();
    await eventually(() => answer.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  test('the audience pages’ Try It Free leads to the login card', async ({ freshPage }) => {
    for (const path of ['/marketers', '/clubs', '/churches']) {
      await freshPage.goto(url(path));
      await freshPage.getByRole('link', { name: 'Try It Free' }).first().click();
      await eventually(async () => new URL(freshPage.url()).pathname).toBe('/login');
      await expectLocator(freshPage.getByRole('button', { name: 'Sign Up', exact: true })).toHaveCount(1);
    }
  });

  test('unknown paths land on the home page', async ({ freshPage }) => {
    for (const path of ['/nope', '/dashboard/x/y', '/privacy/extra']) {
      await freshPage.goto(url(path));
      await eventually(async () => new URL(freshPage.url()).pathname, 10_000).toBe('/');
    }
  });
});

describe('files for search engines', () => {
  test('robots.txt is text that keeps the app and the link pages out and names the sitemap', async () => {
    const res = await fetch(url('/robots.txt'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    for (const path of ['/link', '/dashboard', '/account', '/welcome']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${url('/sitemap.xml')}`);
    // Rules match by prefix: the public /dashboard-overview is let in by the longer Allow.
    expect(lines).toContain('Allow: /dashboard-overview');
  });

  test('sitemap.xml is XML listing the public pages and none of the private ones', async () => {
    const res = await fetch(url('/sitemap.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const path of ['/', '/marketers', '/frequent-questions', '/privacy-policy', '/pricing', '/contact']) {
      expect(locs).toContain(url(path));
    }
    expect(locs.filter((loc) => /\/(link|dashboard|account|welcome)([/?]|$)/.test(loc))).toEqual([]);
    expect(locs).toContain(url('/dashboard-overview'));
  });
});
