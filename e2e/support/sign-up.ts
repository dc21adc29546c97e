/**
 * Signing up and logging in as a person does: the login card (by password or
 * with the local Google chooser) and the onboarding wizard.
 */
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, url } from './browser';

/** Signs up through the login card; resolves on the onboarding wizard. */
export async function signUp(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto(url('/login'));
  const form = page.getByTestId('login-form');
  if ((await form.getAttribute('data-mode')) !== 'signup') {
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(/\/welcome/, { timeout: 30_000 });
}

/**
 * Logs in through the login card by password and submits; the caller waits
 * for what follows (the dashboard, or the card's error).
 */
export async function logIn(
  page: Page,
  email: string,
  password = TEST_PASSWORD,
  loginUrl = url('/login'),
): Promise<void> {
  await page.goto(loginUrl);
  const form = page.getByTestId('login-form');
  if ((await form.getAttribute('data-mode')) !== 'login') {
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Signs a new Google account up through the local stack's chooser; resolves on the onboarding wizard. */
export async function signUpWithGoogle(page: Page, email: string, displayName: string): Promise<void> {
  await page.goto(url('/login'));
  await page.getByRole('button', { name: 'Sign Up with Google' }).click();
  const chooser = page.getByTestId('local-google');
  await chooser.getByLabel('Google email').fill(email);
  await chooser.getByLabel('Google display name').fill(displayName);
  await chooser.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(/\/welcome/);
}

/** Walks the wizard without invites and lands on the dashboard. */
export async function completeOnboarding(page: Page, name: string): Promise<void> {
  const wizard = page.getByTestId('welcome-wizard');
  await wizard.getByRole('button', { name: "Let's go!" }).click();
  await page.getByLabel('Your name').fill(name);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="welcome-wizard"][data-step="dashboard"]').waitFor();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="welcome-wizard"][data-step="plan"]').waitFor();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-testid="welcome-wizard"][data-step="go"]').waitFor();
  await wizard.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
}
