/**
 * A recipient's journey through the public link pages against the real
 * stack: subscribe from /link/sub and confirm through the link mailed to
 * them, unsubscribe through another mailed link (both read from the SMTP
 * sink), come back, and manage two lists. After each
 * step the sender's next copy of the list shows the change.
 */
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import { describe, expect } from 'vitest';
import { linkIDIn, mailsTo } from '../functions/test/support/mail';
import { uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { confirmFromMail, confirmPathFor, submitAddress } from './support/recipient';
import { addSubscriber, listCopy, manageLink, newSender } from './support/seed';

describe('recipient link pages', () => {
  test('subscribes, unsubscribes through the mailed link, and resubscribes', async ({ page }) => {
    const sender = await newSender(['Parish Notes']);
    const [listID] = sender.listIDs;
    const copy = () => listCopy(sender, listID);
    const reader = uniqueEmail('reader');

    await page.goto(url(`/link/sub?newsletterID=${listID}`));
    await page.getByRole('heading', { name: 'Subscribe' }).waitFor();
    await page.getByText('Parish Notes', { exact: true }).waitFor();
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
    await page.getByText('Unsubscribed from all lists.').waitFor();
    expect(await copy()).not.toContain(reader);

    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByText('Welcome back to the Parish Notes').waitFor();
    expect(await copy()).toContain(reader);
    await page.getByRole('button', { name: 'Unsubscribe Again' }).waitFor();
  });

  test('manages two lists: saves a choice, then unsubscribes from all', async ({ page }) => {
    const sender = await newSender(['Club News', 'Match Reports'], 'solo');
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
    await page.getByText('Your preferences have been updated').waitFor();
    expect(await listCopy(sender, club)).toContain(reader);
    expect(await listCopy(sender, match)).not.toContain(reader);

    await page.getByRole('button', { name: 'Manage Preferences' }).click();
    await page.getByRole('button', { name: 'Unsubscribe All' }).click();
    await page.getByText('Unsubscribed from all lists.').waitFor();
    expect(await listCopy(sender, club)).not.toContain(reader);
    expect(await listCopy(sender, match)).not.toContain(reader);
  });
});
