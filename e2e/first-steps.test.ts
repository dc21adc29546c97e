/**
 * Journey: a new owner's first dashboard (Starter, one empty list) shows the
 * first steps, each with its button: the import opens the import dialog, the
 * link is copied, the email form opens. Each step reads done once done, and
 * the checklist goes when the team has subscribers and a logged email, or
 * when put away.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { uniqueEmail, url } from './support/browser';
import { importList, newOwner } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'first-steps' });

const checklist = (page: Page) => page.getByTestId('first-steps');
const step = (page: Page, key: string) => page.getByTestId(`first-step-${key}`);

async function openOverview(page: Page): Promise<void> {
  await page.goto(url('/dashboard?tab=overview'));
  await page.getByTestId('stat-total').waitFor();
}

async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, `${name}-phone`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveShot(page, `${name}-desktop`);
}

describe('the first dashboard', () => {
  test('walks a new owner through the first steps and then steps aside', async ({ owner: { page } }) => {
    await openOverview(page);
    await expectLocator(checklist(page).getByTestId('first-steps-count')).toHaveText('0 of 3 done');
    await expectLocator(checklist(page).getByTestId('first-step-done')).toHaveCount(0);
    await shootBoth(page, 'first-steps-new');

    // The link is copied, and the step stays done in this browser.
    await step(page, 'share').getByRole('button', { name: 'Copy link' }).click();
    await expectLocator(step(page, 'share').getByTestId('first-step-done')).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${url('/link/sub')}`.replaceAll('.', '\\.')));

    // The import step opens the import dialog itself.
    await step(page, 'import').getByRole('button', { name: 'Import your list' }).click();
    await page.getByTestId('import-dialog').waitFor();
    await importList(page, [uniqueEmail('first-a'), uniqueEmail('first-b')]);
    await openOverview(page);
    await expectLocator(checklist(page).getByTestId('first-steps-count')).toHaveText('2 of 3 done');
    await expectLocator(step(page, 'import').getByTestId('first-step-done')).toHaveCount(1);
    await expectLocator(step(page, 'share').getByTestId('first-step-done')).toHaveCount(1);
    await shootBoth(page, 'first-steps-two-done');

    // The last step opens the email form; once an email is logged, the checklist has done its work.
    await step(page, 'email').getByRole('button', { name: 'Log an email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').fill('Our first letter');
    await form.getByRole('checkbox', { name: 'Sent' }).check();
    await form.getByRole('button', { name: 'Log email' }).click();
    await form.waitFor({ state: 'detached' });
    await openOverview(page);
    await expectLocator(page.getByTestId('stat-emails').locator('.stat-value')).toHaveText('1');
    await expectLocator(checklist(page)).toHaveCount(0);
  });

  journey('can be put away before it is done', async ({ browser }) => {
    const { page, context } = await newOwner(browser, 'first-steps-away');
    try {
      await openOverview(page);
      await checklist(page).getByTestId('first-steps-dismiss').click();
      await expectLocator(checklist(page)).toHaveCount(0);
      await openOverview(page);
      await expectLocator(checklist(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
