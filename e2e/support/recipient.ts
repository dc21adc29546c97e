/**
 * Helpers for journeys of the recipient pages: an address given on a /link
 * page, the confirmation of a sign-up through the link mailed to the reader,
 * and the name a sender goes by on those pages.
 */
import type { Page } from 'playwright-core';
import { subscribedText } from '@listkeep/common/src/signups';
import { post } from '../../functions/test/support/api';
import { confirmTokenIn, mailsTo } from '../../functions/test/support/mail';
import { url } from './browser';
import type { TeamAccount } from './seed';

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

/** Gives the sender's team the public organisation name recipients see, and an own name they must never see. */
export async function setPublicOrgName(team: TeamAccount, publicOrgName: string, teamName: string): Promise<void> {
  const details = { teamID: team.teamID, action: 'update', teamName, publicOrgName };
  const answer = await post('/updateTeam', details, team.idToken);
  if (answer.status !== 200)
    throw new Error(`POST /updateTeam answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}
