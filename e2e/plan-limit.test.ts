/**
 * A list whose team is at its plan's subscriber limit: the subscribe page,
 * and the confirmation page of a sign-up asked for while there was room,
 * tell the recipient plainly that the list takes nobody right now (never a
 * thank-you for a sign-up that did not happen), the owner gets one mail, and
 * the dashboard warns with the count until someone dismisses it.
 */
import { NOT_ACCEPTING_TEXT, checkInboxToConfirmText, refusedSignupsText } from '@listkeep/common/src/signups';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../functions/test/support/api';
import { signIn } from '../functions/test/support/auth-emulator';
import { mailsTo } from '../functions/test/support/mail';
import { TEST_PASSWORD, launchBrowser, uniqueEmail, url } from './support/browser';
import { newOwner, stackGuard } from './support/dashboard';
import { confirmPathFor } from './support/recipient';

await stackGuard('The plan-limit journey');

describe('a list whose team is at its plan limit', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tells the recipient it takes nobody now, mails the owner and warns on the dashboard until dismissed', async () => {
    const owner = await newOwner(browser, 'full');
    const idToken = await signIn({ email: owner.email, password: TEST_PASSWORD });
    const list = (await get(`/getDashboardData?teamID=${owner.teamID}`, idToken)).body.newsletters[0] as {
      id: string;
      newsletterName: string;
    };
    const filled = await post(
      '/batchSubscribers',
      {
        emails: Array.from({ length: 49 }, () => uniqueEmail('member')),
        newsletterIDs: [list.id],
        teamID: owner.teamID,
      },
      idToken,
    );
    expect(filled.status).toBe(200);

    const context = await browser.newContext();
    const recipient = await context.newPage();
    const signUpOnPage = async (address: string) => {
      await recipient.goto(url(`/link/sub?newsletterID=${list.id}`));
      await recipient.getByLabel('Email address').fill(address);
      await recipient.getByLabel('Email address').press('Enter');
    };
    // One place left: the early reader is asked to confirm from the mail.
    const early = uniqueEmail('early');
    await signUpOnPage(early);
    await recipient.getByText(checkInboxToConfirmText(list.newsletterName)).waitFor();
    // The team fills its last place before the early reader confirms.
    const last = await post(
      '/subscribers',
      { subscriberEmail: uniqueEmail('member'), subscribedNewsletters: [list.id], teamID: owner.teamID },
      idToken,
    );
    expect(last.status).toBe(201);

    // Asked at the limit: turned away on the page itself, never thanked.
    const reader = uniqueEmail('turned-away');
    await signUpOnPage(reader);
    await recipient.getByText(NOT_ACCEPTING_TEXT).waitFor();
    expect(await recipient.getByText('Check your inbox').count()).toBe(0);
    // Confirmed at the limit: the confirmation page says the same, and nobody joins.
    await recipient.goto(url(await confirmPathFor(early)));
    await recipient.getByRole('button', { name: 'Confirm', exact: true }).click();
    await recipient.getByText(NOT_ACCEPTING_TEXT).waitFor();
    await context.close();
    const copy = (await get(`/newsletterSubscribers/${list.id}`, idToken)).body.subscribers as string[];
    expect(copy).not.toContain(reader);
    expect(copy).not.toContain(early);
    expect(await mailsTo(reader, 1, 500)).toEqual([]);

    const [notice] = await mailsTo(owner.email);
    expect(notice.subject).toBe(`Sign-ups to ${list.newsletterName} are being turned away`);

    const { page } = owner;
    await page.reload();
    const banner = page.getByTestId('refused-signups-banner');
    await banner.waitFor();
    const text = refusedSignupsText({
      count: 2,
      newsletterNames: [list.newsletterName],
      planName: 'Starter',
      maxSubscribers: 50,
    });
    expect(await banner.textContent()).toContain(text);
    expect(await banner.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
    await owner.context.close();
  });
});
