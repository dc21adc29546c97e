/**
 * Mail the outbox gave up on (docs/product.md, "Mail delivery") is told to
 * the team's owner on the dashboard, counted by kind. The journey cannot
 * stop the stack's mail sink, so the given-up mail is written into the
 * store as the dispatcher leaves it; the API suite stops and starts a real
 * SMTP server to make it (functions/test/mail-outbox.test.ts).
 */
import { undeliveredMailsText, type MailKind } from '@listkeep/common/src/mail-delivery';
import { describe } from 'vitest';
import type { MailDoc } from '../functions/src/domain/docs';
import { stackStore } from '../functions/test/support/store';
import { url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { saveShot } from './support/shots';

const DAY_MS = 86_400_000;

/** A mail of the team's that was tried until the outbox gave up, an hour ago. */
function givenUp(teamID: string, kind: MailKind, to: string): MailDoc {
  const endTime = Date.now() - 3_600_000;
  return {
    message: { to, subject: 'A mail', text: 'Text' },
    kind,
    teamID,
    emailKey: to,
    createdAt: endTime - DAY_MS,
    delivery: {
      state: 'ERROR',
      attempts: 6,
      startTime: endTime - 1000,
      endTime,
      leaseExpireTime: null,
      nextAttemptAt: null,
      error: 'connect ECONNREFUSED',
    },
    expiresAt: endTime + 14 * DAY_MS,
  };
}

describe('mail that could not be delivered', () => {
  test('is counted by kind on the owner’s dashboard', async ({ owner }) => {
    const mail = stackStore().collection('mail');
    await mail.doc().set(givenUp(owner.teamID, 'confirmation', 'a@example.org'));
    await mail.doc().set(givenUp(owner.teamID, 'confirmation', 'b@example.org'));
    await mail.doc().set(givenUp(owner.teamID, 'invitation', 'c@example.org'));

    const { page } = owner;
    await page.goto(url('/dashboard'));
    const banner = page.getByTestId('undelivered-mails-banner');
    await expectLocator(banner).toHaveText(
      undeliveredMailsText([
        { kind: 'confirmation', count: 2 },
        { kind: 'invitation', count: 1 },
      ]),
    );
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await saveShot(page, 'undelivered-mails-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveShot(page, 'undelivered-mails-phone');
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});
