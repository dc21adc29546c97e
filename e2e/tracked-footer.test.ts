/**
 * Journey: a sender on the Core plan (the one that counts sign-ups per email)
 * copies the footer of a logged email; a reader who follows its subscribe
 * link, and confirms from the mail, is counted against that email.
 */
import { describe, expect } from 'vitest';
import { readClipboard, uniqueEmail } from './support/browser';
import { logEmail, openEmail, openTab } from './support/dashboard';
import { eventually } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail, submitAddress } from './support/recipient';

const test = journey.override('team', { owner: 'footer', tier: 'solo' });

describe('footer of a logged email', () => {
  test('carries tracked links that count a subscribe against the email', async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'emails');
    await logEmail(page, 'Spring fair');

    const detail = await openEmail(page, 'Spring fair');
    await detail.getByRole('button', { name: 'Copy HTML source' }).click();
    await page.getByText('Footer HTML copied to clipboard!').waitFor();
    const footer = await readClipboard(page);
    const subscribeHref = /href="([^"]*type=subscribe[^"]*)"/.exec(footer)?.[1]?.replaceAll('&amp;', '&');
    expect(subscribeHref).toMatch(/\/api\/link\?newsletterID=[^&]+&emailID=[^&]+&type=subscribe/);
    expect(footer).toMatch(/type=unsubscribe/);

    const reader = await owner.context.newPage();
    await reader.goto(subscribeHref!);
    await reader.waitForURL(/\/link\/sub\?/);
    const address = uniqueEmail('fair-reader');
    await submitAddress(reader, address);
    await reader.getByText(/Check your inbox/).waitFor();
    // The sign-up counts once the reader confirms it from the mail.
    await confirmFromMail(reader, address);

    await page.reload();
    const counts = (await openEmail(page, 'Spring fair')).locator('dl');
    await eventually(async () => (await counts.textContent())?.replace(/\s+/g, ' ')).toContain('Subscribes1');
  });
});
