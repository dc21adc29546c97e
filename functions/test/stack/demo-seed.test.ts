/**
 * `node scripts/seed.mjs` (what `npm start` runs) on the running local stack:
 * the demo account opens as a product in use, seen through the API as the
 * demo user, and a second run changes nothing.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  CONSENT_SOURCES,
  type DashboardData,
  type DashboardItemAnswer,
  type EmailLog,
  type ImportHistory,
  type NewsletterSourcesAnswer,
  type Profile,
  type Subscriber,
  type SubscriberHistory,
  type TeamUser,
  type TrackedLink,
} from '@listkeep/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { signIn } from '../support/auth-emulator';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DEMO = { email: 'demo@listkeep.test', password: 'listkeep-demo' };
const DAY_S = 86_400;

function seed(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/seed.mjs'], { cwd: ROOT, env: process.env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Every page of one of the dashboard's lists. */
async function allItems<T>(token: string, teamID: string, type: 'subscribers' | 'emails' | 'teamUsers'): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ type, teamID, ...(cursor ? { cursor } : {}) });
    const page: { status: number; body: DashboardItemAnswer } = await get<DashboardItemAnswer>(
      `/getDashboardItem?${query}`,
      token,
    );
    expect(page.status).toBe(200);
    items.push(...(page.body.data as T[]));
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

/** What the demo user sees: the dashboard, its three lists, and the tracked links of each email. */
async function demoView(token: string) {
  const profile = (await get<Profile>('/getUserData', token)).body;
  const teamID = profile.latestTeamID;
  const dashboard = (await get<DashboardData>(`/getDashboardData?teamID=${teamID}`, token)).body;
  const subscribers = await allItems<Subscriber>(token, teamID, 'subscribers');
  const emails = await allItems<EmailLog>(token, teamID, 'emails');
  const teamUsers = await allItems<TeamUser>(token, teamID, 'teamUsers');
  const links: Record<string, TrackedLink[]> = {};
  for (const email of emails)
    links[email.id] = (await get<{ links: TrackedLink[] }>(`/trackedLinks/${email.id}`, token)).body.links;
  const sources: Record<string, NewsletterSourcesAnswer> = {};
  for (const list of dashboard.newsletters)
    sources[list.id] = (await get<NewsletterSourcesAnswer>(`/newsletterSources/${list.id}`, token)).body;
  const imports = (await get<ImportHistory>(`/importHistory?teamID=${teamID}`, token)).body.imports;
  return { profile, dashboard, subscribers, emails, teamUsers, links, sources, imports };
}

describe('the demo account seed', () => {
  let token: string;
  let first: Awaited<ReturnType<typeof demoView>>;

  beforeAll(async () => {
    const run = await seed();
    expect({ code: run.code, stderr: run.stderr.split('\n').filter((l) => l.startsWith('seed:')) }).toEqual({
      code: 0,
      stderr: [],
    });
    expect(run.stdout).toMatch(/seed: demo account created with six months of history in \d+\.\d s/);
    token = await signIn(DEMO);
    first = await demoView(token);
  }, 300_000);

  it('opens onboarded, on free access, with lists, subscribers and emails', () => {
    const { profile, dashboard } = first;
    expect(profile).toMatchObject({ onboarded: true, whitelisted: true, subscription: { status: 'active' } });
    expect(dashboard.newsletters.length).toBeGreaterThanOrEqual(2);
    expect(dashboard.newsletters.some((n) => n.private)).toBe(true);
    expect(dashboard.overviewData.totalSubscribers).toBeGreaterThanOrEqual(200);
    expect(dashboard.overviewData.recentSubscribersCount).toBeGreaterThan(0);
    expect(dashboard.overviewData.totalEmails).toBeGreaterThanOrEqual(2);
    expect(dashboard.overviewData.latestSubscribers).toHaveLength(10);
    expect(dashboard.warnings.verify_email_warning).toBe(false);
  });

  it('has hundreds of subscribers over several months, from several sources, some unsubscribed', () => {
    const { dashboard, subscribers } = first;
    expect(subscribers.length).toBe(dashboard.usage.subscribers);
    expect(subscribers.length).toBeGreaterThanOrEqual(200);
    const now = Date.now() / 1000;
    const months = new Set(subscribers.map((s) => Math.floor((now - s.createdAt!.seconds) / (30 * DAY_S))));
    expect(months.size).toBeGreaterThanOrEqual(5);
    const unsubscribed = subscribers.filter((s) => Object.values(s.subscriptionMeta).some((m) => m.unsubscribedAt));
    expect(unsubscribed.length).toBeGreaterThanOrEqual(10);
    const leftOn = new Set(
      unsubscribed.flatMap((s) => Object.values(s.subscriptionMeta).map((m) => m.unsubscribedAt?.seconds ?? 0)),
    );
    expect(leftOn.size).toBeGreaterThan(10);
    const sources = new Set(subscribers.flatMap((s) => Object.values(s.subscriptionMeta).map((m) => m.source)));
    expect(sources.size).toBeGreaterThanOrEqual(4);
    for (const source of [CONSENT_SOURCES.subscribePage, 'batch import', CONSENT_SOURCES.dashboard]) {
      expect(sources.has(source)).toBe(true);
    }
    expect(subscribers.some((s) => s.tags.length > 0)).toBe(true);
    expect(subscribers.some((s) => s.notes !== '')).toBe(true);
    // Each list's count is the subscribers the list has.
    for (const list of dashboard.newsletters) {
      const on = subscribers.filter((s) => s.subscriptionMeta[list.id] && !s.subscriptionMeta[list.id].unsubscribedAt);
      expect(list.overviewData.totalSubscribers).toBe(on.length);
    }
    for (const s of subscribers) expect(s.subscriberEmail).toMatch(/@([a-z]+\.)?example\.(com|org|net)$/);
  });

  it('has logged emails with tracked links and clicks', () => {
    const { emails, links } = first;
    const sent = emails.filter((e) => e.sent);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const tracked = sent.filter((e) => links[e.id].length > 0);
    expect(tracked.length).toBeGreaterThanOrEqual(2);
    expect(tracked.every((e) => e.clicks > 0)).toBe(true);
    expect(tracked.flatMap((e) => links[e.id]).some((l) => l.clicks > 0)).toBe(true);
  });

  it('has a teammate and a pending invitation', () => {
    expect(first.teamUsers.map((u) => [u.role, u.status])).toEqual(
      expect.arrayContaining([
        ['owner', 'active'],
        ['editor', 'active'],
        ['viewer', 'pending'],
      ]),
    );
  });

  it('has named sources on the newsletter, with sign-ups through each over the past weeks', () => {
    const { dashboard, sources } = first;
    const news = dashboard.newsletters.find((n) => n.newsletterName === 'Harbour Runners News')!;
    const { weeks, sources: named } = sources[news.id];
    expect(named.map((s) => s.name)).toEqual(['Spring flyer', 'Club website', 'Open day stall']);
    for (const source of named) {
      expect(source.subscribes).toBeGreaterThan(0);
      expect(source.weekly).toHaveLength(weeks.length);
    }
    const weeksWithSignups = weeks.filter((_, i) => named.some((s) => s.weekly[i] > 0));
    expect(weeksWithSignups.length).toBeGreaterThanOrEqual(6);
    // The other lists have none.
    for (const list of dashboard.newsletters.filter((n) => n.id !== news.id)) {
      expect(sources[list.id].sources).toEqual([]);
    }
  });

  it('has an import history: files imported by the owner and the teammate, one undone, the latest undoable', () => {
    const { imports } = first;
    expect(imports.map((i) => [i.by, i.fileName, i.status])).toEqual(
      expect.arrayContaining([
        ['Demo Sender', 'membership-spreadsheet.csv', 'done'],
        ['Sam Okafor', 'relay-teams.csv', 'done'],
        ['Sam Okafor', 'relay-teams.csv', 'undone'],
      ]),
    );
    const undone = imports.find((i) => i.status === 'undone')!;
    expect(undone.undo).toMatchObject({ by: 'Sam Okafor', removed: undone.created, leftAlone: 0 });
    expect(undone.created).toBeGreaterThan(0);
    expect(imports[0].undoableUntil).not.toBeNull();
    expect(imports[0].undoableUntil!.seconds).toBeGreaterThan(Date.now() / 1000);
  });

  it("shows a subscriber's history of opt-ins and opt-outs", async () => {
    const leaver = first.subscribers.find((s) => Object.values(s.subscriptionMeta).some((m) => m.unsubscribedAt))!;
    const history = await get<SubscriberHistory>(`/subscriberHistory/${leaver.id}`, token);
    expect(history.status).toBe(200);
    expect(history.body.events.map((e) => e.action)).toEqual(expect.arrayContaining(['opt-in', 'opt-out']));
  });

  it('changes nothing when run again', async () => {
    const again = await seed();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('seed: demo account already set up (left as it is)');
    const after = await demoView(await signIn(DEMO));
    expect(after).toEqual({ ...first, profile: { ...first.profile, serverVersion: after.profile.serverVersion } });
  });
});
