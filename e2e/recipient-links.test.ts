/**
 * A recipient's journey through the public link pages against the real
 * stack: subscribe from /link/sub and confirm through the link mailed to
 * them, unsubscribe through another mailed link (both read from the SMTP
 * sink), come back, and manage two lists. After each
 * step the sender's next copy of the list shows the change.
 */
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, get, post } from '../functions/test/support/api';
import { signUp } from '../functions/test/support/auth-emulator';
import { linkIDIn, mailsTo } from '../functions/test/support/mail';
import { setTier } from '../functions/test/support/store';
import { launchBrowser, requireStack, uniqueEmail, url } from './support/browser';
import { confirmFromMail, confirmPathFor } from './support/recipient';

await requireStack('The recipient journeys');

async function newSender(listName: string) {
  const sender = await signUp();
  const teamID = (await get('/getUserData', sender.idToken)).body.latestTeamID as string;
  const created = await post('/newsletters', { name: listName, teamID, onboarding: true }, sender.idToken);
  return { ...sender, teamID, listID: created.body.id as string };
}

const copyOf = async (listID: string, token: string) =>
  (await get(`/newsletterSubscribers/${listID}`, token)).body.subscribers as string[];

describe('recipient link pages', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('subscribes, unsubscribes through the mailed link, and resubscribes', async () => {
    const sender = await newSender('Parish Notes');
    const reader = uniqueEmail('reader');

    await page.goto(url(`/link/sub?newsletterID=${sender.listID}`));
    await page.getByRole('heading', { name: 'Subscribe' }).waitFor();
    await page.getByText('Parish Notes', { exact: true }).waitFor();
    expect(await page.locator('header.nav').count()).toBe(0);
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByLabel('Email address').press('Enter');
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByLabel('Email address').fill(reader);
    await page.getByLabel('Email address').press('Enter');
    await page.getByText(checkInboxToConfirmText('Parish Notes')).waitFor();
    // Nobody joins from the page alone: the mailed link confirms, opening it does not.
    expect(await copyOf(sender.listID, sender.idToken)).not.toContain(reader);
    await page.goto(url(await confirmPathFor(reader)));
    await page.getByText('Parish Notes', { exact: true }).waitFor();
    expect(await copyOf(sender.listID, sender.idToken)).not.toContain(reader);
    await confirmFromMail(page, reader, 'Parish Notes');
    expect(await copyOf(sender.listID, sender.idToken)).toContain(reader);

    await page.goto(url(`/link/unsub?newsletterID=${sender.listID}`));
    await page.getByLabel('Email address').fill(reader);
    await page.getByLabel('Email address').press('Enter');
    await page.getByText('Check your inbox').waitFor();
    const mail = (await mailsTo(reader, 2)).find((m) => m.subject.startsWith('Confirm your unsubscribe'))!;
    expect(mail.subject).toContain('Parish Notes');
    // Asking is not leaving: the address stays until the mailed link is used.
    expect(await copyOf(sender.listID, sender.idToken)).toContain(reader);

    await page.goto(url(`/link/unsub/${linkIDIn(mail)}`));
    await page.getByText(reader).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByText('Unsubscribed from all lists.').waitFor();
    expect(await copyOf(sender.listID, sender.idToken)).not.toContain(reader);

    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByText('Welcome back to the Parish Notes').waitFor();
    expect(await copyOf(sender.listID, sender.idToken)).toContain(reader);
    await page.getByRole('button', { name: 'Unsubscribe Again' }).waitFor();
  });

  it('manages two lists: saves a choice, then unsubscribes from all', async () => {
    const sender = await newSender('Club News');
    await setTier(sender.teamID, 'solo');
    const second = await post(
      '/newsletters',
      { newsletterName: 'Match Reports', teamID: sender.teamID },
      sender.idToken,
    );
    expect(second.status).toBe(201);
    const reader = uniqueEmail('member');
    const created = await post(
      '/subscribers',
      { subscriberEmail: reader, subscribedNewsletters: [sender.listID, second.body.id], teamID: sender.teamID },
      sender.idToken,
    );
    const link = await api('POST', '/link', {
      token: sender.idToken,
      body: { newsletterID: sender.listID, teamID: sender.teamID, subscriberID: created.body.id, type: 'manage' },
    });
    expect(link.status).toBe(200);

    await page.goto(url(`/link/manage/${link.body.linkID}`));
    await page.getByText('Manage Your Subscriptions').waitFor();
    const clubBox = page.getByRole('checkbox', { name: 'Club News' });
    const matchBox = page.getByRole('checkbox', { name: 'Match Reports' });
    expect(await clubBox.isChecked()).toBe(true);
    expect(await matchBox.isChecked()).toBe(true);

    await matchBox.uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Your preferences have been updated').waitFor();
    expect(await copyOf(sender.listID, sender.idToken)).toContain(reader);
    expect(await copyOf(second.body.id, sender.idToken)).not.toContain(reader);

    await page.getByRole('button', { name: 'Manage Preferences' }).click();
    await page.getByRole('button', { name: 'Unsubscribe All' }).click();
    await page.getByText('Unsubscribed from all lists.').waitFor();
    expect(await copyOf(sender.listID, sender.idToken)).not.toContain(reader);
    expect(await copyOf(second.body.id, sender.idToken)).not.toContain(reader);
  });
});
