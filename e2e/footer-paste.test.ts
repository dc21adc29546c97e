/**
 * Journey: a sender copies a list's footer, and a logged email's tracked
 * footer, and pastes each into a rich-text editor (working links) and a
 * plain-text field (the text with every address written out); Copy HTML
 * source still gives the HTML as text, for HTML editors.
 */
import { FOOTER_COPY_MESSAGES } from '@listkeep/common/src/web/footer-copy';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { BASE_URL } from './support/browser';
import { clipboardItems, pasteClipboard } from './support/clipboard';
import { openEmail, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'paste', tier: 'core', emails: ['Autumn fair'] });
const listName = "paste owner's Newsletter";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The one clipboard item a Copy footer left, holding the footer as HTML and as text. */
async function copiedFooter(page: Page): Promise<{ html: string; text: string }> {
  const items = await clipboardItems(page);
  expect(items).toHaveLength(1);
  expect(Object.keys(items[0]!).sort()).toEqual(['text/html', 'text/plain']);
  return { html: items[0]!['text/html']!, text: items[0]!['text/plain']! };
}

/** Follows a pasted link in a new page and checks it opens the list's unsubscribe page. */
async function opensUnsubscribePage(page: Page, href: string): Promise<void> {
  const reader = await page.context().newPage();
  try {
    await reader.goto(href);
    await reader.waitForURL(/\/link\/unsub\?/);
    await reader.getByText(listName).first().waitFor();
    await expectLocator(reader.getByTestId('link-not-valid')).toHaveCount(0);
  } finally {
    await reader.close();
  }
}

describe('a copied footer pastes as a footer', () => {
  test("the list's footer pastes as working links, and as text with full addresses", async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'newsletter');
    const block = page.getByTestId('links-section');
    await block.getByRole('button', { name: 'Copy footer', exact: true }).click();
    await page.getByText(FOOTER_COPY_MESSAGES.copied, { exact: true }).waitFor();

    const { html, text } = await copiedFooter(page);
    expect(html).toContain(`<a href="${BASE_URL}/link/unsub?newsletterID=`);
    expect(text).toMatch(
      new RegExp(`^Unsubscribe: ${BASE_URL}/link/unsub\\?newsletterID=\\w+&newsletterName=\\S+$`, 'm'),
    );
    expect(text).not.toContain('<');

    const pasted = await pasteClipboard(owner.context);
    expect(pasted.richText).toContain(`You receive this because you subscribed to ${listName}.`);
    expect(pasted.richText).not.toContain('<a');
    const unsubscribe = pasted.links.find((link) => link.text === 'Unsubscribe');
    expect(unsubscribe?.href).toMatch(new RegExp(`^${BASE_URL}/link/unsub\\?newsletterID=\\w+&newsletterName=`));
    expect(pasted.links.find((link) => link.text === 'Subscribe')?.href).toMatch(
      new RegExp(`^${BASE_URL}/link/sub\\?newsletterID=`),
    );
    expect(pasted.plainText).toBe(text);
    // The same address, however each side writes its quote marks.
    const written = /^Unsubscribe: (\S+)$/m.exec(pasted.plainText)?.[1];
    expect(new URL(written!).href).toBe(new URL(unsubscribe!.href).href);
    await opensUnsubscribePage(page, unsubscribe!.href);
  });

  test('Copy HTML source still gives the HTML as text', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    await page.getByTestId('copy-footer-source').click();
    await page.getByText(FOOTER_COPY_MESSAGES.sourceCopied, { exact: true }).waitFor();
    const items = await clipboardItems(page);
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!)).toEqual(['text/plain']);
    expect(items[0]!['text/plain']).toMatch(
      new RegExp(`^<p style="[^"]*">You receive this .*<a href="${BASE_URL}/link/unsub\\?newsletterID=\\w+&amp;`),
    );
  });

  test('without ClipboardItem, a selected rendered copy holds both kinds', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    await page.evaluate(() => Reflect.deleteProperty(window, 'ClipboardItem'));
    try {
      await page.getByTestId('copy-footer').click();
      await page.getByText(FOOTER_COPY_MESSAGES.copied, { exact: true }).waitFor();
      const { html, text } = await copiedFooter(page);
      expect(html).toContain(`${BASE_URL}/link/unsub?newsletterID=`);
      expect(text).toMatch(new RegExp(`^Unsubscribe: ${BASE_URL}/link/unsub\\?`, 'm'));
    } finally {
      await page.reload();
    }
  });

  test("a logged email's footer pastes with its tracked links", async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'emails');
    const detail = await openEmail(page, 'Autumn fair');
    await detail.getByRole('button', { name: 'Copy footer', exact: true }).click();
    await page.getByText(FOOTER_COPY_MESSAGES.copied, { exact: true }).waitFor();
    const { text } = await copiedFooter(page);
    // The entry's short tracked addresses (/l/…), one for each link.
    const tracked = `${BASE_URL}/l/[A-Za-z0-9]{10}`;
    expect(text).toMatch(new RegExp(`^Unsubscribe: ${tracked}$`, 'm'));
    expect(text).toMatch(new RegExp(`Subscribe: ${tracked}$`, 'm'));

    const pasted = await pasteClipboard(owner.context);
    const unsubscribe = pasted.links.find((link) => link.text === 'Unsubscribe');
    expect(unsubscribe?.href).toMatch(new RegExp(`^${tracked}$`));
    expect(pasted.plainText).toBe(text);
    await opensUnsubscribePage(page, unsubscribe!.href);

    await detail.getByRole('button', { name: 'Copy HTML source' }).click();
    await page.getByText(FOOTER_COPY_MESSAGES.sourceCopied, { exact: true }).waitFor();
    const [source] = await clipboardItems(page);
    expect(source!['text/plain']).toMatch(new RegExp(`<a href="${tracked}"`));
  });

  test('shows both buttons at desktop and phone widths', async ({ owner: { page } }) => {
    try {
      for (const [size, name] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        await page.setViewportSize(size);
        await openTab(page, 'newsletter');
        const footer = page.getByTestId('footer-preview').locator('xpath=..');
        await footer.scrollIntoViewIfNeeded();
        await saveShot(footer, `footer-copy-buttons-${name}`);
        await openTab(page, 'emails');
        const detail = await openEmail(page, 'Autumn fair');
        await expectLocator(detail.getByRole('button', { name: 'Copy HTML source' })).toHaveCount(1);
        await saveShot(page, `email-footer-buttons-${name}`);
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
