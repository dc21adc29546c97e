/**
 * Journey: a Core owner writes a custom HTML footer, sees it previewed
 * cleaned, saves it and copies it, as is and with an email's tracked links,
 * then removes it and starts again from the standard footer; a Starter owner
 * sees the editor disabled with the way to a plan that has it.
 */
import {
  CUSTOM_FOOTER_MESSAGES,
  STARTER_FOOTER_TEMPLATE,
  UNSUBSCRIBE_LINK_MESSAGES,
  featureNotOnPlanMessage,
} from '@listkeep/common';
import { describe, expect } from 'vitest';
import { BASE_URL, readClipboard } from './support/browser';
import { logEmail, newOwner, openEmail, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'footer-core', tier: 'core' });
const listName = "footer-core owner's Newsletter";
const savedFooter =
  '<p>Thanks for reading {{list_name}}. <a href="{{unsubscribe_url}}">Unsubscribe</a> From {{org_name}}</p>';

describe('custom footer', () => {
  test('a Core owner writes, previews, saves and copies a custom footer', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    const card = page.getByTestId('custom-footer-card');
    const editor = card.getByLabel('Footer HTML');
    await expectLocator(card.getByTestId('custom-footer-preview-empty')).toHaveCount(1);

    // Without an unsubscribe link the footer is refused on its field.
    await editor.fill('<p>No way out</p>');
    await card.getByRole('button', { name: 'Save footer' }).click();
    await expectLocator(card.getByText(CUSTOM_FOOTER_MESSAGES.unsubscribeRequired)).toHaveCount(1);

    // A link too small to read is refused with the reason, the same words the API would answer.
    await editor.fill('<p>Bye <a href="{{unsubscribe_url}}" style="font-size:0.0001px">Unsubscribe</a></p>');
    await card.getByRole('button', { name: 'Save footer' }).click();
    await expectLocator(card.getByText(UNSUBSCRIBE_LINK_MESSAGES.tooSmall(0.0001))).toHaveCount(1);
    await saveShot(card, 'custom-footer-link-too-small');

    await editor.fill('<p onclick="steal()">Thanks for reading {{list_name}}.<script>alert(1)</script> ');
    await card.getByRole('button', { name: 'Unsubscribe link' }).click();
    await editor.press('End');
    await editor.pressSequentially(' From ');
    await card.getByRole('button', { name: 'Organisation name' }).click();
    await expectLocator(editor).toHaveValue(
      '<p onclick="steal()">Thanks for reading {{list_name}}.<script>alert(1)</script> ' +
        '<a href="{{unsubscribe_url}}">Unsubscribe</a> From {{org_name}}',
    );
    await expectLocator(card.getByText(CUSTOM_FOOTER_MESSAGES.unsubscribeRequired)).toHaveCount(0);

    const preview = card.getByTestId('custom-footer-preview');
    await expectLocator(preview).toContainText(`Thanks for reading ${listName}. Unsubscribe From ${listName}`);
    const unsubscribe = preview.getByRole('link', { name: 'Unsubscribe' });
    const href = new URL((await unsubscribe.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`${BASE_URL}/link/unsub`);
    expect(href.searchParams.get('newsletterName')).toBe(listName);
    expect(await preview.innerHTML()).not.toMatch(/script|onclick/);
    // The editor says what cleaning takes out, as the sender types.
    const removedNote = card.getByTestId('custom-footer-removed');
    const removed = CUSTOM_FOOTER_MESSAGES.removed(['onclick attribute', '<script> element']);
    await expectLocator(removedNote).toHaveText(removed);
    await card.scrollIntoViewIfNeeded();
    await saveShot(card, 'custom-footer-editing');
    await page.setViewportSize({ width: 390, height: 844 });
    await removedNote.scrollIntoViewIfNeeded();
    await saveShot(page, 'custom-footer-removed-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await removedNote.scrollIntoViewIfNeeded();
    await saveShot(page, 'custom-footer-removed-desktop');
    await page.setViewportSize({ width: 1280, height: 860 });

    await card.getByRole('button', { name: 'Save footer' }).click();
    await page.getByText('Custom footer saved', { exact: true }).waitFor();
    // What is kept is the cleaned template, and the note stays to say what went.
    await expectLocator(editor).toHaveValue(savedFooter);
    await expectLocator(removedNote).toHaveText(removed);
    await editor.press('End');
    await editor.pressSequentially(' ');
    await expectLocator(removedNote).toHaveCount(0);
    await card.getByRole('button', { name: 'Discard' }).click();

    await expectLocator(page.getByTestId('footer-kind')).toContainText('Your custom footer.');
    await saveShot(page.getByTestId('links-section'), 'custom-footer-links-section');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await saveShot(card, 'custom-footer-saved-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByTestId('copy-footer-source').click();
    await page.getByText('Footer HTML copied to clipboard!', { exact: true }).waitFor();
    const copied = await readClipboard(page);
    // The list's name is escaped for HTML, in the text and in the link's address alike.
    const name = 'footer-core owner&#39;s Newsletter';
    expect(copied).toMatch(
      new RegExp(
        `^<p>Thanks for reading ${name}\\. <a href="${BASE_URL}/link/unsub\\?newsletterID=[A-Za-z0-9]+&amp;newsletterName=footer-core%20owner&#39;s%20Newsletter">Unsubscribe</a> From ${name}</p>$`,
      ),
    );
  });

  test("a logged email's footer is the custom one, with tracked links", async ({ owner: { page } }) => {
    await openTab(page, 'emails');
    await logEmail(page, 'Harvest supper');
    const detail = await openEmail(page, 'Harvest supper');
    await detail.getByRole('button', { name: 'Copy HTML source' }).click();
    await page.getByText('Footer HTML copied to clipboard!').waitFor();
    await eventually(() => readClipboard(page)).toContain(`${BASE_URL}/l/`);
    const footer = await readClipboard(page);
    expect(footer).toMatch(/^<p>Thanks for reading /);
    expect(footer).toMatch(new RegExp(`<a href="${BASE_URL}/l/[A-Za-z0-9]{10}">Unsubscribe</a>`));
  });

  test('a Core owner removes the footer and starts again from the standard one', async ({ owner: { page } }) => {
    await openTab(page, 'newsletter');
    const card = page.getByTestId('custom-footer-card');
    const editor = card.getByLabel('Footer HTML');
    await expectLocator(editor).toHaveValue(savedFooter);

    await editor.fill('');
    await card.getByRole('button', { name: 'Save footer' }).click();
    await page.getByText('Custom footer removed', { exact: true }).waitFor();
    await expectLocator(card.getByTestId('custom-footer-preview-empty')).toHaveCount(1);
    await expectLocator(page.getByTestId('footer-kind')).toContainText('The standard footer.');

    await card.getByRole('button', { name: 'Start from the standard footer' }).click();
    await expectLocator(editor).toHaveValue(STARTER_FOOTER_TEMPLATE);
    await expectLocator(card.getByTestId('custom-footer-preview')).toContainText(
      `You receive this because you subscribed to ${listName} from ${listName}.`,
    );
  });

  test('a Starter owner sees the standard footer and a disabled editor with Upgrade', async ({ browser }) => {
    const starter = await newOwner(browser, 'footer-starter');
    try {
      const { page } = starter;
      await openTab(page, 'newsletter');
      const card = page.getByTestId('custom-footer-card');
      await expectLocator(card.getByTestId('custom-footer-plan-note')).toContainText(
        featureNotOnPlanMessage('customFooter', 'starter'),
      );
      await expectLocator(card.getByLabel('Footer HTML')).toBeDisabled();
      await expectLocator(card.getByRole('button', { name: 'Save footer' })).toHaveCount(0);
      const upgrade = card.getByRole('link', { name: 'Upgrade to Core' });
      expect(await upgrade.getAttribute('href')).toBe('/pricing?for=customFooter');
      await expectLocator(page.getByTestId('links-section').getByTestId('footer-preview')).toContainText(
        'You receive this because you subscribed to',
      );
      await expectLocator(page.getByTestId('footer-kind')).toContainText('The standard footer.');
      await card.scrollIntoViewIfNeeded();
      await saveShot(card, 'custom-footer-starter');
      await upgrade.click();
      await page.waitForURL(/\/pricing\?for=customFooter$/);
      await expectLocator(page.getByTestId('plan-core')).toContainText('Needed for custom HTML footers');
    } finally {
      await starter.context.close();
    }
  });
});
