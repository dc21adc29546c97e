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

/** The subscriber rows' addresses, in alphabetical order, once they match. */
export function expectRowEmails(page: Page) {
  return eventually(() => rowEmails(page));
}
