/**
 * Helpers for journeys of the recipient pages: an address given on a /link
 * page, and the confirmation of a sign-up through the link mailed to the reader.
 */
import type { Page } from 'playwright-core';
import { subscribedText } from '@listkeep/common/src/signups';
import { confirmTokenIn, mailsTo } from '../../functions/test/support/mail';
import { url } from './browser';

/** Gives an address on a subscribe or unsubscribe page, as a reader does: typed, then Enter. */
export async function submitAddress(page: Page, address: string): Promise<void> {
  await page.getByLabel('Email address').fill(address);
  await page.getByLabel('Email address').press('Enter');
}

/** The path of the latest subscribe confirmation mailed to `address` (read from the SMTP sink). */
export async function confirmPathFor(address: string): Promise<string> {
  const mails = (await mailsTo(address)).filter((m) => m.subject.startsWith('Confirm your subscription'));
  if (mails.length === 0) throw new Error(`no confirmation mail to ${address}`);
  return `/link/confirm/${confirmTokenIn(mails[mails.length - 1])}`;
}

/**
 * Follows the confirmation mailed to `address` in `page`, presses Confirm and
 * waits for the page to say the address is subscribed (to `listName`, when given).
 */
export async function confirmFromMail(page: Page, address: string, listName?: string): Promise<void> {
  await page.goto(url(await confirmPathFor(address)));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  if (listName === undefined) await page.getByTestId('link-subscribed').waitFor();
  else await page.getByText(subscribedText(listName)).waitFor();
}
