/**
 * The public promise on the recipients' pages: no cookie, no tracker, nothing
 * fetched from another site and none of the Firebase SDK. Each /link page is
 * opened in a fresh browser context and used as a reader would, and every
 * request it makes is recorded.
 */
import { checkInboxToConfirmText, subscribedText } from '@listkeep/common/src/signups';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { BASE_URL, uniqueEmail, url } from './support/browser';
import { journey as test } from './support/fixtures';
import { confirmPathFor, submitAddress } from './support/recipient';

interface Visit {
  context: BrowserContext;
  page: Page;
  requests: string[];
  setCookies: string[];
}

async function visit(browser: Browser, path: string): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const setCookies: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response: Response) => {
    void response.headerValue('set-cookie').then((value) => {
      if (value) setCookies.push(`${response.url()}: ${value}`);
    });
  });
  await page.goto(url(path));
  return { context, page, requests, setCookies };
}

async function expectNothingKept({ context, page, requests, setCookies }: Visit) {
  await page.waitForLoadState('networkidle');
  const elsewhere = requests.filter((r) => !r.startsWith(`${BASE_URL}/`) && !r.startsWith('data:'));
  expect(elsewhere).toEqual([]);
  expect(requests.filter((r) => /firebase|googleapis|gstatic/i.test(r))).toEqual([]);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await context.close();
}

describe('public link pages keep no cookie and load nothing from elsewhere', () => {
  /** Subscribed on the subscribe page, confirmed on the confirmation page. */
  const reader = uniqueEmail('reader');

  test('the subscribe page, used to subscribe', async ({ browser, publicList }) => {
    const v = await visit(browser, `/link/sub?newsletterID=${publicList.listID}&newsletterName=Quiet%20Street%20News`);
    await submitAddress(v.page, reader);
    await v.page.getByText(checkInboxToConfirmText('Quiet Street News')).waitFor();
    await expectNothingKept(v);
  });

  test('the confirmation page, used to confirm', async ({ browser }) => {
    const v = await visit(browser, await confirmPathFor(reader));
    await v.page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await v.page.getByText(subscribedText('Quiet Street News')).waitFor();
    await expectNothingKept(v);
  });

  test('the unsubscribe request page, used to ask for the mail', async ({ browser, publicList }) => {
    const v = await visit(
      browser,
      `/link/unsub?newsletterID=${publicList.listID}&newsletterName=Quiet%20Street%20News`,
    );
    await submitAddress(v.page, uniqueEmail('reader'));
    await v.page.getByText('Check your inbox').waitFor();
    await expectNothingKept(v);
  });

  test('the manage page and the one-click page, used to unsubscribe', async ({ browser, publicList }) => {
    const manage = await visit(browser, `/link/manage/${publicList.linkID}`);
    await manage.page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await expectNothingKept(manage);

    const oneClick = await visit(browser, `/link/unsub/${publicList.linkID}`);
    await oneClick.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await oneClick.page.getByText('You will no longer receive').waitFor();
    await expectNothingKept(oneClick);
  });
});
