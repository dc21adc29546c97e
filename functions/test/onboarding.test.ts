import { describe, expect, it } from 'vitest';
import { call, created, errorOf, ok, request } from './support/client';
import { UNKNOWN, newUser } from './support/fixtures';
import { markEmailVerified, signUp } from './support/identities';

const listsOf = async (user: { idToken: string }) => ok(await call('getDashboardData', {}, { as: user })).newsletters;

describe('GET /getDashboardData', () => {
  it('answers the team, no newsletters, zero counts and the verify warning for a new account', async () => {
    const user = await newUser();
    const res = await call('getDashboardData', {}, { as: user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      team: { id: user.teamID, ownerEmail: user.email, subscription: { tier: 'free' }, teamInvites: [] },
      newsletters: [],
      overviewData: { recentSubscribersCount: 0, totalSubscribers: 0, totalEmails: 0, latestSubscribers: [] },
      warnings: { verify_email_warning: true },
    });
  });

  it('drops the verify warning once the email is verified', async () => {
    const user = await markEmailVerified(await signUp());
    const res = await call('getDashboardData', {}, { as: user });
    expect(ok(res).warnings.verify_email_warning).toBe(false);
  });

  it('answers another team exactly like a team that does not exist', async () => {
    const ann = await newUser();
    const bob = await newUser();
    const foreign = await call('getDashboardData', { teamID: bob.teamID }, { as: ann });
    const missing = await call('getDashboardData', { teamID: 'nothingHere' }, { as: ann });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('refuses a repeated teamID or an unknown parameter with 400, and answers a malformed teamID like an unknown team', async () => {
    const user = await newUser();
    expect((await request('GET', `/getDashboardData?teamID=${user.teamID}&teamID=x`, { as: user })).status).toBe(400);
    expect((await request('GET', '/getDashboardData?other=1', { as: user })).status).toBe(400);
    const malformed = await call('getDashboardData', { teamID: 'a/b' }, { as: user });
    const unknown = await call('getDashboardData', { teamID: UNKNOWN.team }, { as: user });
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(unknown.body);
  });
});

describe('POST /newsletters from the onboarding form', () => {
  it('creates the first newsletter once and answers 409 "Newsletter already created" after', async () => {
    const user = await newUser();
    const { id, newsletter } = created(
      await call('createNewsletter', { name: "Ann's Newsletter", teamID: user.teamID, onboarding: true }, { as: user }),
    );
    expect(newsletter).toMatchObject({
      id,
      teamID: user.teamID,
      newsletterName: "Ann's Newsletter",
      private: false,
      blockSubscribes: false,
      overviewData: { totalSubscribers: 0, totalEmails: 0, recentSubscribersCount: 0 },
    });

    const again = await call(
      'createNewsletter',
      { name: 'Second', teamID: user.teamID, onboarding: true },
      { as: user },
    );
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'already-exists', message: 'Newsletter already created' });

    expect((await listsOf(user)).map((n) => n.newsletterName)).toEqual(["Ann's Newsletter"]);
  });

  it('creates only one newsletter when the form is sent twice at once', async () => {
    const user = await newUser();
    const input = { name: 'Twice', teamID: user.teamID, onboarding: true } as const;
    const answers = await Promise.all([
      call('createNewsletter', input, { as: user }),
      call('createNewsletter', input, { as: user }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await listsOf(user)).toHaveLength(1);
  });

  it('holds the free plan to one newsletter with a tier-limit answer', async () => {
    const user = await newUser();
    await call('createNewsletter', { name: 'First', teamID: user.teamID, onboarding: true }, { as: user });
    const res = await call('createNewsletter', { newsletterName: 'Second', teamID: user.teamID }, { as: user });
    expect(res.status).toBe(402);
    expect(errorOf(res)).toEqual({
      code: 'tier-limit',
      message: 'The Starter plan allows 1 list. Upgrade to Core to add more.',
      limit: { allowed: 1, room: 0 },
    });
  });

  it('refuses a blank name with the wizard message', async () => {
    const user = await newUser();
    const res = await call('createNewsletter', { name: ' ', teamID: user.teamID, onboarding: true }, { as: user });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('Please name your newsletter before continuing.');
  });

  it("refuses another team's id like a missing one and creates nothing there", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const res = await call('createNewsletter', { name: 'Intruder', teamID: bob.teamID, onboarding: true }, { as: ann });
    expect(res.status).toBe(404);
    expect(await listsOf(bob)).toEqual([]);
  });
});
