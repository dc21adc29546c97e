/**
 * Assertions on what a page shows that read it again until it matches or the
 * time runs out, so a journey never races the page it has just changed.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { rowEmails } from './dashboard';

const TIMEOUT_MS = 10_000;
/** One read may wait this long for its element before the poll tries again. */
const READ_MS = 1_000;

const squeezed = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** `expect.poll` with the journeys' patience: for what is read elsewhere than from a locator. */
export function eventually<T>(read: () => Promise<T>, timeout = TIMEOUT_MS) {
  return expect.poll(read, { timeout });
}

export function expectLocator(locator: Locator, timeout = TIMEOUT_MS) {
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout, message: String(locator) });
  const read = { timeout: READ_MS };
  return {
    toHaveText: (text: string) => poll(() => locator.textContent(read)).toBe(text),
    toContainText: (text: string) => poll(() => locator.textContent(read).then(squeezed)).toContain(text),
    toHaveTexts: (texts: string[]) => poll(() => locator.allTextContents()).toEqual(texts),
    toHaveCount: (count: number) => poll(() => locator.count()).toBe(count),
    toHaveValue: (value: string) => poll(() => locator.inputValue(read)).toBe(value),
    toHaveAttribute: (name: string, value: string) => poll(() => locator.getAttribute(name, read)).toBe(value),
    toBeChecked: (checked = true) => poll(() => locator.isChecked(read)).toBe(checked),
    toBeDisabled: (disabled = true) => poll(() => locator.isDisabled(read)).toBe(disabled),
  };
}

/**
 * Waits as a person watching a long task does, until `done` shows: while a
 * control in `scope` says it is working (aria-busy, as a button with its
 * spinner does) and what `scope` says of its progress (its role=status text)
 * keeps changing. Fails when nothing changes for `stallMs`, so a task that
 * stopped is not waited out. The server's share of an import or an undo grows
 * with the load on the machine; this waits for it to end, not for a set time.
 */
export async function untilDone(scope: Locator, done: Locator, stallMs = 30_000): Promise<void> {
  const working = scope.locator('[aria-busy="true"]');
  const progress = scope.getByRole('status');
  let said: string | null = null;
  let since = Date.now();
  while ((await done.count()) === 0) {
    const now = `${await working.count()} ${(await progress.allTextContents()).join(' ')}`;
    if (now !== said) [said, since] = [now, Date.now()];
    else if (Date.now() - since > stallMs) {
      throw new Error(`${String(done)} did not show; nothing in ${String(scope)} changed for ${stallMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The subscriber rows' addresses, in alphabetical order, once they match. */
export function expectRowEmails(page: Page) {
  return eventually(() => rowEmails(page));
}
