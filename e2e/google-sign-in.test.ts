/**
 * Google sign-in on the local stack: the Google button signs into an Auth
 * emulator account, a new account goes through onboarding and, being
 * verified by Google, sees no verify-email banner.
 */
import { describe } from 'vitest';
import { uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { completeOnboarding, signUpWithGoogle } from './support/sign-up';

const email = uniqueEmail('google');

describe('Google sign-in', () => {
  test('signs a new Google account up and onboards it', async ({ page }) => {
    await signUpWithGoogle(page, email, 'Gail Google');
    await completeOnboarding(page, 'Gail Google');
    // Once the dashboard shows the newsletter, its warnings are in.
    await expectLocator(page.getByTestId('newsletter-select').locator('option:checked')).toHaveText(
      "Gail Google's Newsletter",
    );
    await expectLocator(page.getByText('Please verify your email.')).toHaveCount(0);
  });

  test('logs the same Google account back in to its dashboard', async ({ page }) => {
    await page.getByRole('button', { name: 'Log Out' }).first().click();
    await page.waitForURL(url('/'));
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Log In with Google' }).click();
    await page.getByTestId('local-google').getByLabel('Google email').fill(email);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText("Gail Google's Newsletter").first().waitFor({ state: 'attached' });
  });
});
