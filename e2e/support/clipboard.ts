/**
 * What a copy put on the clipboard, and what pasting it gives: the journeys
 * read the clipboard's items as a mail program would, and paste with the
 * keyboard into a rich-text box and a plain-text field, as a sender does.
 * The context must grant clipboard-read and clipboard-write (dashboard.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { url } from './browser';

/** Each item on the clipboard: its kinds (text/html, text/plain…) and each kind's content. */
export function clipboardItems(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(async () => {
    const items = await navigator.clipboard.read();
    return Promise.all(
      items.map(async (item) =>
        Object.fromEntries(
          await Promise.all(item.types.map(async (type) => [type, await (await item.getType(type)).text()] as const)),
        ),
      ),
    );
  });
}

export interface Pasted {
  /** The rich-text box's links, as it holds them after the paste. */
  links: { text: string; href: string }[];
  /** The rich-text box's text. */
  richText: string;
  /** The plain-text field's value. */
  plainText: string;
}

/**
 * Pastes the clipboard with Control+V into a contenteditable box and into a
 * textarea, on a page of the app's origin made for it, and says what each holds.
 */
export async function pasteClipboard(context: BrowserContext): Promise<Pasted> {
  const page = await context.newPage();
  try {
    // A plain file of the site: the same origin, and no app that could take the keys.
    await page.goto(url('/theme.js'));
    await page.setContent(
      '<div id="rich" contenteditable="true" style="min-height:80px;border:1px solid"></div><textarea id="plain" rows="6" cols="80"></textarea>',
    );
    await page.locator('#rich').click();
    await page.keyboard.press('Control+V');
    await page.locator('#plain').click();
    await page.keyboard.press('Control+V');
    const rich = page.locator('#rich');
    const links = await rich
      .locator('a')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ text: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
      );
    return { links, richText: await rich.innerText(), plainText: await page.locator('#plain').inputValue() };
  } finally {
    await page.close();
  }
}
