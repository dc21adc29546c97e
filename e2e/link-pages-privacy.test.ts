/**
 * The public promise on the recipients' pages: no cookie, no tracker, nothing
 * fetched from another site and none of the Firebase SDK. Each /link page is
 * opened in a fresh browser context and used as a reader would, and every
 * request it makes is recorded.
 */
import { checkInboxToConfirmText, subscribedText } from '@listkeep/common/src/signups';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, requireStack, uniqueEmail, url } from './support/browser';
import { confirmPathFor, listWithManageLink } from './support/recipient';

await requireStack('The link page checks');

interface Visit {
  context: BrowserContext;
  page: Page;
  requests: string[];
  setCookies: string[];
}

describe('public link pages keep no cookie and load nothing from elsewhere', () => {
  let browser: Browser;
  let listID: string;
  let linkID: string;
  /** Subscribed on the subscribe page, confirmed on the confirmation page. */
  let reader = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ listID, linkID } = await listWithManageLink('Quiet Street News'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string): Promise<Visit> {
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

  it('the subscribe page, used to subscribe', async () => {
    const v = await visit(`/link/sub?newsletterID=${listID}&newsletterName=Quiet%20Street%20News`);
    reader = uniqueEmail('reader');
    await v.page.getByLabel('Email address').fill(reader);
    await v.page.getByLabel('Email address').press('Enter');
    await v.page.getByText(checkInboxToConfirmText('Quiet Street News')).waitFor();
    await expectNothingKept(v);
  });

  it('the confirmation page, used to confirm', async () => {
    const v = await visit(await confirmPathFor(reader));
    await v.page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await v.page.getByText(subscribedText('Quiet Street News')).waitFor();
    await expectNothingKept(v);
  });

  it('the unsubscribe request page, used to ask for the mail', async () => {
    const v = await visit(`/link/unsub?newsletterID=${listID}&newsletterName=Quiet%20Street%20News`);
    await v.page.getByLabel('Email address').fill(uniqueEmail('reader'));
    await v.page.getByLabel('Email address').press('Enter');
    await v.page.getByText('Check your inbox').waitFor();
    await expectNothingKept(v);
  });

  it('the manage page and the one-click page, used to unsubscribe', async () => {
    const manage = await visit(`/link/manage/${linkID}`);
    await manage.page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await expectNothingKept(manage);

    const oneClick = await visit(`/link/unsub/${linkID}`);
    await oneClick.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await oneClick.page.getByText('You will no longer receive').waitFor();
    await expectNothingKept(oneClick);
  });
});
