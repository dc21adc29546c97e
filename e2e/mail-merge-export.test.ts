/**
 * Journey: a sender exports a list for mail merge and reads the file back;
 * one reader opens their Unsubscribe URL in the browser and leaves with one
 * button, another's mail app POSTs `List-Unsubscribe=One-Click` to theirs
 * (RFC 8058). The sender's next copy of the list holds neither.
 */
import { readFile } from 'node:fs/promises';
import { MAIL_MERGE_COLUMNS } from '@listkeep/common/src/mail-merge';
import Papa from 'papaparse';
import { describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { uniqueEmail } from './support/browser';
import { openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscriber, listCopy } from './support/seed';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'merge', tier: 'core' });

const ada = uniqueEmail('merge-ada');
const clicker = uniqueEmail('merge-clicker');
const poster = uniqueEmail('merge-poster');

/** The file's rows by address, read as a spreadsheet would. */
let rows: Map<string, string[]>;
let secondListID: string;

describe('export for mail merge', () => {
  test('downloads a file with each subscriber’s own links, and says until when they work', async ({ owner }) => {
    const { page } = owner;
    const second = await post('/newsletters', { newsletterName: 'Merge Second', teamID: owner.teamID }, owner.idToken);
    expect(second.status).toBe(201);
    secondListID = second.body.id as string;
    // The clicker is on two lists: their link's page still leaves one list with one button.
    await addSubscriber(owner, clicker, [owner.listID, secondListID]);
    await addSubscriber(owner, poster, [owner.listID]);
    await page.reload();
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const form = page.getByTestId('subscriber-dialog');
    await form.getByLabel('Email').fill(ada);
    await form.getByLabel('Name').fill('Ada King Lovelace');
    await form.getByRole('button', { name: 'Add subscriber' }).click();
    await form.waitFor({ state: 'detached' });
    await expectLocator(page.getByTestId('subscriber-row')).toHaveCount(3);

    await saveShot(page.locator('.toolbar'), 'mail-merge-toolbar-desktop');
    await page.getByRole('button', { name: 'Export for mail merge' }).click();
    const dialog = page.getByTestId('mail-merge-dialog');
    await expectLocator(dialog).toContainText('sends one message per person');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'mail-merge-dialog-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
    await expectLocator(dialog.getByTestId('mail-merge-validity')).toContainText('work for 60 days, until');
    await saveShot(page, 'mail-merge-dialog-desktop');
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('mail-merge-submit').click()]);
    await page.getByText(/Mail merge file downloaded\. Its links work until /).waitFor();
    expect(file.suggestedFilename()).toMatch(/^mail-merge-merge-owner-s-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);

    const text = await readFile(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(header).toEqual([...MAIL_MERGE_COLUMNS]);
    rows = new Map(body.map((row) => [row[0], row]));
    expect([...rows.keys()].sort()).toEqual([ada, clicker, poster].sort());
    expect(rows.get(ada)!.slice(1, 3)).toEqual(['Ada King Lovelace', 'Ada']);
    expect(rows.get(poster)!.slice(1, 3)).toEqual(['', '']);
    for (const row of body) {
      expect(row[3]).toMatch(/\/api\/oneClickUnsubscribe\/[A-Za-z0-9_-]{22}$/);
      expect(row[4]).toMatch(/\/link\/manage\/[A-Za-z0-9_-]{22}$/);
    }
  });

  test('a reader leaves with one button on the page their Unsubscribe URL opens', async ({ owner, browser }) => {
    const recipient = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await recipient.newPage();
      await page.goto(rows.get(clicker)![3]);
      await page.waitForURL(/\/link\/unsub\/[A-Za-z0-9_-]{22}$/);
      await page.getByText(clicker).waitFor();
      await page.getByText("Stop receiving merge owner's Newsletter?").waitFor();
      await saveShot(page, 'mail-merge-unsubscribe-phone', true);
      await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
      await page.getByText("You will no longer receive merge owner's Newsletter.").waitFor();
    } finally {
      await recipient.close();
    }
    expect(await listCopy(owner, owner.listID)).not.toContain(clicker);
    // One button left the link's list alone.
    expect(await listCopy(owner, secondListID)).toEqual([clicker]);
  });

  test('a mail app unsubscribes another reader with one POST to their Unsubscribe URL', async ({ owner }) => {
    const res = await fetch(rows.get(poster)![3], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await listCopy(owner, owner.listID)).sort()).toEqual([ada]);

    // The next export holds the one still on the list.
    const { page } = owner;
    await page.getByRole('button', { name: 'Export for mail merge' }).click();
    const dialog = page.getByTestId('mail-merge-dialog');
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('mail-merge-submit').click()]);
    const text = await readFile(await file.path(), 'utf8');
    const [, ...body] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(body.map((row) => row[0])).toEqual([ada]);
  });
});
