/**
 * A list whose team is at its plan's subscriber limit: the subscribe page,
 * and the confirmation page of a sign-up asked for while there was room,
 * tell the recipient plainly that the list takes nobody right now (never a
 * thank-you for a sign-up that did not happen), the owner gets one mail, and
 * the dashboard warns with the count until someone dismisses it.
 */
import { NOT_ACCEPTING_TEXT, checkInboxToConfirmText, refusedSignupsText } from '@listkeep/common/src/signups';
import { describe, expect } from 'vitest';
import { mailsTo } from '../functions/test/support/mail';
import { ACCOUNT_MAIL } from './support/account-mail';
import { uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { confirmPathFor, submitAddress } from './support/recipient';
import { addSubscriber, listCopy } from './support/seed';

// One place left under the Starter plan's 50 subscribers.
const test = journey.override('team', {
  owner: 'full',
  subscribers: Array.from({ length: 49 }, () => uniqueEmail('member')),
});
const listName = "full owner's Newsletter";

describe('a list whose team is at its plan limit', () => {
  test('tells the recipient it takes nobody now, mails the owner and warns on the dashboard until dismissed', async ({
    owner,
    freshPage: recipient,
  }) => {
    const signUpOnPage = async (address: string) => {
      await recipient.goto(url(`/link/sub?newsletterID=${owner.listID}`));
      await submitAddress(recipient, address);
    };
    // One place left: the early reader is asked to confirm from the mail.
    const early = uniqueEmail('early');
    await signUpOnPage(early);
    await recipient.getByText(checkInboxToConfirmText(listName)).waitFor();
    // The team fills its last place before the early reader confirms.
    await addSubscriber(owner, uniqueEmail('member'), [owner.listID]);

    // Asked at the limit: turned away on the page itself, never thanked.
    const reader = uniqueEmail('turned-away');
    await signUpOnPage(reader);
    await recipient.getByText(NOT_ACCEPTING_TEXT).waitFor();
    await expectLocator(recipient.getByText('Check your inbox')).toHaveCount(0);
    // Confirmed at the limit: the confirmation page says the same, and nobody joins.
    await recipient.goto(url(await confirmPathFor(early)));
    await recipient.getByRole('button', { name: 'Confirm', exact: true }).click();
    await recipient.getByText(NOT_ACCEPTING_TEXT).waitFor();
    const copy = await listCopy(owner, owner.listID);
    expect(copy).not.toContain(reader);
    expect(copy).not.toContain(early);
    expect(await mailsTo(reader, 1, 500)).toEqual([]);

    // The owner's inbox also holds the verification mail of their sign-up.
    const notices = (await mailsTo(owner.email, 2)).filter((mail) => mail.subject !== ACCOUNT_MAIL.verify);
    expect(notices.map((mail) => mail.subject)).toEqual([`Sign-ups to ${listName} are being turned away`]);

    const { page } = owner;
    await page.reload();
    const banner = page.getByTestId('refused-signups-banner');
    await banner.waitFor();
    const text = refusedSignupsText({
      count: 2,
      newsletterNames: [listName],
      planName: 'Starter',
      maxSubscribers: 50,
    });
    await expectLocator(banner).toContainText(text);
    // 50 subscribers and the 2 turned away: Core is the cheapest plan with room for them.
    await expectLocator(banner.getByRole('link', { name: 'Upgrade to Core' })).toHaveAttribute(
      'href',
      '/pricing?for=subscribers-52',
    );
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('newsletter-select').waitFor();
    expect(await banner.count()).toBe(0);
  });
});
