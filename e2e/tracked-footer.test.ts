/**
 * Journey: a sender on the Core plan (the one that counts sign-ups per email)
 * copies the footer of a logged email, whose links are short tracked
 * addresses; a reader who follows its subscribe link, and confirms from the
 * mail, is counted against that email.
 */
import { describe, expect } from 'vitest';
import { readClipboard, uniqueEmail, url } from './support/browser';
import { logEmail, openEmail, openTab } from './support/dashboard';
import { eventually } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmFromMail, submitAddress } from './support/recipient';

const test = journey.override('team', { owner: 'footer', tier: 'core' });

describe('footer of a logged email', () => {
  test('carries tracked links that count a subscribe against the email', async ({ owner }) => {
    const { page } = owner;
    await openTab(page, 'emails');
    await logEmail(page, 'Spring fair');

    const detail = await openEmail(page, 'Spring fair');
    await detail.getByRole('button', { name: 'Copy HTML source' }).click();
    await page.getByText('Footer HTML copied to clipboard!').waitFor();
    const footer = await readClipboard(page);
    const hrefOf = (text: string) => new RegExp(`href="([^"]*)"[^>]*>${text}</a>`).exec(footer)?.[1];
    const short = new RegExp(`^${url('/l/').replace(/\./g, '\\.')}[A-Za-z0-9]{10}$`);
    const subscribeHref = hrefOf('Subscribe');
    expect(subscribeHref).toMatch(short);
    expect(hrefOf('Unsubscribe')).toMatch(short);
    expect(hrefOf('Unsubscribe')).not.toBe(subscribeHref);
    expect(footer).not.toContain('newsletterID');

    // Through Hosting: a redirect that keeps the reader's mail page out of the Referer.
    const hop = await fetch(subscribeHref!, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(new URL(hop.headers.get('location')!).pathname).toBe('/link/sub');
    expect(hop.headers.get('referrer-policy')).toBe('no-referrer');

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
