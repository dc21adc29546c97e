/**
 * Mail to addresses a caller names (docs/product.md §4 and §7): the names in
 * it are shown as names, never links; invitations are counted per team and
 * day; and only a request that mails spends an address's budget.
 */
import { PLANS, TEAM_MESSAGES, type CallInput } from '@listkeep/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, created, errorOf, ok } from './support/client';
import { UNKNOWN, actor, owner, type Owner } from './support/fixtures';
import { uniqueEmail, type TestUser } from './support/identities';
import { linkable } from './support/linkable';
import { confirmTokenIn, mailsTo, type SentMail } from './support/mail';
import { newClient } from './support/public-client';
import { atStartOfDay } from './support/served-api';

const LIST_NAME = 'Your PayPal account is locked - verify at http://evil.test/login';
const ORG_NAME = 'Security team: write to help@evil.test';
const TEAM_NAME = 'Support Desk: your account is suspended, visit http://evil.test';
const INVITER_NAME = 'Billing www.evil.test/pay';

const submit = (input: CallInput<'emailActionSubmit'>) => call('emailActionSubmit', input, { headers: newClient() });
const invite = (team: Owner, email: string, as: TestUser = team) =>
  call('inviteTeamUser', { teamID: team.teamID, email }, { as });
const withdraw = async (team: Owner, email: string) =>
  ok(await call('removeTeamUser', { teamID: team.teamID, email, isInvite: true }, { as: team }));

/** Everything of a mail a reader sees: subject, sender's name, text and HTML parts. */
const seen = (mail: SentMail) => [mail.subject, mail.from.map((f) => f.name).join(' '), mail.text, mail.html ?? ''];

/** The mail names the hostile names' words, and nothing in it would link to evil.test. */
function expectNoEvilLink(mail: SentMail) {
  for (const part of seen(mail)) {
    expect(part).not.toMatch(/evil\.test/i);
    expect(linkable(part).filter((target) => /evil/i.test(target))).toEqual([]);
  }
}

describe('names in mails', () => {
  it('shows the inviter’s and the team’s names in an invitation as words, linking to nothing of theirs', async () => {
    const team = await owner('group');
    ok(await call('setProfile', { name: INVITER_NAME }, { as: team }));
    ok(await call('updateTeam', { teamID: team.teamID, action: 'update', teamName: TEAM_NAME }, { as: team }));
    const email = uniqueEmail('invitee');
    created(await invite(team, email));
    const [mail] = await mailsTo(email);
    expectNoEvilLink(mail);
    expect(mail.text).toContain('Billing www[.]evil[.]test/pay');
    // Cut at the names' length cap, past the scheme.
    expect(mail.text).toContain('invited you to Support Desk: your account is suspended, visit http[:]//');
  });

  it('shows the list’s and the organisation’s names in the confirmation, welcome and unsubscribe mails as words', async () => {
    const team = await owner();
    ok(
      await call(
        'updateTeam',
        { teamID: team.teamID, action: 'update', teamName: 'Team', publicOrgName: ORG_NAME },
        { as: team },
      ),
    );
    ok(
      await call(
        'updateNewsletter',
        { teamID: team.teamID, id: team.listID, newsletterName: LIST_NAME, sendWelcomeEmail: true },
        { as: team },
      ),
    );
    const reader = uniqueEmail('reader');
    ok(await submit({ type: 'subscribe', email: reader, newsletterID: team.listID }));
    const [confirmation] = await mailsTo(reader);
    expect(confirmation.html).toBeTruthy();
    expect(confirmation.text).toContain('Security team: write to help[@]evil[.]test');
    ok(
      await call(
        'linkAction',
        { type: 'confirmSubscribe', token: confirmTokenIn(confirmation) },
        { headers: newClient() },
      ),
    );
    ok(await submit({ type: 'unsubscribe', email: reader, newsletterID: team.listID }));
    const mails = await mailsTo(reader, 3);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expectNoEvilLink(mail);
  });
});

describe('invitations a day', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = atStartOfDay();
  });
  afterEach(() => undo());

  it(`refuses a Group team's invitation past its ${PLANS.group.invitesPerDay} of the day, withdrawn ones counted, and mails nothing`, async () => {
    const team = await owner('group');
    for (let i = 0; i < PLANS.group.invitesPerDay; i++) {
      const email = uniqueEmail('daily');
      created(await invite(team, email));
      await withdraw(team, email);
    }
    const email = uniqueEmail('one-too-many');
    const refused = await invite(team, email);
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'rate-limited',
      message: TEAM_MESSAGES.teamInvitesPerDay(PLANS.group.invitesPerDay, PLANS.group.name),
    });
    expect(await mailsTo(email, 1, 500)).toEqual([]);
  });
});

describe("an address's hourly budget", () => {
  it('is not spent by requests for a list that does not exist', async () => {
    const team = await owner();
    const email = uniqueEmail('target');
    for (let i = 0; i < 5; i++) {
      expect((await submit({ type: 'subscribe', email, newsletterID: UNKNOWN.list })).status).toBe(200);
      expect((await submit({ type: 'unsubscribe', email, newsletterID: UNKNOWN.list })).status).toBe(200);
    }
    ok(await submit({ type: 'subscribe', email, newsletterID: team.listID }));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is not spent by refused invitations', async () => {
    const team = await owner('group');
    const stranger = await actor(team, 'non-member');
    const email = uniqueEmail('target');
    // Not a member: the team is not found for them, as for anyone outside it.
    for (let i = 0; i < 5; i++) expect((await invite(team, email, stranger)).status).toBe(404);
    created(await invite(team, email));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
