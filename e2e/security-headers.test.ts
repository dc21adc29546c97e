/**
 * The edge as a browser meets it: every page and file Hosting serves carries
 * the security headers of firebase.json, and the app works under its
 * Content-Security-Policy. Every CSP violation, reported as an event or in
 * the console, is recorded while a visitor reads the landing page, signs up
 * (by password and by Google), reaches the dashboard and uses the /link pages.
 */
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOnboarding, launchBrowser, requireStack, signUp, uniqueEmail, url } from './support/browser';
import { confirmFromMail, listWithManageLink } from './support/recipient';
import { cspDirectives } from '../functions/test/support/headers';

await requireStack('The security headers journey');

async function expectSecurityHeaders(path: string, referrerPolicy: string): Promise<void> {
  const res = await fetch(url(path), { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  const policy = res.headers.get('content-security-policy');
  expect(policy, path).toBeTruthy();
  const csp = cspDirectives(policy!);
  expect(csp.get('script-src'), path).toBeDefined();
  expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(csp.get('object-src'), path).toEqual(["'none'"]);
  expect(csp.get('base-uri'), path).toEqual(["'self'"]);
  expect(csp.get('form-action'), path).toEqual(["'self'"]);
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), path).toBe(referrerPolicy);
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'clipboard-write=(self)']) {
    expect(permissions.split(/,\s*/), path).toContain(feature);
  }
  expect(res.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
}

describe('security headers', () => {
  it('are on the landing page, the app, the /link pages and the files they load', async () => {
    const pages: [string, string][] = [
      ['/', 'strict-origin-when-cross-origin'],
      ['/dashboard', 'strict-origin-when-cross-origin'],
      ['/link/sub?newsletterID=x', 'no-referrer'],
      ['/link/unsub/abc', 'no-referrer'],
      ['/link/manage/abc', 'no-referrer'],
    ];
    for (const [path, referrerPolicy] of pages) await expectSecurityHeaders(path, referrerPolicy);

    const html = await (await fetch(url('/'))).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path);
    expect(assets.length).toBeGreaterThan(0);
    const linkHtml = await (await fetch(url('/link/sub'))).text();
    const linkAssets = [...linkHtml.matchAll(/(?:src|href)="(\/link-assets\/[^"]+)"/g)].map(([, path]) => path);
    expect(linkAssets.length).toBeGreaterThan(0);
    for (const path of [...assets, ...linkAssets, '/theme.js']) {
      await expectSecurityHeaders(path, 'strict-origin-when-cross-origin');
    }
  });

  it('leave no script inline in the pages', async () => {
    for (const path of ['/', '/link/sub']) {
      const html = await (await fetch(url(path))).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [tag, attributes, body] of scripts) {
        expect(attributes, `${path}: ${tag}`).toMatch(/\bsrc="/);
        expect(body.trim(), `${path}: ${tag}`).toBe('');
      }
      expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

describe('the app under its Content-Security-Policy', () => {
  let browser: Browser;
  let listID: string;
  let linkID: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ listID, linkID } = await listWithManageLink('Edge Street News'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh context whose every CSP violation, on any page it opens, lands in `violations`. */
  async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
    const context = await browser.newContext();
    const violations: string[] = [];
    await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
      });
    });
    context.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    return { context, violations };
  }

  it('lets a visitor read the landing page, sign up and reach the dashboard', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByTestId('landing-main-action').waitFor();
    await page.waitForLoadState('networkidle');
    await signUp(page, uniqueEmail('csp'));
    await completeOnboarding(page, 'Cora Policy');
    await page.getByTestId('stat-total').waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(url('/account'));
    await page.getByTestId('account-name').waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a visitor sign up with a Google account on the local stack', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    const chooser = page.getByTestId('local-google');
    await chooser.getByLabel('Google email').fill(uniqueEmail('csp-google'));
    await chooser.getByLabel('Google display name').fill('Gus Policy');
    await chooser.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/welcome/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets a reader subscribe on a /link page, confirm from the mail and open a manage link', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(url(`/link/sub?newsletterID=${listID}&newsletterName=Edge%20Street%20News`));
    const reader = uniqueEmail('reader');
    await page.getByLabel('Email address').fill(reader);
    await page.getByLabel('Email address').press('Enter');
    await page.getByText(checkInboxToConfirmText('Edge Street News')).waitFor();
    await confirmFromMail(page, reader, 'Edge Street News');
    await page.goto(url(`/link/manage/${linkID}`));
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });
});
