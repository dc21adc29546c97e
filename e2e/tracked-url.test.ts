/**
 * Journey: a sender tracks a link to a page of their own from a logged email;
 * a reader who follows the tracked address lands on that page, and the click
 * is counted on the link and on the email. On the free plan the form is an
 * upgrade note instead.
 */
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { describe, expect } from 'vitest';
import { readClipboard, url } from './support/browser';
import { logEmail, openEmail, openTab, setTier } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'tracked-url' });
// A sender's page has a public name (common/src/url.ts); the reader's browser is answered for it offline.
const target = 'https://www.example.org/about';

describe('tracked links to a sender’s own page', () => {
  test('shows the free plan an upgrade note in place of the form', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    await logEmail(page, 'Autumn fair');

    const detail = await openEmail(page, 'Autumn fair');
    const note = detail.getByTestId('tracked-links-upgrade');
    await expectLocator(note).toContainText(featureNotOnPlanMessage('trackLinks', 'starter'));
    await expectLocator(note.getByRole('link')).toHaveAttribute('href', '/pricing?for=trackLinks');
    await expectLocator(detail.getByRole('button', { name: 'Track link' })).toHaveCount(0);
    await expectLocator(detail.getByRole('textbox')).toHaveCount(0);
  });

  test('tracks a URL, copies its address, and counts a reader’s click on the link and the email', async ({ owner }) => {
    const { page } = owner;
    await setTier(owner.teamID, 'core');
    await openTab(page, 'emails');
    let detail = await openEmail(page, 'Autumn fair');
    const links = detail.getByTestId('tracked-links');
    await links.getByLabel(/Paste a link to your own page/).fill(target);
    await expectLocator(links.getByTestId('tracked-destination')).toHaveText('Goes to: www.example.org');
    await links.getByRole('button', { name: 'Track link' }).click();
    await page.getByText('Tracked link copied to clipboard.').waitFor();
    const address = await readClipboard(page);
    expect(address).toMatch(new RegExp(`^${url('/l/').replace(/\./g, '\\.')}[A-Za-z0-9]{10}$`));
    const row = links.getByTestId('tracked-link');
    await expectLocator(row.getByRole('link')).toHaveAttribute('title', target);
    await expectLocator(row.getByTestId('tracked-link-clicks')).toHaveText('0 clicks');

    // The browser is sent on to the sender's page; offline, its host does not
    // resolve (and a route cannot answer a redirect's target), so the request
    // for it is what shows the reader got there.
    const reader = await owner.context.newPage();
    const onward = reader.waitForRequest((request) => request.url() === target);
    await reader.goto(address).catch(() => undefined);
    expect((await onward).url()).toBe(target);
    await reader.close();

    await page.reload();
    detail = await openEmail(page, 'Autumn fair');
    const counts = detail.locator('dl');
    await eventually(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Clicks1');
    await expectLocator(detail.getByTestId('tracked-link').getByTestId('tracked-link-clicks')).toHaveText('1 click');
    await saveShot(detail, 'tracked-url-dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'tracked-url-dialog-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    await detail.getByRole('button', { name: `Copy the tracked address of ${target}` }).click();
    await eventually(() => readClipboard(page)).toBe(address);
  });

  test('shows a viewer the links and their clicks, with Copy but no form and no Delete', async ({
    viewer: { page },
  }) => {
    await openTab(page, 'emails');
    const detail = await openEmail(page, 'Autumn fair');
    const row = detail.getByTestId('tracked-link');
    await expectLocator(row.getByTestId('tracked-link-clicks')).toHaveText('1 click');
    await expectLocator(row.getByRole('button')).toHaveTexts(['Copy']);
    await expectLocator(detail.getByRole('button', { name: 'Track link' })).toHaveCount(0);
    await expectLocator(detail.getByTestId('tracked-links-upgrade')).toHaveCount(0);
  });

  test('deletes a tracked link after a warning; its address then leads nowhere', async ({ owner: { page } }) => {
    const detail = page.getByTestId('email-detail-dialog');
    const address = await readClipboard(page);
    await detail.getByRole('button', { name: `Delete the tracked link to ${target}` }).click();
    const confirm = page.getByTestId('delete-tracked-link-dialog');
    await expectLocator(confirm).toContainText('also in emails already sent');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Tracked link deleted.').waitFor();
    await detail.getByText('No tracked links yet.').waitFor();
    const res = await fetch(address, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});
