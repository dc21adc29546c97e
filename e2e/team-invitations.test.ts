/**
 * Teams as two people live them, each in a browser of their own: the owner
 * invites from the Team tab, the invitation mail reaches the inbox, and the
 * invitee signs up from its link, verifies their address and accepts in the
 * onboarding wizard; an account that already exists accepts in the
 * dashboard's invitations dialog instead. The owner's role change reaches
 * the member's open page without a reload; the member leaves from the
 * account page, or the owner removes them, or the team goes with its owner's
 * account; either way the member is back in their own team and told why.
 */
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { accessNoticeText } from '@listkeep/common/src/access-notices';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { PASSWORD_RULE } from '../web/src/features/auth/utils/auth-errors';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { mailsTo } from '../functions/test/support/mail';
import { stackStore, teamsOwnedBy } from '../functions/test/support/store';
import { ACCOUNT_MAIL, accountMails, linkIn } from './support/account-mail';
import { TEST_PASSWORD, uniqueEmail, url } from './support/browser';
import { joinAsViewer, newOwner, openTab } from './support/dashboard';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'crew', tier: 'group' });

/** The stored profile of the account with this address. */
async function profileOf(email: string): Promise<{ uid: string; ownTeamID: string | null; teamIDs: string[] }> {
  const snap = await stackStore().collection('users').where('email', '==', email).limit(1).get();
  return snap.docs[0].data() as { uid: string; ownTeamID: string | null; teamIDs: string[] };
}

const eyebrow = (page: Page) => page.locator('.dash-header .eyebrow');

/** The name of the team the dashboard shows, once its data has arrived (until then the header says Dashboard). */
async function teamNameOf(page: Page): Promise<string> {
  await eventually(() => eyebrow(page).textContent()).not.toBe('Dashboard');
  return (await eyebrow(page).textContent())!;
}

/** Invites `email` from the Team tab with `role`, checking the dialog's rules on the way. */
async function invite(page: Page, email: string, role?: 'admin' | 'viewer'): Promise<void> {
  await openTab(page, 'team');
  await page.getByTestId('team-invite').click();
  const dialog = page.getByTestId('invite-dialog');
  const send = dialog.getByTestId('invite-send');
  await expectLocator(send).toBeDisabled();
  await dialog.getByTestId('invite-email').fill('not an address');
  await expectLocator(send).toBeDisabled();
  await dialog.getByTestId('invite-email').fill(email);
  expect(await dialog.getByTestId('invite-role').inputValue()).toBe('editor');
  if (role) await dialog.getByTestId('invite-role').selectOption(role);
  await send.click();
  await page.getByText(TEAM_MESSAGES.inviteSent).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const userRow = (page: Page, email: string) => page.locator(`[data-testid="team-user-row"][data-email="${email}"]`);

/** Follows the verification link of the mail sent to `email` in a new tab, then comes back to `page`. */
async function verifyAddress(context: BrowserContext, page: Page, email: string): Promise<void> {
  await eventually(() => accountMails(email, ACCOUNT_MAIL.verify)).toHaveLength(1);
  const [mail] = await accountMails(email, ACCOUNT_MAIL.verify);
  const mailTab = await context.newPage();
  await mailTab.goto(linkIn(mail));
  await mailTab.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Marks the document, so a later check can tell that the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Opens the invitation mail's link signed out, checks what the page says, and
 * creates the invited account from it; resolves back on the invitation page.
 */
async function signUpFromInvitation(browser: Browser, email: string, teamName: string) {
  const [mail] = await mailsTo(email, 1, 10_000);
  expect(mail?.subject).toMatch(/invited you to .+ on Listkeep$/);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(linkIn(mail));
  const card = page.getByTestId('invitation-page');
  await expectLocator(card.getByRole('heading')).toContainText(`invited you to ${teamName} as an editor.`);
  await expectLocator(card).toContainText(email);
  await saveShot(page, 'invitation-signed-out');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, 'invitation-signed-out-phone', true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Create my account' }).click();
  const form = page.getByTestId('login-form');
  await expectLocator(form).toHaveAttribute('data-mode', 'signup');
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  // The password rule is said before it can be broken.
  await expectLocator(form).toContainText(PASSWORD_RULE);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(/\/invitation\?/, { timeout: 30_000 });
  return { context, page };
}

describe('team invitations', () => {
  test('an invitee signs up from the mail, accepts on the invitation page, sees a role change live, and leaves', async ({
    owner,
    browser,
  }) => {
    const teamName = await teamNameOf(owner.page);
    const address = uniqueEmail('invitee');
    await invite(owner.page, address);
    await expectLocator(userRow(owner.page, address)).toContainText('Pending');
    await expectLocator(userRow(owner.page, address)).toContainText('Editor');
    await expectLocator(owner.page.getByTestId('team-seats')).toContainText('You can add 3 more users');

    const guest = await signUpFromInvitation(browser, address, teamName);
    const { page } = guest;
    // Signed in as the invited address, without a detour through the wizard: no newsletter to name, no team made.
    const card = page.getByTestId('invitation-page');
    await card.getByRole('button', { name: 'Accept' }).waitFor();
    await expectLocator(card.getByRole('button', { name: 'Decline' })).toHaveCount(1);
    await saveShot(page, 'invitation-answer');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(page, 'invitation-answer-phone', true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/dashboard/);
    await expectLocator(eyebrow(page)).toHaveText(teamName);
    const stored = await profileOf(address);
    expect([stored.ownTeamID, stored.teamIDs]).toEqual([null, [owner.teamID]]);
    expect(await teamsOwnedBy(stored.uid)).toBe(0);

    // An editor works on the lists but cannot manage the team.
    await openTab(page, 'team');
    await page.getByTestId('read-only-note').waitFor();
    await expectLocator(page.getByTestId('team-invite')).toBeDisabled();
    await expectLocator(page.getByTestId('team-save')).toBeDisabled();
    expect(await page.getByTestId('team-user-edit').count()).toBe(0);
    await openTab(page, 'subscribers');
    expect(await page.getByTestId('read-only-note').count()).toBe(0);
    await markDocument(page);

    // The owner makes them a viewer; their open page turns read-only without a reload.
    await openTab(owner.page, 'team');
    const row = userRow(owner.page, address);
    await expectLocator(row).toContainText('Active');
    await row.getByTestId('team-user-edit').click();
    const edit = owner.page.getByTestId('edit-role-dialog');
    await expectLocator(edit.getByTestId('edit-role-email')).toHaveText(address);
    await expectLocator(edit.getByTestId('edit-role-save')).toBeDisabled();
    await edit.getByTestId('edit-role-select').selectOption('viewer');
    await edit.getByTestId('edit-role-save').click();
    await owner.page.getByText(TEAM_MESSAGES.roleUpdated).waitFor();
    await expectLocator(row.getByTestId('team-user-role')).toHaveText('Viewer');

    await page.getByTestId('read-only-note').waitFor();
    expect(await sameDocument(page)).toBe(true);

    // The member leaves from the account page; in no team now, they create their own newsletter there.
    await page.goto(url('/account'));
    await expectLocator(page.getByTestId('role-statement')).toHaveText(`You are a viewer of ${teamName}.`);
    await page.getByTestId('leave-team').click();
    await page.getByTestId('leave-team-dialog').getByRole('button', { name: 'Leave Team' }).click();
    await page.getByText(TEAM_MESSAGES.leftTeam).waitFor();
    await expectLocator(page.getByTestId('role-statement')).toHaveText('You are not in a team right now.');
    expect(await page.getByTestId('leave-team').count()).toBe(0);
    await page.getByTestId('create-own-team').click();
    await expectLocator(page.getByTestId('role-statement')).toContainText('You are the owner of');
    expect(await teamsOwnedBy(stored.uid)).toBe(1);

    await owner.page.reload();
    await expectLocator(userRow(owner.page, address)).toHaveCount(0);
    await guest.context.close();
  });

  test('an existing account accepts in the dashboard dialog, switches teams, and is removed by the owner', async ({
    owner,
    browser,
  }) => {
    const teamName = await teamNameOf(owner.page);
    const member = await newOwner(browser, 'crew-member');
    const { page } = member;
    const ownTeam = await teamNameOf(page);
    await verifyAddress(member.context, page, member.email);
    await page.getByTestId('verify-email-banner').waitFor({ state: 'detached' });
    await markDocument(page);

    await invite(owner.page, member.email, 'admin');
    const dialog = page.getByTestId('pending-invites-dialog');
    await expectLocator(dialog.getByTestId('invite-card')).toContainText(teamName);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(TEAM_MESSAGES.joinedTeam(teamName)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectLocator(eyebrow(page)).toHaveText(teamName);
    expect(await sameDocument(page)).toBe(true);

    // An admin manages the team, but not its owner.
    await openTab(page, 'team');
    expect(await page.getByTestId('read-only-note').count()).toBe(0);
    await expectLocator(userRow(page, owner.email).getByTestId('team-user-edit')).toHaveCount(0);
    expect(await page.getByTestId('team-upgrade').count()).toBe(0);
    expect(await page.getByTestId('owner-note').count()).toBe(0);

    // The verified member switches between their own team and the shared one from the account page.
    await page.goto(url('/account'));
    const select = page.getByTestId('team-select');
    await expectLocator(select).toBeDisabled(false);
    await select.selectOption({ label: ownTeam });
    await page.getByText(TEAM_MESSAGES.teamChanged).waitFor();
    await expectLocator(page.getByTestId('role-statement')).toHaveText(`You are the owner of ${ownTeam}.`);
    await select.selectOption({ label: teamName });
    await expectLocator(page.getByTestId('role-statement')).toHaveText(`You are an admin of ${teamName}.`);

    await page.goto(url('/dashboard'));
    await expectLocator(eyebrow(page)).toHaveText(teamName);
    await markDocument(page);

    // The owner renames the team (its name is required); the member's open dashboard follows.
    await openTab(owner.page, 'team');
    const details = owner.page.getByTestId('team-details-form');
    await details.getByTestId('team-name').fill(' ');
    await details.getByTestId('team-save').click();
    await details.getByText(TEAM_MESSAGES.teamNameRequired).waitFor();
    await details.getByTestId('team-name').fill('Crew Choir');
    await details.getByTestId('team-save').click();
    await owner.page.getByText(TEAM_MESSAGES.teamUpdated).waitFor();
    await expectLocator(eyebrow(page)).toHaveText('Crew Choir');

    await userRow(owner.page, member.email).getByTestId('team-user-remove').click();
    await owner.page.getByTestId('remove-user-confirm').click();
    await owner.page.getByText(TEAM_MESSAGES.userRemoved).waitFor();
    await expectLocator(userRow(owner.page, member.email)).toHaveCount(0);

    // The removed member's open dashboard goes back to their own team, and says why.
    await expectLocator(eyebrow(page)).toHaveText(ownTeam);
    const notice = page.getByTestId('access-notice-banner');
    await expectLocator(notice).toContainText(accessNoticeText({ teamName: 'Crew Choir', reason: 'removed' }));
    expect(await sameDocument(page)).toBe(true);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expectLocator(notice).toHaveCount(0);

    // An address naming the lost team opens their own, and drops the team from the address.
    await page.goto(url(`/dashboard?teamID=${owner.teamID}`));
    await expectLocator(eyebrow(page)).toHaveText(ownTeam);
    await eventually(async () => new URL(page.url()).searchParams.has('teamID')).toBe(false);

    // Invited again, the member declines in the dialog; the owner's table no longer lists them.
    await invite(owner.page, member.email);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByText(TEAM_MESSAGES.inviteDeclined).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await owner.page.reload();
    await owner.page.getByTestId('team-user-row').first().waitFor();
    await expectLocator(userRow(owner.page, member.email)).toHaveCount(0);
    await member.context.close();
  });

  test('a pending invitation can be withdrawn, and a one-user plan offers no invite', async ({ owner, browser }) => {
    const address = uniqueEmail('withdrawn');
    await invite(owner.page, address, 'viewer');
    const row = userRow(owner.page, address);
    // A pending invitation's role can change before anyone accepts it.
    await row.getByTestId('team-user-edit').click();
    const edit = owner.page.getByTestId('edit-role-dialog');
    await edit.getByTestId('edit-role-select').selectOption('editor');
    await edit.getByTestId('edit-role-save').click();
    await owner.page.getByText(TEAM_MESSAGES.roleUpdated).waitFor();
    await expectLocator(row.getByTestId('team-user-role')).toHaveText('Editor');
    await expectLocator(row).toContainText('Pending');
    await row.getByTestId('team-user-remove').click();
    const confirm = owner.page.getByTestId('remove-user-dialog');
    await expectLocator(confirm).toContainText('The invitation to');
    await confirm.getByTestId('remove-user-confirm').click();
    await owner.page.getByText(TEAM_MESSAGES.userRemoved).waitFor();
    await expectLocator(row).toHaveCount(0);

    const solo = await newOwner(browser, 'solo-sender');
    await openTab(solo.page, 'team');
    await expectLocator(solo.page.getByTestId('team-invite')).toBeDisabled();
    await expectLocator(solo.page.getByTestId('team-seats')).toContainText(
      featureNotOnPlanMessage('multiUser', 'starter'),
    );
    await solo.page.getByTestId('team-seats-upgrade').waitFor();
    await solo.page.getByTestId('owner-note').waitFor();
    await solo.context.close();
  });

  test("a member whose team's owner deletes their account is back in their own team and told why", async ({
    browser,
  }) => {
    const closing = await newOwner(browser, 'closing');
    const member = await newOwner(browser, 'stayer');
    const { page } = member;
    const ownTeam = await teamNameOf(page);
    await joinAsViewer(member, closing.teamID);
    await page.reload();
    expect(await teamNameOf(page)).toBe(await teamNameOf(closing.page));
    await markDocument(page);

    const deleted = await post('/deleteAccount', { confirmEmail: closing.email }, closing.idToken);
    expect(deleted.status).toBe(200);

    await expectLocator(eyebrow(page)).toHaveText(ownTeam);
    // The team was named after its deleted owner, so the notice does not repeat the name.
    await expectLocator(page.getByTestId('access-notice-banner')).toContainText(
      accessNoticeText({ teamName: null, reason: 'teamDeleted' }),
    );
    expect(await sameDocument(page)).toBe(true);
    await closing.context.close();
    await member.context.close();
  });
});
