/**
 * Live team data (docs/product.md §4): what a reader or a teammate does shows
 * on the owner's open dashboard without a reload. The reader has a browser of
 * their own: they sign up on the public page and confirm from their mailbox,
 * then follow a tracked link of a logged email; then a colleague accepts an
 * invitation. Each time the owner's page stays the same document.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { get, post } from '../functions/test/support/api';
import { markEmailVerified, signUp } from '../functions/test/support/auth-emulator';
import { uniqueEmail, url } from './support/browser';
import { openEmail, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail, confirmPathFor, submitAddress } from './support/recipient';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'live-team', tier: 'group', emails: ['Harvest news'] });

/** Marks the page's document, so that a reload is seen: a new document has no mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** How long the owner's page took to show a change, for the log: the journeys assert no times. */
async function shows(what: string, check: () => Promise<void>): Promise<void> {
  const from = Date.now();
  await check();
  console.log(`live team data: ${what} showed after ${Date.now() - from} ms`);
}

describe('live team data', () => {
  test("shows a reader's confirmed sign-up on the owner's open subscriber list", async ({ owner, freshPage }) => {
    const { page } = owner;
    await openTab(page, 'subscribers');
    await page.getByTestId('newsletter-select').waitFor();
    await markDocument(page);

    const reader = uniqueEmail('live-reader');
    await freshPage.goto(url(`/link/sub?newsletterID=${owner.listID}`));
    await submitAddress(freshPage, reader);
    await eventually(() => confirmPathFor(reader).catch(() => null)).not.toBeNull();
    await confirmFromMail(freshPage, reader);

    await shows('a confirmed sign-up', () =>
      expectLocator(page.getByTestId('subscriber-row').filter({ hasText: reader })).toHaveCount(1),
    );
    expect(await sameDocument(page)).toBe(true);
    await saveShot(page, 'live-team-subscribers');
  });

  test("shows a reader's click on the owner's open email", async ({ owner, freshPage }) => {
    const { page } = owner;
    await openTab(page, 'emails');
    const detail = await openEmail(page, 'Harvest news');
    const counts = detail.locator('dl');
    await eventually(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Clicks0');
    await markDocument(page);

    const emails = await get(`/getDashboardItem?type=emails&teamID=${owner.teamID}`, owner.idToken);
    const emailID = (emails.body.data as { id: string }[])[0].id;
    const footer = new URLSearchParams({ type: 'subscribe', newsletterID: owner.listID, emailID });
    await freshPage.goto(url(`/api/link?${footer}`));
    await freshPage.getByLabel('Email address').waitFor();

    await shows('a click', () =>
      eventually(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Clicks1'),
    );
    expect(await sameDocument(page)).toBe(true);
  });

  test("shows a colleague's accepted invitation on the owner's open team list", async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'team');
    await page.getByTestId('team-user-row').first().waitFor();
    await markDocument(page);

    const colleague = await markEmailVerified(await signUp(uniqueEmail('live-colleague')));
    expect((await get('/getUserData', colleague.idToken)).status).toBe(200);
    const invite = { teamID: owner.teamID, email: colleague.email, role: 'editor' };
    expect((await post('/inviteTeamUser', invite, owner.idToken)).status).toBe(201);
    const row = page.locator(`[data-testid="team-user-row"][data-email="${colleague.email}"]`);
    await shows('an invitation sent from elsewhere', () => expectLocator(row).toContainText('Pending'));

    const answer = await post('/acceptTeamInvite', { teamID: owner.teamID, accept: true }, colleague.idToken);
    expect(answer.status).toBe(200);
    await shows('an accepted invitation', () => eventually(() => row.textContent()).not.toContain('Pending'));
    await expectLocator(row).toContainText('Editor');
    expect(await sameDocument(page)).toBe(true);
  });
});
