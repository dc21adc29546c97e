/**
 * Shared helpers of the browser journeys and the screenshot script: the base
 * URL, a Chromium launched the way this machine allows, and unique accounts.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = (process.env.LISTKEEP_WEB_BASE ?? 'http://127.0.0.1:5000').replace(/\/$/, '');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export function url(path: string): string {
  return BASE_URL + path;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const TEST_PASSWORD = 'correct-horse-battery-9';

/** True when the stack answers at BASE_URL. */
export async function stackIsUp(): Promise<boolean> {
  try {
    const response = await fetch(url('/api/getVersion'), { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Fails the journey file when the stack is not answering: a journey that
 * cannot run is a failure, never a quiet skip.
 */
export async function requireStack(journey: string): Promise<void> {
  if (!(await stackIsUp())) {
    throw new Error(
      `${journey} needs the local stack at ${url('/')}: run \`npm run test:stack\`, or \`npm start\` in another terminal first`,
    );
  }
}

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
