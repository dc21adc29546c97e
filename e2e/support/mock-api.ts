/**
 * An in-page stand-in for the API, for looking at pages when the local stack
 * is not running. It answers from one in-memory profile and team; the Auth
 * emulator is still needed for signing in.
 */
import type { Page, Route } from 'playwright-core';
import { DEFAULT_NEWSLETTER_SETTINGS } from '@listkeep/common/src/newsletter-settings';
import { NO_SUBSCRIPTION } from '@listkeep/common/src/subscription';

export interface MockOptions {
  onboarded?: boolean;
  subscribers?: number;
  verifyEmailWarning?: boolean;
}

export async function mockApi(page: Page, options: MockOptions = {}): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const profile = {
    uid: 'mock',
    name: options.onboarded ? 'Ann Lee' : '',
    email: 'ann@example.com',
    onboarded: options.onboarded ?? false,
    latestTeamID: 'team1',
    teams: [{ teamID: 'team1', teamName: "Ann Lee's Team" }],
    activeTeam: { teamID: 'team1', teamName: "Ann Lee's Team", role: 'owner', ownerEmail: 'ann@example.com' },
    teamInvites: [],
    accessNotices: [],
    groupInvites: [],
    whitelisted: false,
    subscription: NO_SUBSCRIPTION,
    serverVersion: '0.1.0',
  };
  const names = ['Parish Notes', 'Club Weekly'];
  const latest = Array.from({ length: options.subscribers ?? 5 }, (_, i) => ({
    id: `s${i}`,
    email: ['maria.gonzalez', 'tom.baker', 'priya.n', 'jo', 'sam.whitfield'][i % 5] + `${i > 4 ? i : ''}@example.org`,
    newsletterNames: i % 3 === 2 ? [] : i % 2 ? [names[0], names[1]] : [names[0]],
    lastSubscribeEvent: { seconds: now - [180, 3600 * 5, 3600 * 30, 60 * 42, 3600 * 24 * 9][i % 5], nanoseconds: 0 },
  }));
  const newsletter = (id: string, name: string, total: number) => ({
    id,
    teamID: 'team1',
    ...DEFAULT_NEWSLETTER_SETTINGS,
    newsletterName: name,
    name,
    overviewData: { recentSubscribersCount: Math.min(total, 3), totalSubscribers: total, totalEmails: 12 },
    createdAt: { seconds: now, nanoseconds: 0 },
  });

  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/api/**', async (route) => {
    const u = new URL(route.request().url());
    const path = u.pathname.replace(/^\/api/, '');
    const body = route.request().postData() ? JSON.parse(route.request().postData()!) : {};
    switch (path) {
      case '/getVersion':
        return json(route, 200, { version: '0.1.0' });
      case '/getUserData':
        return json(route, 200, profile);
      case '/setProfile':
        if (typeof body.name === 'string') profile.name = body.name;
        if (body.onboarding) profile.onboarded = true;
        return json(route, 200, { profile });
      case '/newsletters':
        return json(route, 201, { id: 'n1', newsletter: newsletter('n1', body.name, 0) });
      case '/getDashboardData':
        return json(route, 200, {
          team: { id: 'team1', teamName: "Ann Lee's Team", teamInvites: [] },
          newsletters: [newsletter('n1', names[0], options.subscribers ?? 5), newsletter('n2', names[1], 2)],
          overviewData: { recentSubscribersCount: 3, totalSubscribers: 5, totalEmails: 12, latestSubscribers: latest },
          usage: { subscribers: 7, lists: 2, users: 1 },
          warnings: { verify_email_warning: options.verifyEmailWarning ?? true },
        });
      default:
        return json(route, 501, { error: { code: 'not-implemented', message: 'Not implemented yet.' } });
    }
  });
}
