/**
 * The public pages arrive already drawn: Hosting answers each page of the
 * page table with its own pre-rendered HTML (heading, title, description,
 * canonical link), in-app and unknown paths with the empty shell, and the
 * browser takes a page over without redrawing it or a hydration error, with
 * the returning visitor's labels and the light theme applied after.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PAGE_META, SITEMAP_PATHS, documentTitle, type PublicPath } from '../web/src/config/page-meta';
import { LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { TEST_PASSWORD, appTookOver, uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';

const served = async (path: string) => {
  const res = await fetch(url(path));
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The first h1's text in HTML as served. */
const firstHeading = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim();

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface Watched {
  page: Page;
  /** Errors the page reported: console errors and uncaught ones (where React reports hydration mismatches). */
  errors: string[];
}

/** A new visitor's page, with storage set before any script runs and a watch on redrawn headings. */
async function visit(browser: Browser, path: string, storage: Record<string, string> = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    const marks = window as unknown as { headingRedrawn: boolean };
    marks.headingRedrawn = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) marks.headingRedrawn = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, storage);
  await page.goto(url(path));
  // The toasts' outlet mounts only once the app runs in the page: the takeover is over.
  await expectLocator(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1);
  return { page, errors };
}

/**
 * A first-time visitor's page whose scripts arrive only when `release` is
 * called, as on a slow connection: the pre-rendered page is there to use
 * before the app runs.
 */
async function slowScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(url(path), { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
  return { page, release };
}

const headingRedrawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { headingRedrawn: boolean }).headingRedrawn);

describe('pre-rendered pages', () => {
  test('each public page is served with its own heading, title, description and canonical link', async () => {
    const pricing = await served('/pricing');
    expect(firstHeading(pricing)).toBe('Simple plans for small senders');
    for (const path of SITEMAP_PATHS) {
      const html = await served(path);
      const meta = PAGE_META[path];
      expect(html, path).toContain(`<title>${documentTitle(meta.title)}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${escaped(meta.description)}" />`);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === '/' ? '' : path}" />`));
      expect(firstHeading(html), path).toBeTruthy();
      expect(html, path).toContain('<main id="main"');
    }
  });

  test('the signed-in app and unknown paths get the empty shell, never the landing page', async () => {
    const landingHeading = firstHeading(await served('/'));
    expect(landingHeading).toBeTruthy();
    for (const path of ['/dashboard', '/account', '/welcome', '/no/such/page']) {
      const html = await served(path);
      // The landing's heading is the site's title too: only the body must lack it.
      const body = html.slice(html.indexOf('<body'));
      expect(body, path).toContain('<div id="root"></div>');
      expect(body, path).not.toContain(landingHeading);
      expect(body, path).not.toContain('<h1');
    }
  });

  test('a first-time visitor’s page is taken over as it is, with no hydration error', async ({ browser }) => {
    for (const path of ['/', '/pricing', '/login', '/frequent-questions'] satisfies PublicPath[]) {
      const { page, errors } = await visit(browser, path);
      expect(await headingRedrawn(page), path).toBe(false);
      expect(
        errors.filter((error) => /hydrat|react\.dev\/errors\/(418|423|425)/i.test(error)),
        path,
      ).toEqual([]);
      // The page works: the Info menu opens.
      await page.getByRole('button', { name: 'Info' }).click();
      await expectLocator(page.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-expanded', 'true');
      await page.context().close();
    }
  });

  test('a returning visitor sees Log In, and the light theme stays, after the takeover', async ({ browser }) => {
    const returning = await visit(browser, '/', { hasLoggedIn: 'true' });
    const main = returning.page.locator('main');
    await expectLocator(main.getByRole('link', { name: 'Log In', exact: true }).first()).toHaveText('Log In');
    await expectLocator(main.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
    await expectLocator(returning.page.locator('.nav-cta')).toHaveText('Log In');
    await returning.page.context().close();

    const light = await visit(browser, '/pricing', { settings: JSON.stringify({ theme: 'light', got_started: true }) });
    expect(await light.page.locator('html').getAttribute('data-theme')).toBe('light');
    await expectLocator(light.page.getByRole('button', { name: 'Dark theme' })).toHaveCount(1);
    await expectLocator(light.page.locator('main h1')).toHaveText('Simple plans for small senders');
    await light.page.context().close();
  });

  test('promises one-click unsubscribes only where they are one click', async () => {
    const landing = await served('/');
    expect(landing).not.toMatch(/one-click unsubscribe/i);
    const faq = await served('/frequent-questions');
    expect(faq).toContain('Can each reader get their own one-click unsubscribe link?');
    expect(faq).toContain('Export for mail merge');
    const clubs = await served('/clubs');
    expect(clubs).not.toMatch(/one-click opt-out/i);
  });

  test('what a visitor types and presses before the scripts arrive is done once they run', async ({ browser }) => {
    const landing = await slowScripts(browser, '/');
    const step = landing.page.getByTestId('demo-import');
    await step.getByLabel('Your subscriber list').fill('ann@x.org, bob@x.org');
    await step.getByRole('button', { name: 'Import List' }).click();
    // Still the served page: the press waits for the app instead of reloading the page.
    expect(await landing.page.locator('html').getAttribute('data-app')).toBeNull();
    landing.release();
    await expectLocator(step.getByTestId('demo-import-success')).toContainText(LANDING_DEMO_MESSAGES.imported);
    await expectLocator(step.getByTestId('demo-import-count')).toHaveText('2 subscribers');
    await landing.page.context().close();

    // A visitor who scrolled down stays there when the app takes over.
    const scrolled = await slowScripts(browser, '/');
    await scrolled.page.getByTestId('demo-bonus').scrollIntoViewIfNeeded();
    const scrollY = await scrolled.page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    scrolled.release();
    await appTookOver(scrolled.page);
    await expectLocator(scrolled.page.getByTestId('demo-qr')).toHaveAttribute('data-state', 'drawn');
    expect(await scrolled.page.evaluate(() => window.scrollY)).toBe(scrollY);
    await scrolled.page.context().close();

    // The login form signs the visitor up with what was typed, rather than submitting it in the page's address.
    const login = await slowScripts(browser, '/login');
    const form = login.page.getByTestId('login-form');
    await login.page.getByLabel('Email').fill(uniqueEmail('early'));
    await login.page.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
    login.release();
    await login.page.waitForURL(/\/welcome/, { timeout: 30_000 });
    expect(new URL(login.page.url()).search).not.toContain(TEST_PASSWORD);
    await login.page.context().close();
  });
});
