/**
 * The browser side of the journeys and the screenshot scripts: the base URL,
 * a Chromium launched the way this machine allows, unique addresses, and the
 * check that the stack answers.
 */
import { randomInt } from 'node:crypto';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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

/**
 * The client address this process's browsers present, in X-Forwarded-For, as
 * the one proxy of a deployment would add it. The local stack takes a public
 * call's client from that header's first hop (functions/src/services/client-address.ts),
 * so journeys running side by side each spend their own per-client rate limits
 * instead of one shared budget, as visitors from different networks do. Drawn
 * from 198.18.0.0/15, the range set aside for such tests.
 */
export const CLIENT_ADDRESS = `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  // Every context, including the one browser.newPage() makes, comes from here.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options: BrowserContextOptions = {}) =>
    newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS, ...options.extraHTTPHeaders } });
  return browser;
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
 * Fails the journey when the stack is not answering: a journey that cannot
 * run is a failure, never a quiet skip.
 */
export async function requireStack(): Promise<void> {
  if (!(await stackIsUp())) {
    throw new Error(
      `The journeys need the local stack at ${url('/')}: run \`npm run test:stack\`, or \`npm start\` in another terminal first`,
    );
  }
}

/** What the page last copied (the context must grant clipboard-read). */
export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Waits until the app has taken over a pre-rendered page (web/public/held-input.js).
 * A journey that means to use the page as the app draws it waits for this;
 * typing into a textarea while React hydrates it can land beside the text React restores.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}
