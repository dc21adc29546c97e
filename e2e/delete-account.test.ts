/**
 * An owner deletes their account from the account page: the dialog says it
 * cannot be undone and lets it go only once their address is typed; they
 * land signed out on the home page, nothing stored names them any more, and
 * they can no longer log in. Another tab of theirs, left open on the
 * dashboard, is signed out too and says why.
 */
import { DELETE_ACCOUNT_MESSAGES } from '@listkeep/common/src/account-deletion';
import { describe, expect } from 'vitest';
import { get } from '../functions/test/support/api';
import { signIn } from '../functions/test/support/auth-emulator';
import { PROJECT_ID } from '../functions/test/support/env';
import { everyDocument } from '../functions/test/support/store-scan';
import { TEST_PASSWORD, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';
import { logIn } from './support/sign-up';

const RTDB = `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? '127.0.0.1:9000'}`;

/** The user's node of the live profile watch, or null. */
const liveNode = async (uid: string): Promise<unknown> =>
  (await fetch(`${RTDB}/users/${uid}.json?ns=${PROJECT_ID}`)).json();

const test = journey.override('team', {
  owner: 'leaving',
  subscribers: ['reader@example.org'],
  emails: ['Spring fair'],
});

describe('deleting an account', () => {
  test('removes everything once the address is typed, and the account cannot log in again', async ({ owner }) => {
    const { page, email, uid, teamID, idToken } = owner;
    expect(await liveNode(uid)).not.toBeNull();
    const otherTab = await owner.context.newPage();
    await otherTab.goto(url('/dashboard'));
    await otherTab.getByTestId('newsletter-select').waitFor();
    await page.goto(url('/account'));
    await page.getByTestId('account-delete').click();

    const dialog = page.getByTestId('delete-account-dialog');
    await expectLocator(dialog).toContainText('It cannot be undone: Listkeep keeps no backups.');
    const confirm = dialog.getByTestId('delete-account-submit');
    await expectLocator(confirm).toBeDisabled();
    await dialog.getByTestId('delete-account-confirm').fill(`not-${email}`);
    await expectLocator(confirm).toBeDisabled();
    await dialog.getByTestId('delete-account-confirm').fill(email.toUpperCase());
    await expectLocator(confirm).toBeDisabled(false);
    await confirm.click();

    await page.waitForURL(url('/'));
    await expectLocator(page.getByTestId('session-ended-notice')).toContainText(DELETE_ACCOUNT_MESSAGES.deleted);

    await otherTab.waitForURL(url('/'));
    await expectLocator(otherTab.getByTestId('session-ended-notice')).toContainText(DELETE_ACCOUNT_MESSAGES.deleted);
    await expectLocator(otherTab.locator('.nav-cta')).toHaveCount(1);
    await saveShot(otherTab, 'account-deleted-other-tab');
    await otherTab.setViewportSize({ width: 390, height: 844 });
    await saveShot(otherTab, 'account-deleted-other-tab-phone');
    await otherTab.close();

    const left = (await everyDocument()).filter(
      (doc) =>
        doc.path !== `deletedAccounts/${uid}` &&
        [uid, email, teamID].some((word) => doc.json.includes(word) || doc.path.includes(word)),
    );
    expect(left.map((doc) => doc.path)).toEqual([]);
    expect(await liveNode(uid)).toBeNull();
    expect((await get('/getUserData', idToken)).status).toBe(403);
    await expect(signIn({ email, password: TEST_PASSWORD })).rejects.toThrow(/answered 400/);

    await logIn(page, email);
    await expectLocator(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
  });
});
