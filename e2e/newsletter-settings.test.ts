/**
 * Journey: an owner edits a newsletter's settings (blocking subscribes makes
 * it private), cannot delete the only newsletter, and deletes a second one.
 */
import { describe, expect } from 'vitest';
import { createNewsletter, openTab, setTier } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'settings' });

describe('newsletter settings', () => {
  test('couples blockSubscribes and private, and saves', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    const priv = page.getByRole('checkbox', { name: 'Private' });
    const block = page.getByRole('checkbox', { name: 'Block new subscribes' });
    await block.check();
    await expectLocator(priv).toBeChecked();
    await priv.uncheck();
    await expectLocator(block).toBeChecked(false);
    await block.check();
    await page.getByLabel('Description').fill('Parish news, every Sunday.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('tab-newsletter').waitFor();
    await expectLocator(page.getByLabel('Description')).toHaveValue('Parish news, every Sunday.');
    await expectLocator(block).toBeChecked();
    await expectLocator(priv).toBeChecked();
  });

  test('cannot delete the only newsletter', async ({ owner: { page } }) => {
    await expectLocator(page.getByTestId('delete-newsletter')).toBeDisabled();
  });

  test('says the plan limit when New newsletter meets it, then creates and deletes a second one', async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'lists');
    // Nothing is said of the limit until it is in the way.
    await expectLocator(page.getByTestId('list-limit-note')).toHaveCount(0);
    await page.getByRole('button', { name: 'New newsletter' }).click();
    const note = page.getByTestId('list-limit-note');
    await expectLocator(note).toHaveText('The Starter plan allows 1 list. Upgrade to Core to add more.');
    expect(await note.getByRole('link', { name: 'Upgrade to Core' }).getAttribute('href')).toBe('/pricing?for=lists-2');
    await expectLocator(page.getByRole('dialog')).toHaveCount(0);
    await setTier(owner.teamID, 'core');
    await page.reload();
    await page.getByTestId('tab-lists').waitFor();
    await createNewsletter(page, 'Youth Group');
    await expectLocator(page.getByLabel('Newsletter name')).toHaveValue('Youth Group');

    await page.getByTestId('delete-newsletter').click();
    await page.getByRole('button', { name: 'Delete newsletter' }).last().click();
    await page.getByText('Newsletter deleted', { exact: true }).waitFor();
    await page.getByTestId('tab-lists').waitFor();
    await expectLocator(page.getByTestId('newsletter-card')).toHaveCount(1);
  });
});
