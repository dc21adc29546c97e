/**
 * A recipient's journey through the public link pages against the real
 * stack: subscribe from /link/sub and confirm through the link mailed to
 * them, unsubscribe through another mailed link (both read from the SMTP
 * sink), come back, and manage two lists, where a list left is joined again
 * only once the mailbox confirms (the link being the sender's). After each
 * step the sender's next copy of the list shows the change. The pages are the
 * sender's: its public name on top, in the reader's own colour scheme.
 */
import {
  KEPT_BY,
  MANAGE_PREFERENCES,
  PREFERENCES_CONFIRMED,
  PREFERENCES_UPDATED,
  UNSUBSCRIBED_ALL,
  UNSUBSCRIBE_AGAIN,
  awaitingConfirmationText,
  welcomeBackText,
} from '@listkeep/common/src/web/link-pages';
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { linkIDIn, mailsTo } from '../functions/test/support/mail';
import { uniqueEmail, url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { confirmFromMail, confirmPathFor, setPublicOrgName, submitAddress } from './support/recipient';
import { addSubscriber, listCopy, manageLink, newSender } from './support/seed';

describe('recipient link pages', () => {
  test('subscribes, unsubscribes through the mailed link, and resubscribes', async ({ page }) => {
    const sender = await newSender(['Parish Notes']);
    const [listID] = sender.listIDs;
    const copy = () => listCopy(sender, listID);
    const reader = uniqueEmail('reader');

    await page.goto(url(`/link/sub?newsletterID=${listID}`));
    await page.getByRole('heading', { name: 'Subscribe' }).waitFor();
    // A team with no public name goes by its list's name; Listkeep keeps to the foot of the page.
    await expectLocator(page.getByTestId('link-sender')).toHaveText('Parish Notes');
    await page.getByText('Parish Notes', { exact: true }).waitFor();
    expect(await page.title()).toBe('Subscribe · Parish Notes');
    await expectLocator(page.getByRole('contentinfo')).toContainText(`${KEPT_BY} Listkeep`);
    expect(await page.locator('header.nav').count()).toBe(0);
    await submitAddress(page, 'not-an-address');
    await page.getByText('Please enter a valid email address.').waitFor();
    await submitAddress(page, reader);
    await page.getByText(checkInboxToConfirmText('Parish Notes')).waitFor();
    // Nobody joins from the page alone: the mailed link confirms, opening it does not.
    expect(await copy()).not.toContain(reader);
    await page.goto(url(await confirmPathFor(reader)));
    await page.getByText('Parish Notes', { exact: true }).waitFor();
    expect(await copy()).not.toContain(reader);
    await confirmFromMail(page, reader, 'Parish Notes');
    expect(await copy()).toContain(reader);

    await page.goto(url(`/link/unsub?newsletterID=${listID}`));
    await submitAddress(page, reader);
    await page.getByText('Check your inbox').waitFor();
    const mail = (await mailsTo(reader, 2)).find((m) => m.subject.startsWith('Confirm your unsubscribe'))!;
    expect(mail.subject).toContain('Parish Notes');
    // Asking is not leaving: the address stays until the mailed link is used.
    expect(await copy()).toContain(reader);

    await page.goto(url(`/link/unsub/${linkIDIn(mail)}`));
    await page.getByText(reader).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByText(UNSUBSCRIBED_ALL).waitFor();
    await page.getByRole('heading', { name: PREFERENCES_CONFIRMED }).waitFor();
    expect(await copy()).not.toContain(reader);

    // Manage Preferences goes back to the page's choice, which now offers the list again.
    await page.getByRole('button', { name: MANAGE_PREFERENCES }).click();
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByRole('heading', { name: welcomeBackText('Parish Notes') }).waitFor();
    await page.getByText(PREFERENCES_UPDATED, { exact: true }).waitFor();
    expect(await copy()).toContain(reader);

    await page.getByRole('button', { name: UNSUBSCRIBE_AGAIN }).click();
    await page.getByRole('heading', { name: PREFERENCES_CONFIRMED }).waitFor();
    await page.getByText(UNSUBSCRIBED_ALL).waitFor();
    expect(await copy()).not.toContain(reader);
  });

  test('manages two lists: saves a choice, then unsubscribes from all', async ({ page }) => {
    const sender = await newSender(['Club News', 'Match Reports'], 'core');
    const [club, match] = sender.listIDs;
    const reader = uniqueEmail('member');
    const linkID = await manageLink(sender, club, await addSubscriber(sender, reader, [club, match]));

    await page.goto(url(`/link/manage/${linkID}`));
    await page.getByText('Manage Your Subscriptions').waitFor();
    const clubBox = page.getByRole('checkbox', { name: 'Club News' });
    const matchBox = page.getByRole('checkbox', { name: 'Match Reports' });
    await expectLocator(clubBox).toBeChecked();
    await expectLocator(matchBox).toBeChecked();

    await matchBox.uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('heading', { name: PREFERENCES_CONFIRMED }).waitFor();
    await page.getByText(PREFERENCES_UPDATED, { exact: true }).waitFor();
    await page.getByText('You are subscribed to: Club News.').waitFor();
    expect(await listCopy(sender, club)).toContain(reader);
    expect(await listCopy(sender, match)).not.toContain(reader);

    await page.getByRole('button', { name: MANAGE_PREFERENCES }).click();
    await expectLocator(clubBox).toBeChecked();
    await expectLocator(matchBox).toBeChecked(false);
    await page.getByRole('button', { name: 'Unsubscribe All' }).click();
    await page.getByText(UNSUBSCRIBED_ALL).waitFor();
    await page.getByText('You are not subscribed to any list.').waitFor();
    expect(await listCopy(sender, club)).not.toContain(reader);
    expect(await listCopy(sender, match)).not.toContain(reader);

    // The sender made this link, so ticking a list left again waits for the reader's mailbox.
    await page.getByRole('button', { name: MANAGE_PREFERENCES }).click();
    await clubBox.check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText(awaitingConfirmationText(['Club News'])).waitFor();
    // Nothing else changed: the choices stay, the list unticked until the mailbox confirms.
    await expectLocator(clubBox).toBeChecked(false);
    expect(await listCopy(sender, club)).not.toContain(reader);
    await confirmFromMail(page, reader, 'Club News');
    expect(await listCopy(sender, club)).toContain(reader);
    expect(await listCopy(sender, match)).not.toContain(reader);
  });

  test('is the sender’s page, in the reader’s own colour scheme', async ({ browser }) => {
    const sender = await newSender(['Parish Notes']);
    await setPublicOrgName(sender, 'St Anne’s Parish', 'Parish office');
    const path = `/link/sub?newsletterID=${sender.listIDs[0]}`;
    const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

    const light = await browser.newContext({ colorScheme: 'light' });
    const page = await light.newPage();
    await page.goto(url(path));
    await expectLocator(page.getByTestId('link-sender')).toHaveText('St Anne’s Parish');
    // The list keeps its own name under the heading; the team's own name is never shown.
    await page.getByText('Parish Notes', { exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Parish office');
    expect(await page.title()).toBe('Subscribe · St Anne’s Parish');
    expect(await theme(page)).toBe('light');
    // It follows the reader when the preference changes while the page is open.
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() => theme(page)).toBe('dark');
    await light.close();

    // A stored theme of the app does not decide a recipient's page.
    const dark = await browser.newContext({ colorScheme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto(url('/'));
    await darkPage.evaluate(() => localStorage.setItem('settings', JSON.stringify({ theme: 'light' })));
    await darkPage.goto(url(path));
    await darkPage.getByTestId('link-sender').waitFor();
    expect(await theme(darkPage)).toBe('dark');
    await dark.close();
  });
});
