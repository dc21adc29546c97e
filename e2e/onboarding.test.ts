/**
 * Journey: a new account in the onboarding wizard sees only the menu entries
 * that work before onboarding ends, and keeps what it typed across a reload.
 */
import { describe, expect } from 'vitest';
import { uniqueEmail } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { signUp } from './support/sign-up';

const NAME = 'Anne-Marie Quill';

describe('onboarding', () => {
  journey('offers no menu entry that would lead back to the wizard', async ({ page }) => {
    await signUp(page, uniqueEmail('onboarding'));
    const menu = page.getByRole('navigation', { name: 'Main' }).first();
    await page.getByTestId('welcome-wizard').waitFor();
    for (const name of ['Dashboard', 'Account', 'Pricing', 'FAQ']) {
      await expectLocator(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expectLocator(page.getByRole('button', { name: 'Info' })).toHaveCount(0);
    await expectLocator(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Log Out' }).waitFor();
  });

  journey('keeps the typed names across a reload until the step is saved', async ({ page }) => {
    const wizard = page.getByTestId('welcome-wizard');
    await wizard.getByRole('button', { name: "Let's go!" }).click();
    await page.getByLabel('Your name').fill(NAME);
    await page.getByLabel('Newsletter name').fill('Quill Parish Notes');
    await page.reload();
    await expectLocator(page.getByLabel('Your name')).toHaveValue(NAME);
    await expectLocator(page.getByLabel('Newsletter name')).toHaveValue('Quill Parish Notes');

    await wizard.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-testid="welcome-wizard"][data-step="dashboard"]').waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('welcomeDraft')))).toEqual(
      [],
    );
  });

  journey('shows the whole menu once onboarding is done', async ({ page }) => {
    const wizard = page.getByTestId('welcome-wizard');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await page.locator('[data-testid="welcome-wizard"][data-step="plan"]').waitFor();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    const menu = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of ['Dashboard', 'Account', 'Pricing', 'FAQ']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
  });
});
