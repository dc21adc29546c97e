/**
 * Helpers for journeys of the recipient pages: a sender's public list with
 * one subscriber and that subscriber's manage link, made through the API; and
 * the confirmation of a sign-up through the link mailed to the reader.
 */
import type { Page } from 'playwright-core';
import { subscribedText } from '@listkeep/common/src/signups';
import { get, post } from '../../functions/test/support/api';
import { signUp } from '../../functions/test/support/auth-emulator';
import { confirmTokenIn, mailsTo } from '../../functions/test/support/mail';
import { uniqueEmail, url } from './browser';

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

export async function listWithManageLink(listName: string): Promise<{ listID: string; linkID: string }> {
  const sender = await signUp();
  const teamID = (await get('/getUserData', sender.idToken)).body.latestTeamID as string;
  const listID = (await post('/newsletters', { name: listName, teamID, onboarding: true }, sender.idToken)).body
    .id as string;
  const subscriber = await post(
    '/subscribers',
    {
      subscriberEmail: uniqueEmail('reader'),
      subscriberName: '',
      notes: '',
      subscribedNewsletters: [listID],
      teamID,
    },
    sender.idToken,
  );
  const link = await post(
    '/link',
    { newsletterID: listID, teamID, subscriberID: subscriber.body.id, type: 'manage' },
    sender.idToken,
  );
  if (link.status !== 200) throw new Error(`POST /link answered ${link.status}: ${JSON.stringify(link.body)}`);
  return { listID, linkID: link.body.linkID as string };
}
