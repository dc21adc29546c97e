/**
 * A team's plan lapses (docs/product.md §4, Tiers at cutoff): a Group team
 * with a member and three lists falls back to Starter. The daily job warns
 * it; the owner is told in the dashboard's modal and finds the two newer
 * lists read-only, and the member, on their open page, is told the owner is
 * no longer subscribed. Eight days later the job cuts the team to its plan:
 * the member's open page is back in their own team, saying why.
 */
import { accessNoticeText } from '@listkeep/common/src/access-notices';
import { LAPSED_PLAN_MODAL, READ_ONLY_LIST_BADGE, readOnlyListMessage } from '@listkeep/common/src/plan-cutoff';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { stackStore } from '../functions/test/support/store';
import { url } from './support/browser';
import { joinAsViewer, newOwner, openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'lapse', tier: 'group' });

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `npm run plan-cutoff -- --days=N`, as a developer runs it against the stack: how many teams it warned and cut. */
async function runPlanCutoff(days: number): Promise<{ warned: number; cut: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/plan-cutoff.mjs', `--days=${days}`], {
    cwd: ROOT,
  });
  const counts = /(\d+) warned, (\d+) cut/.exec(stdout);
  if (!counts) throw new Error(`plan-cutoff said: ${stdout}`);
  return { warned: Number(counts[1]), cut: Number(counts[2]) };
}

const eyebrow = (page: Page) => page.locator('.dash-header .eyebrow');

describe('a plan that lapses', () => {
  test('warns the owner and the member, makes the newer lists read-only, and a week later cuts the member', async ({
    owner,
    browser,
  }) => {
    for (const newsletterName of ['Second list', 'Third list']) {
      const created = await post('/newsletters', { newsletterName, teamID: owner.teamID }, owner.idToken);
      expect(created.status).toBe(201);
    }
    const store = stackStore();
    await store.doc(`teams/${owner.teamID}`).update({ teamName: 'Lapse Club', teamNameIsDefault: false });
    const member = await newOwner(browser, 'lapse-member');
    await joinAsViewer(member, owner.teamID);
    await member.page.goto(url('/dashboard'));
    await expectLocator(eyebrow(member.page)).toHaveText('Lapse Club');

    // The subscription ends: the team is back on Starter, as billing leaves it.
    await store.doc(`teams/${owner.teamID}`).update({ 'subscription.tier': 'starter', 'subscription.status': 'none' });
    expect((await runPlanCutoff(0)).warned).toBeGreaterThan(0);

    // The member's open page learns it without a reload.
    const memberDialog = member.page.getByTestId('plan-lapse-member-dialog');
    await expectLocator(memberDialog).toContainText(LAPSED_PLAN_MODAL.memberTitle('Lapse Club'));
    await expectLocator(memberDialog).toContainText('Ask the owner to renew');
    await memberDialog.getByRole('button', { name: 'OK' }).click();
    await memberDialog.waitFor({ state: 'detached' });

    const { page } = owner;
    await page.goto(url('/dashboard'));
    const ownerDialog = page.getByTestId('plan-lapse-owner-dialog');
    await expectLocator(ownerDialog).toContainText(LAPSED_PLAN_MODAL.ownerTitle);
    await expectLocator(ownerDialog).toContainText('The Starter plan allows 1 user');
    // Owner and member: two users, which Group is the cheapest plan to hold.
    const upgrade = ownerDialog.getByRole('link', { name: 'Upgrade to Group' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing?for=users-2');
    await ownerDialog.getByRole('button', { name: 'Not now' }).click();
    await ownerDialog.waitFor({ state: 'detached' });

    // Shown once per session: opening the dashboard again does not bring it back.
    await page.reload();
    await expectLocator(eyebrow(page)).toHaveText('Lapse Club');
    expect(await ownerDialog.count()).toBe(0);
    await page.getByRole('link', { name: 'Newsletters' }).click();
    await page.getByTestId('tab-lists').waitFor();
    expect(await ownerDialog.count()).toBe(0);
    const cards = page.getByTestId('newsletter-card');
    await expectLocator(cards).toHaveCount(3);
    await expectLocator(cards.nth(0).getByTestId('read-only-list-badge')).toHaveCount(0);
    for (const i of [1, 2]) await expectLocator(cards.nth(i)).toContainText(READ_ONLY_LIST_BADGE);

    await cards.nth(2).getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('tab-newsletter').waitFor();
    const note = page.getByTestId('read-only-list-note');
    await expectLocator(note).toContainText(readOnlyListMessage('Third list', 'starter', 3));
    expect(await note.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing?for=lists-3');
    await expectLocator(page.getByLabel('Newsletter name')).toBeDisabled();

    // A week and a day later the member is cut; their open page is back in their own team.
    expect((await runPlanCutoff(8)).cut).toBeGreaterThan(0);
    await expectLocator(member.page.getByTestId('access-notice-banner')).toContainText(
      accessNoticeText({ teamName: 'Lapse Club', reason: 'planCutoff' }),
    );
    const ownTeamID = ((await store.doc(`users/${member.uid}`).get()).data() as { ownTeamID: string }).ownTeamID;
    const ownTeam = (await store.doc(`teams/${ownTeamID}`).get()).data() as { teamName: string };
    await expectLocator(eyebrow(member.page)).toHaveText(ownTeam.teamName);

    await openTab(page, 'team');
    await expectLocator(page.getByTestId('team-user-row')).toHaveCount(1);
  });
});
