/**
 * The fixtures every journey draws on. Each is set up when a test of the file
 * first asks for it and closed after the file, except `freshPage`, which is
 * new for each test. The stack check runs before every test, so a journey
 * fails, never skips, when the stack is not answering.
 *
 * A file that needs an owner declares its team once, at the top:
 * `const test = journey.override('team', { owner: 'copy', tier: 'scale' });`
 */
import type { Tier } from '@listkeep/common';
import type { Browser, Page } from 'playwright-core';
import { test } from 'vitest';
import { launchBrowser, requireStack } from './browser';
import { joinAsViewer, newOwner, requireStore, setTier } from './dashboard';
import { addEmail, addSubscribers, listWithManageLink } from './seed';

export interface TeamSetup {
  /** Names the account "<owner> owner", whose first newsletter is "<owner> owner's Newsletter". */
  owner: string;
  tier?: Tier;
  /** Added to the first newsletter through the API before the journey starts. */
  subscribers?: string[];
  /** Subjects of emails logged to the first newsletter, marked sent. */
  emails?: string[];
}

const VIEWPORT = { width: 1280, height: 860 };

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  return context.newPage();
}

export const journey = test
  .extend('stack', { scope: 'file', auto: true }, async () => {
    await requireStack();
    return 'up';
  })
  .extend('browser', { scope: 'file' }, async ({ stack: _up }, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** A signed-out visitor's page, kept across the tests of the file. */
  .extend('page', { scope: 'file' }, async ({ browser }) => signedOutPage(browser))
  /** A signed-out page in a context of its own, closed after the test. */
  .extend('freshPage', async ({ browser }, { onCleanup }) => {
    const page = await signedOutPage(browser);
    onCleanup(() => page.context().close());
    return page;
  })
  .extend('team', { scope: 'file' }, { owner: 'owner' } as TeamSetup)
  /** An onboarded owner on the dashboard, its team set up as `team` says. */
  .extend('owner', { scope: 'file' }, async ({ browser, team }) => {
    requireStore();
    const owner = await newOwner(browser, team.owner);
    if (team.tier) await setTier(owner.teamID, team.tier);
    if (team.subscribers?.length) await addSubscribers(owner, team.subscribers, owner.listID);
    for (const subject of team.emails ?? []) await addEmail(owner, subject, owner.listID);
    return owner;
  })
  /** Another account, made a viewer of the owner's team and switched to it. */
  .extend('viewer', { scope: 'file' }, async ({ browser, owner, team }) => {
    const viewer = await newOwner(browser, `${team.owner}-viewer`);
    await joinAsViewer(viewer, owner.teamID);
    return viewer;
  })
  /** A sender's public list, made through the API, with one subscriber and its manage link. */
  .extend('publicList', { scope: 'file' }, async () => listWithManageLink('Quiet Street News'));
