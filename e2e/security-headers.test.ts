/**
 * The edge as a browser meets it: every page and file Hosting serves carries
 * the security headers of firebase.json, and the app works under its
 * Content-Security-Policy. Every CSP violation, reported as an event or in
 * the console, is recorded while a visitor reads the landing page, signs up
 * (by password and by Google), reaches the dashboard and uses the /link pages.
 */
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { cspDirectives } from '../functions/test/support/headers';
import { uniqueEmail, url } from './support/browser';
import { journey as test } from './support/fixtures';
import { confirmFromMail, submitAddress } from './support/recipient';
import { completeOnboarding, signUp, signUpWithGoogle } from './support/sign-up';

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

/** Records every CSP violation on any page of `page`'s context, reported as an event or in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const context = page.context();
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
  return violations;
}

describe('security headers', () => {
  test('are on the landing page, the app, the /link pages and the files they load', async () => {
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
    for (const path of [...assets, ...linkAssets, '/theme.js', '/held-input.js']) {
      await expectSecurityHeaders(path, 'strict-origin-when-cross-origin');
    }
  });

  test('let other sites frame the embedded subscribe form, and no other page', async () => {
    const res = await fetch(url('/embed/sub?newsletterID=x'));
    expect(res.status).toBe(200);
    const csp = cspDirectives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('/link-assets/');
    for (const path of ['/embed', '/link/signup']) {
      const other = await fetch(url(path));
      const policy = cspDirectives(other.headers.get('content-security-policy') ?? '');
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  test('leave no script inline in the pages', async () => {
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
  test('lets a visitor read the landing page, sign up and reach the dashboard', async ({ freshPage: page }) => {
    const violations = await watchViolations(page);
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
  });

  test('lets a visitor sign up with a Google account on the local stack', async ({ freshPage: page }) => {
    const violations = await watchViolations(page);
    await signUpWithGoogle(page, uniqueEmail('csp-google'), 'Gus Policy');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('lets a reader subscribe on a /link page, confirm from the mail and open a manage link', async ({
    freshPage: page,
    publicList,
  }) => {
    const violations = await watchViolations(page);
    await page.goto(url(`/link/sub?newsletterID=${publicList.listID}&newsletterName=Quiet%20Street%20News`));
    const reader = uniqueEmail('reader');
    await submitAddress(page, reader);
    await page.getByText(checkInboxToConfirmText('Quiet Street News')).waitFor();
    await confirmFromMail(page, reader, 'Quiet Street News');
    await page.goto(url(`/link/manage/${publicList.linkID}`));
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
