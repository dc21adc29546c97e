/**
 * Journey: a sender with a Gmail mailbox sends a draft to a list of 1,200
 * over three days, in batches of 50 (Gmail takes 500 recipients a day). An
 * editor of the team shares the send; a reader opts out mid-send and leaves
 * the batches not yet sent; a newcomer is offered as a last batch; the last
 * mark logs the email sent to everyone it went to. The browser's clock moves
 * a day at a time; the server keeps its own.
 */
import { MAILTO_MAX } from '@listkeep/common/src/send-plan';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { stackStore } from '../functions/test/support/store';
import { readClipboard } from './support/browser';
import { draftEmail, joinAs, newOwner, openEmail, openTab, type SignedIn } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscriber, addSubscribers } from './support/seed';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'send', tier: 'scale' });

const LIST = Array.from({ length: 1200 }, (_, i) => `reader${String(i).padStart(4, '0')}@example.org`);
const SUBJECT = 'Winter programme';
const DAY_MS = 86_400_000;

async function openSend(page: Page): Promise<Locator> {
  await openTab(page, 'emails');
  const detail = await openEmail(page, SUBJECT);
  await detail.getByRole('button', { name: 'Send', exact: true }).click();
  const view = page.getByTestId('send-dialog');
  await view.getByTestId('send-batches').waitFor();
  return view;
}

const batch = (view: Locator, n: number) => view.locator(`[data-batch="${n}"]`);

async function markSent(view: Locator, n: number): Promise<void> {
  await batch(view, n).getByRole('button', { name: 'Mark as sent' }).click();
  await batch(view, n).getByTestId('batch-marked').waitFor();
}

/** Moves the browser's clock to `days` after the journey began and reopens the send. */
async function dayLater(sender: SignedIn, start: number, days: number): Promise<Locator> {
  await sender.page.clock.setSystemTime(start + days * DAY_MS);
  return openSend(sender.page);
}

describe('a send in batches', () => {
  test('spreads 1,200 over three Gmail days, shared, with an opt-out and a newcomer', async ({ owner, browser }) => {
    const { page } = owner;
    await addSubscribers(owner, LIST, owner.listID);
    const start = Date.now();
    await page.clock.install({ time: start });
    await openTab(page, 'emails');
    await draftEmail(page, SUBJECT, 'Track nights start on Tuesday.\nBring a head torch.');
    let view = await openSend(page);

    const summary = view.getByTestId('send-summary');
    await expectLocator(summary).toHaveText(
      'Today: 0 of 500 with Gmail. 10 batches fit today. The next 10 batches are for tomorrow, 4 more batches after that.',
    );
    await expectLocator(view.getByTestId('send-batch')).toHaveCount(24);
    await expectLocator(batch(view, 11).getByTestId('batch-plan')).toHaveText('50 addresses · for tomorrow');
    await saveShot(view, 'send-view-desktop');

    // A batch goes to Bcc whole: copied, or in a mailto: that every mail program opens.
    await batch(view, 1).getByRole('button', { name: 'Copy addresses' }).click();
    const copied = (await readClipboard(page)).split(', ');
    expect(copied).toHaveLength(50);
    expect(copied.every((address) => LIST.includes(address))).toBe(true);
    for (const link of await view.getByRole('link', { name: 'Open in mail app' }).all()) {
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith('mailto:?bcc=')).toBe(true);
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX);
    }
    const gmail = new URL((await batch(view, 1).getByRole('link', { name: 'Open in Gmail' }).getAttribute('href'))!);
    expect(gmail.searchParams.get('bcc')!.split(',')).toEqual(expect.arrayContaining(copied));
    expect(gmail.searchParams.get('su')).toBe(SUBJECT);
    // The body ends with the footer as text, so a mail opened from here has a working unsubscribe link.
    expect(gmail.searchParams.get('body')).toMatch(
      /^Track nights start on Tuesday\.\nBring a head torch\.\n\n[^]*Unsubscribe: http:\/\/[^/]+\/l\/[A-Za-z0-9]{10}/,
    );

    for (let n = 1; n <= 10; n++) await markSent(view, n);
    await expectLocator(summary).toHaveText(
      'Today: 500 of 500 with Gmail. The next 10 batches are for tomorrow, 4 more batches after that.',
    );
    // Sending more today is the sender's call: they are warned, not stopped.
    await batch(view, 12).getByRole('button', { name: 'Copy addresses' }).click();
    await page.getByText(/Sending this batch today takes you to 550 of 500 recipients with Gmail/).waitFor();
    expect((await readClipboard(page)).split(', ')).toHaveLength(50);

    // An editor opens the same send on their own device and sends batch 11 today.
    const editor = await newOwner(browser, 'send-editor');
    await joinAs(editor, owner.teamID, 'admin');
    const theirs = await openSend(editor.page);
    await expectLocator(batch(theirs, 3).getByTestId('batch-marked')).toContainText('marked by send owner');
    await markSent(theirs, 11);
    // The owner's open send shows it marked, and by whom, without a reload.
    await expectLocator(batch(view, 11).getByTestId('batch-marked')).toContainText('marked by send-editor owner');
    await expectLocator(batch(view, 11).getByRole('button', { name: 'Mark as sent' })).toHaveCount(0);

    // A reader of batch 15 opts out before it goes; someone new joins.
    const leaver = (await batch(view, 15).getByRole('link', { name: 'Open in mail app' }).getAttribute('href'))!
      .slice('mailto:?bcc='.length)
      .split('&')[0]
      .split(',')
      .map(decodeURIComponent)[0];
    await optOut(owner, leaver);
    await addSubscriber(owner, 'newcomer@example.net', [owner.listID]);

    // Day two.
    view = await dayLater(owner, start, 1);
    await expectLocator(summary).toHaveText(
      'Today: 0 of 500 with Gmail. 10 batches fit today. The next 3 batches are for tomorrow.',
    );
    await expectLocator(batch(view, 15).getByTestId('batch-plan')).toHaveText(
      '49 addresses (1 left the list) · for today',
    );
    await expectLocator(view.getByTestId('send-joined')).toContainText(
      '1 person joined the list since this send began.',
    );
    await view.getByRole('button', { name: 'Add them as a last batch' }).click();
    await expectLocator(batch(view, 25)).toContainText('Joined since');
    for (let n = 12; n <= 21; n++) await markSent(view, n);
    await expectLocator(view.getByTestId('send-summary')).toHaveText(
      'Today: 499 of 500 with Gmail. The next 4 batches are for tomorrow.',
    );

    // Day three: the rest, and the email is logged sent.
    view = await dayLater(owner, start, 2);
    for (let n = 22; n <= 24; n++) await markSent(view, n);
    await batch(view, 25).getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByText('All batches sent: the email is logged as sent to 1,200 recipients.').waitFor();
    await expectLocator(view.getByTestId('send-progress')).toContainText('25 of 25 batches sent, to 1,200 recipients.');
    await page.keyboard.press('Escape');
    await eventually(
      async () => (await page.getByTestId('email-row').locator('td').nth(2).textContent()) ?? '',
    ).not.toMatch(/Sending|Not sent/);
  });

  test('fits a phone', async ({ owner }) => {
    const { page } = owner;
    await page.setViewportSize({ width: 390, height: 844 });
    const view = await openSend(page);
    await saveShot(page, 'send-view-phone');
    await expectLocator(view.getByTestId('send-progress')).toContainText('25 of 25 batches sent');
  });
});

/** The reader leaves by the one-click link of a mail, as their mail app would. */
async function optOut(owner: SignedIn, address: string): Promise<void> {
  const found = await stackStore()
    .collection('subscribers')
    .where('teamID', '==', owner.teamID)
    .where('subscriberEmail', '==', address)
    .get();
  const link = {
    type: 'unsubscribe',
    newsletterID: owner.listID,
    teamID: owner.teamID,
    subscriberID: found.docs[0].id,
  };
  const made = await post('/link', link, owner.idToken);
  const answer = await post(`/oneClickUnsubscribe/${made.body.linkID as string}`, { 'List-Unsubscribe': 'One-Click' });
  if (answer.status !== 200) throw new Error(`one-click unsubscribe answered ${answer.status}`);
}
