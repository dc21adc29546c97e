/**
 * Journey: the dashboard's dialogs and toasts behave as finished ones do. An
 * error clears once its field is valid, the action buttons stay in reach on a
 * short window and on a phone, Escape gives focus back to what opened the
 * dialog, and a toast sits clear of the navigation, one per action.
 */
import { FOOTER_COPY_MESSAGES } from '@listkeep/common/src/web/footer-copy';
import type { Locator, Page } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };
import { describe, expect } from 'vitest';
import { logEmail, openEmail, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'dialogs', emails: ['Harvest supper'] });

const DESKTOP = { width: 1280, height: 860 };
const SHORT_WINDOW = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Whether a click at the middle of the element would reach it: inside the window and not covered. */
function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent ?? undefined);
}

describe('dialogs and toasts', () => {
  test('clears a field’s error as soon as the field is valid', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    await page.getByRole('button', { name: 'New Email' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByRole('button', { name: 'Save draft' }).click();
    const error = form.getByText('Please enter a subject.');
    await error.waitFor();
    await form.getByLabel('Subject').pressSequentially('Advent');
    await expectLocator(error).toHaveCount(0);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });

  for (const size of [SHORT_WINDOW, PHONE]) {
    test(`keeps the dialog's buttons in reach at ${size.width}×${size.height}`, async ({ owner: { page } }) => {
      await page.setViewportSize(size);
      try {
        await openTab(page, 'emails');
        await page.getByRole('button', { name: 'New Email' }).click();
        const form = page.getByTestId('email-form-dialog');
        await form.getByLabel('Body').fill('Line\n'.repeat(30));
        await form.getByLabel('Subject').focus();
        for (const name of ['Save draft', 'Cancel']) {
          await eventually(() => reachable(form.getByRole('button', { name }))).toBe(true);
        }
        await page.keyboard.press('Escape');
        await form.waitFor({ state: 'detached' });
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });
  }

  test('gives focus back to the New Email button after Escape', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    await page.getByRole('button', { name: 'New Email' }).click();
    await page.getByTestId('email-form-dialog').getByLabel('Subject').waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => focusedText(page)).toBe('New Email');
  });

  test('gives focus back to the row that opened a dialog, also after its Edit dialog', async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    const detail = await openEmail(page, 'Harvest supper');
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await eventually(() => focusedText(page)).toBe('Harvest supper');

    await openEmail(page, 'Harvest supper');
    await detail.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('email-form-dialog');
    await form.getByLabel('Subject').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await eventually(() => focusedText(page)).toBe('Harvest supper');
  });

  for (const size of [DESKTOP, PHONE]) {
    test(`shows one toast per action, clear of the navigation, at ${size.width} px`, async ({ owner: { page } }) => {
      await page.setViewportSize(size);
      try {
        await openTab(page, 'emails');
        await logEmail(page, `First at ${size.width}`);
        await logEmail(page, `Second at ${size.width}`);
        const toast = page.locator('[data-sonner-toast]');
        await expectLocator(toast.filter({ hasText: 'Email logged.' })).toHaveCount(1);
        const nav = await page.locator('header.nav').boundingBox();
        const box = await toast.first().boundingBox();
        expect(box && nav && box.y > nav.y + nav.height).toBe(true);
        // Toasts sit along the bottom edge of the window.
        expect(box && box.y + box.height > size.height - 120).toBe(true);
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });
  }

  for (const size of [SHORT_WINDOW, PHONE]) {
    test(`keeps a toast over a tall dialog clear of its buttons at ${size.width}×${size.height}`, async ({
      owner: { page },
    }) => {
      await page.setViewportSize(size);
      try {
        await openTab(page, 'emails');
        const subject = `Long letter at ${size.width}`;
        await page.getByRole('button', { name: 'New Email' }).click();
        const form = page.getByTestId('email-form-dialog');
        await form.getByLabel('Subject').fill(subject);
        await form.getByLabel('Body').fill('A line of the letter.\n'.repeat(40));
        await form.getByRole('button', { name: 'Save draft' }).click();
        await form.waitFor({ state: 'detached' });
        const detail = await openEmail(page, subject);
        await detail.getByRole('button', { name: 'Copy footer', exact: true }).click();
        const toast = page.locator('[data-sonner-toast]').filter({ hasText: FOOTER_COPY_MESSAGES.copied });
        await toast.waitFor();
        const buttons = await detail.locator('.dialog-footer button').all();
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of buttons) {
          await eventually(async () => {
            const [a, b] = [await toast.boundingBox(), await button.boundingBox()];
            return a !== null && b !== null && !overlaps(a, b);
          }).toBe(true);
        }
        await page.keyboard.press('Escape');
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });
  }
});
