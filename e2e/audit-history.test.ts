/**
 * Journey: a Group owner adds a subscriber, the subscriber leaves through a
 * personal link and signs up again on the public subscribe page, and the
 * owner's History of the subscriber shows each step, newest first. On the
 * Starter plan the History explains that the plan lacks it, with the way to
 * upgrade for the owner and a word to ask the owner for a viewer. Addresses at
 * an international domain, typed in the add dialog and on the subscribe page,
 * are kept as typed.
 */
import { consentSourceText, CONSENT_KIND_LABELS, CONSENT_SOURCES } from '@listkeep/common/src/consent-sources';
import { emailDeliveryNote } from '@listkeep/common/src/email';
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readClipboard, uniqueEmail, url } from './support/browser';
import { openTab, setTier } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail, submitAddress } from './support/recipient';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'history', tier: 'group' });

const row = (page: Page, email: string) => page.getByTestId('subscriber-row').filter({ hasText: email });

async function openHistory(page: Page, email: string) {
  await row(page, email)
    .getByRole('button', { name: `History of ${email}` })
    .click();
  return page.getByTestId('subscriber-history-dialog');
}

describe('subscriber history', () => {
  const reader = uniqueEmail('history-reader');

  test('shows each subscribe and unsubscribe of a subscriber, newest first', async ({ owner }) => {
    const { page, listID } = owner;
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const form = page.getByTestId('subscriber-dialog');
    await form.getByLabel('Email').fill(reader);
    await form.getByRole('button', { name: 'Add subscriber' }).click();
    await form.waitFor({ state: 'detached' });

    // The reader leaves through a personal link the owner sent…
    await row(page, reader).getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('personal-links').getByRole('button', { name: 'Copy unsubscribe link' }).click();
    await page.getByText('Unsubscribe link copied to clipboard.').waitFor();
    const link = await readClipboard(page);
    await page.keyboard.press('Escape');
    const recipient = await owner.context.newPage();
    await recipient.goto(link);
    await recipient.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await recipient.getByText('Unsubscribed from all lists.').waitFor();

    // …and comes back on the list's public subscribe page.
    await recipient.goto(url(`/link/sub?newsletterID=${listID}`));
    await submitAddress(recipient, reader);
    await confirmFromMail(recipient, reader);
    await recipient.close();

    const dialog = await openHistory(page, reader);
    await expectLocator(dialog).toContainText(reader);
    const events = dialog.getByTestId('history-event');
    await expectLocator(events).toHaveCount(3);
    const listName = "history owner's Newsletter";
    // The personal link was the owner's, so leaving through it is the team's record; the sign-up is the reader's.
    const expected = [
      ['Subscribed', CONSENT_SOURCES.subscribePage, CONSENT_KIND_LABELS.recipient],
      ['Unsubscribed', CONSENT_SOURCES.teamLink, CONSENT_KIND_LABELS.team],
      ['Subscribed', CONSENT_SOURCES.dashboard, CONSENT_KIND_LABELS.team],
    ];
    for (const [i, [action, source, kind]] of expected.entries()) {
      const event = events.nth(i);
      await expectLocator(event.locator('.badge')).toHaveText(action);
      await expectLocator(event).toContainText(listName);
      await expectLocator(event.getByTestId('history-kind')).toHaveText(kind);
      await expectLocator(event).toContainText(consentSourceText(source));
      expect(await event.locator('time').textContent()).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    }
    await saveShot(page, 'history-dialog-desktop');
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'history-dialog-phone');
    await page.setViewportSize(size);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('keeps an address at an international domain as typed, and knows its ASCII form', async ({ owner }) => {
    const { page, listID } = owner;
    const local = uniqueEmail('ann').split('@')[0];
    const typed = `${local}@münchen.de`;
    await openTab(page, 'subscribers');
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const form = page.getByTestId('subscriber-dialog');
    await form.getByLabel('Email').fill(typed);
    await form.getByRole('button', { name: 'Add subscriber' }).click();
    await form.waitFor({ state: 'detached' });
    await expectLocator(row(page, typed)).toHaveCount(1);

    // The ASCII form is the same subscriber; a letter outside ASCII before the @ gets a note.
    await page.getByRole('button', { name: 'Add subscriber' }).click();
    const withUmlaut = `ömil-${local}@münchen.de`;
    await form.getByLabel('Email').fill(withUmlaut);
    await expectLocator(form.getByTestId('subscriber-email-note')).toHaveText(emailDeliveryNote(withUmlaut)!);
    await form.getByLabel('Email').fill(`${local.toUpperCase()}@XN--MNCHEN-3YA.DE`);
    await expectLocator(form.getByTestId('subscriber-email-note')).toHaveCount(0);
    await form.getByRole('button', { name: 'Add subscriber' }).click();
    await form.getByText('A subscriber with this email already exists for this newsletter.').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    // On the public page a reader types theirs, is told of the note, and joins as typed.
    const recipient = await owner.context.newPage();
    await recipient.goto(url(`/link/sub?newsletterID=${listID}`));
    await submitAddress(recipient, withUmlaut);
    await expectLocator(recipient.getByTestId('link-email-note')).toHaveText(emailDeliveryNote(withUmlaut)!);
    await confirmFromMail(recipient, withUmlaut);
    await recipient.close();
    await openTab(page, 'subscribers');
    await expectLocator(row(page, withUmlaut)).toHaveCount(1);
    await expectLocator(page.getByTestId('subscriber-row').filter({ hasText: 'xn--' })).toHaveCount(0);
  });

  test('on the Starter plan, tells the owner to upgrade and a viewer to ask the owner', async ({ owner, viewer }) => {
    await setTier(owner.teamID, 'starter');
    const notOnPlan = featureNotOnPlanMessage('auditHistory', 'starter');

    await openTab(owner.page, 'subscribers');
    const dialog = await openHistory(owner.page, reader);
    await expectLocator(dialog.getByTestId('history-not-on-plan')).toContainText(notOnPlan);
    await expectLocator(dialog.getByTestId('history-event')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Upgrade to Group' }).click();
    await owner.page.waitForURL(/\/pricing\?for=auditHistory$/);
    // The plans page marks the plan the prompt named, for what was asked.
    await expectLocator(owner.page.getByTestId('plan-group')).toContainText('Needed for subscriber histories');
    await expectLocator(owner.page.getByText('Recommended')).toHaveCount(0);

    await openTab(viewer.page, 'subscribers');
    const viewerDialog = await openHistory(viewer.page, reader);
    const note = viewerDialog.getByTestId('history-not-on-plan');
    await expectLocator(note).toContainText(notOnPlan);
    await expectLocator(note).toContainText('Ask the team owner to upgrade.');
    await expectLocator(viewerDialog.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  });
});
