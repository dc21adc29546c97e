import { describe, expect, it } from 'vitest';
import { get, post } from './support/api';
import { markEmailVerified, signUp } from './support/auth-emulator';
import { UNKNOWN } from './support/fixtures';

async function newUser() {
  const user = await signUp();
  const teamID = (await get('/getUserData', user.idToken)).body.latestTeamID as string;
  return { ...user, teamID };
}

describe('GET /getDashboardData', () => {
  it('answers the team, no newsletters, zero counts and the verify warning for a new account', async () => {
    const user = await newUser();
    const res = await get('/getDashboardData', user.idToken);
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
    const res = await get('/getDashboardData', user.idToken);
    expect(res.body.warnings.verify_email_warning).toBe(false);
  });

  it('answers another team exactly like a team that does not exist', async () => {
    const ann = await newUser();
    const bob = await newUser();
    const foreign = await get(`/getDashboardData?teamID=${bob.teamID}`, ann.idToken);
    const missing = await get('/getDashboardData?teamID=nothingHere', ann.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('refuses a repeated teamID or an unknown parameter with 400, and answers a malformed teamID like an unknown team', async () => {
    const user = await newUser();
    expect((await get(`/getDashboardData?teamID=${user.teamID}&teamID=x`, user.idToken)).status).toBe(400);
    expect((await get('/getDashboardData?other=1', user.idToken)).status).toBe(400);
    const malformed = await get('/getDashboardData?teamID=a%2Fb', user.idToken);
    const unknown = await get(`/getDashboardData?teamID=${UNKNOWN.team}`, user.idToken);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(unknown.body);
  });
});

describe('POST /newsletters from the onboarding form', () => {
  it('creates the first newsletter once and answers 409 "Newsletter already created" after', async () => {
    const user = await newUser();
    const first = await post(
      '/newsletters',
      { name: "Ann's Newsletter", teamID: user.teamID, onboarding: true },
      user.idToken,
    );
    expect(first.status).toBe(201);
    expect(first.body.newsletter).toMatchObject({
      id: first.body.id,
      teamID: user.teamID,
      newsletterName: "Ann's Newsletter",
      private: false,
      blockSubscribes: false,
      overviewData: { totalSubscribers: 0, totalEmails: 0, recentSubscribersCount: 0 },
    });

    const again = await post('/newsletters', { name: 'Second', teamID: user.teamID, onboarding: true }, user.idToken);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already-exists', message: 'Newsletter already created' });

    const dashboard = (await get('/getDashboardData', user.idToken)).body;
    expect(dashboard.newsletters.map((n: { newsletterName: string }) => n.newsletterName)).toEqual([
      "Ann's Newsletter",
    ]);
  });

  it('creates only one newsletter when the form is sent twice at once', async () => {
    const user = await newUser();
    const body = { name: 'Twice', teamID: user.teamID, onboarding: true };
    const answers = await Promise.all([
      post('/newsletters', body, user.idToken),
      post('/newsletters', body, user.idToken),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await get('/getDashboardData', user.idToken)).body.newsletters).toHaveLength(1);
  });

  it('holds the free plan to one newsletter with a tier-limit answer', async () => {
    const user = await newUser();
    await post('/newsletters', { name: 'First', teamID: user.teamID, onboarding: true }, user.idToken);
    const res = await post('/newsletters', { newsletterName: 'Second', teamID: user.teamID }, user.idToken);
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({
      code: 'tier-limit',
      message: 'The Starter plan allows 1 newsletter. Upgrade to add more.',
    });
  });

  it('refuses a blank name with the wizard message', async () => {
    const user = await newUser();
    const res = await post('/newsletters', { name: ' ', teamID: user.teamID, onboarding: true }, user.idToken);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please name your newsletter before continuing.');
  });

  it("refuses another team's id like a missing one and creates nothing there", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const res = await post('/newsletters', { name: 'Intruder', teamID: bob.teamID, onboarding: true }, ann.idToken);
    expect(res.status).toBe(404);
    expect((await get('/getDashboardData', bob.idToken)).body.newsletters).toEqual([]);
  });
});
