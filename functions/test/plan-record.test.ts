/**
 * Every switch and limit of the plan record (common/src/tiers.ts), enforced
 * by the API, for each tier (docs/product.md §6). What each tier may do is
 * read from PLANS, so a change of the table changes what is expected here.
 * A counted limit lets the team reach it and refuses the next with 402, the
 * plan's sentence and `limit: {allowed, room}`; a switch answers or counts
 * only on plans that have it.
 */
import {
  type CallInput,
  PLANS,
  TEAM_MESSAGES,
  TIERS,
  type Tier,
  featureNotOnPlanMessage,
  planLimitMessage,
} from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, created, errorOf, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { markEmailVerified, signUp, uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { setTier, teamDoc, testStore } from './support/store';
import { importInto, newSubscriber } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';

/** Past a finite limit a plan is tested at; an unlimited one is tested this far. */
const UNLIMITED_PROBE = 3;

/** Expects a refusal at the plan's limit: 402, the sentence, and how many the plan allows with no room left. */
function expectRefused(answer: Parameters<typeof errorOf>[0] & { status: number }, message: string, allowed: number) {
  expect(answer.status).toBe(402);
  expect(errorOf(answer)).toMatchObject({ message, limit: { allowed, room: 0 } });
}

const invite = (team: Owner, email = uniqueEmail('seat')) =>
  call('inviteTeamUser', { teamID: team.teamID, email, role: 'viewer' }, { as: team });

async function loggedEmail(team: Owner): Promise<string> {
  return created(await call('createEmail', { subject: 'Fair', newsletterID: team.listID, sent: true }, { as: team }))
    .id;
}

const emailRow = async (team: Owner, id: string) => (await rowsOf(team, 'emails')).find((row) => row.id === id)!;

describe.each(TIERS)('the %s plan', (tier: Tier) => {
  const plan = PLANS[tier];

  it('holds its lists', async () => {
    const team = await owner(tier);
    const lists = plan.maxLists;
    const body = (n: number): CallInput<'createNewsletter'> => ({ teamID: team.teamID, newsletterName: `List ${n}` });
    // The onboarding made the first.
    for (let n = 2; n <= (Number.isFinite(lists) ? lists : UNLIMITED_PROBE); n++)
      created(await call('createNewsletter', body(n), { as: team }));
    if (!Number.isFinite(lists)) return;
    const message = planLimitMessage('lists', tier, lists + 1);
    expectRefused(await call('createNewsletter', body(lists + 1), { as: team }), message, lists);
  });

  it('holds its subscribers, added one at a time or imported', async () => {
    const team = await owner(tier);
    const max = plan.maxSubscribers;
    const upTo = Number.isFinite(max) ? max - 1 : UNLIMITED_PROBE;
    const imported = ok(
      await importInto(
        team,
        Array.from({ length: upTo }, (_, i) => `r${i}@example.org`),
      ),
    );
    expect(imported.createdSubscriberIDs).toHaveLength(upTo);
    // The last place is taken in the dashboard.
    created(await call('createSubscriber', subscriberInput(team, uniqueEmail('last')), { as: team }));
    if (!Number.isFinite(max)) return;
    const one = await call('createSubscriber', subscriberInput(team, uniqueEmail('over')), { as: team });
    expectRefused(one, planLimitMessage('subscribers', tier, max + 1), max);
    const more = await importInto(team, ['over1@example.org', 'over2@example.org']);
    expectRefused(more, planLimitMessage('subscribers', tier, max + 2, 'this import'), max);
  });

  it('holds its users, pending invites included', async () => {
    const team = await owner(tier);
    const users = plan.maxUsers;
    // The owner is the first.
    for (let n = 2; n <= users; n++) created(await invite(team));
    const message = planLimitMessage('users', tier, users + 1);
    expectRefused(await invite(team), message, users);
  });

  it('counts sign-ups and opt-outs against an email only with trackSubscribers', async () => {
    const team = await owner(tier);
    const emailID = await loggedEmail(team);
    const reader = uniqueEmail('counted');
    const submit = { type: 'subscribe', email: reader, newsletterID: team.listID, emailID } as const;
    ok(await call('emailActionSubmit', submit, { headers: newClient() }));
    const token = confirmTokenIn((await mailsTo(reader))[0]);
    ok(await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() }));
    const leave = { ...submit, type: 'unsubscribe' } as const;
    ok(await call('emailActionSubmit', leave, { headers: newClient() }));
    const mails = await mailsTo(reader, 2);
    const linkID = /\/link\/unsub\/([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)![1];
    ok(await call('linkAction', { type: 'unsubscribeAll', token: linkID }, { headers: newClient() }));

    const counted = plan.trackSubscribers ? 1 : 0;
    expect(await emailRow(team, emailID)).toMatchObject({ subscribes: counted, unsubscribes: counted });
  });

  it('counts a click on an email’s footer link only with trackClicks', async () => {
    const team = await owner(tier);
    const emailID = await loggedEmail(team);
    const follow = { newsletterID: team.listID, emailID, type: 'subscribe' } as const;
    expect((await call('trackedLink', follow, { headers: newClient() })).status).toBe(302);
    expect((await emailRow(team, emailID)).clicks).toBe(plan.trackClicks ? 1 : 0);
  });

  it('makes tracked links to the sender’s own pages only with trackLinks', async () => {
    const team = await owner(tier);
    const emailID = await loggedEmail(team);
    const input = {
      type: 'url',
      newsletterID: team.listID,
      teamID: team.teamID,
      emailID,
      url: 'https://example.org/a',
    };
    const answer = await call('createLink', input as CallInput<'createLink'>, { as: team });
    if (plan.trackLinks) {
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(402);
      expect(errorOf(answer).message).toBe(featureNotOnPlanMessage('trackLinks', tier));
    }
  });

  it('makes a list’s sources only with trackLinks', async () => {
    const team = await owner(tier);
    const answer = await call('createSource', { newsletterID: team.listID, name: 'Flyer' }, { as: team });
    if (plan.trackLinks) {
      expect(answer.status).toBe(201);
    } else {
      expect(answer.status).toBe(402);
      expect(errorOf(answer).message).toBe(featureNotOnPlanMessage('trackLinks', tier));
    }
  });

  it('saves a list’s own footer only with customFooter', async () => {
    const team = await owner(tier);
    const footer = '<p><a href="{{unsubscribe_url}}">Leave</a></p>';
    const answer = await call('updateNewsletterFooter', { id: team.listID, customFooterHtml: footer }, { as: team });
    const list = async () => (await dashboard(team)).newsletters.find((n) => n.id === team.listID)!;
    if (plan.customFooter) {
      expect(ok(answer).customFooterHtml).toBe(footer);
      expect((await list()).customFooterHtml).toBe(footer);
    } else {
      expect(answer.status).toBe(402);
      expect(errorOf(answer).message).toBe(featureNotOnPlanMessage('customFooter', tier));
      expect((await list()).customFooterHtml).toBe('');
    }
  });

  it('tags a subscriber only with tags', async () => {
    const team = await owner(tier);
    const email = uniqueEmail('tagged');
    const answer = await call('createSubscriber', { ...subscriberInput(team, email), tags: ['Choir'] }, { as: team });
    const row = async () => (await rowsOf(team, 'subscribers')).find((s) => s.subscriberEmail === email);
    if (plan.tags) {
      created(answer);
      expect((await row())?.tags).toEqual(['Choir']);
    } else {
      expect(answer.status).toBe(402);
      expect(errorOf(answer).message).toBe(featureNotOnPlanMessage('tags', tier));
      expect(await row()).toBeUndefined();
    }
  });

  it('shows a subscriber’s history only with auditHistory', async () => {
    const team = await owner(tier);
    const id = await newSubscriber(team, uniqueEmail('history'));
    const answer = await call('subscriberHistory', { id }, { as: team });
    if (plan.auditHistory) {
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(402);
      expect(errorOf(answer).message).toBe(featureNotOnPlanMessage('auditHistory', tier));
    }
  });
});

describe('an invitation made before the plan lost its room', () => {
  const teamsOf = async (user: { idToken: string }) =>
    ok(await call('getUserData', {}, { as: user })).teams.map((t) => t.teamID);

  it('cannot be accepted until there is room again, and stays meanwhile', async () => {
    const team = await owner('group');
    const email = uniqueEmail('late');
    created(await invite(team, email));
    const invitee = await markEmailVerified(await signUp(email));
    ok(await call('getUserData', {}, { as: invitee }));
    await setTier(team.teamID, 'starter');

    const { teamName } = await teamDoc(team.teamID);
    const accept = { accept: true, teamID: team.teamID } as const;
    const refused = await call('acceptTeamInvite', accept, { as: invitee });
    // The invitee is told whom to ask: the plan and its upgrade are the owner's.
    expect(refused.status).toBe(402);
    expect(errorOf(refused).message).toBe(TEAM_MESSAGES.noRoomToJoin(teamName));
    expect(errorOf(refused).message).toBe(`${teamName} has no room for another member on its plan; ask its owner.`);
    expect(await teamsOf(invitee)).not.toContain(team.teamID);

    await setTier(team.teamID, 'group');
    ok(await call('acceptTeamInvite', accept, { as: invitee }));
    expect(await teamsOf(invitee)).toContain(team.teamID);
  });
});

function subscriberInput(team: Owner, email: string): CallInput<'createSubscriber'> {
  return { subscriberEmail: email, subscribedNewsletters: [team.listID], teamID: team.teamID };
}

describe('a team stored with the API tier ids it was written with before the code took its own', () => {
  it('is on the same plan and answers the same id', async () => {
    const team = await owner();
    await testStore()
      .doc(`teams/${team.teamID}`)
      .update({ 'subscription.tier': 'team', 'subscription.status': 'active' });

    expect((await dashboard(team)).team.subscription.tier).toBe('team');
    const email = uniqueEmail('stored');
    const tagged = await call('createSubscriber', { ...subscriberInput(team, email), tags: ['Choir'] }, { as: team });
    expect(tagged.status).toBe(201);
    // The onboarding made the first list; Group has room for the rest, not one more.
    for (let n = 2; n <= PLANS.group.maxLists; n++) {
      created(await call('createNewsletter', { teamID: team.teamID, newsletterName: `List ${n}` }, { as: team }));
    }
    const over = await call('createNewsletter', { teamID: team.teamID, newsletterName: 'One more' }, { as: team });
    expectRefused(over, planLimitMessage('lists', 'group', PLANS.group.maxLists + 1), PLANS.group.maxLists);
  });
});
