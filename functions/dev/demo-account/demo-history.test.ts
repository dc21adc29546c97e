/**
 * The demo account's history, written over a scratch store: every counter
 * agrees with a recount of the documents, as the product keeps them, and the
 * people are the same on every run.
 */
import { describe, expect, it } from 'vitest';
import { ensureAccount } from '../../src/domain/accounts/accounts';
import type { ListDoc, SubscriberDoc, EmailDoc, TeamDoc } from '../../src/domain/docs';
import { readCounted } from '../../src/domain/counters/counter-shards';
import { DAY_MS, dayKey, recentCount, recentSince } from '../../src/domain/time';
import { importHistory } from '../../src/domain/imports/import-history';
import { listSources } from '../../src/domain/lists/sources';
import { scratchSqliteStore, testDeps } from '../../test/support/test-deps';
import type { DocData, Store } from '../../src/store/port';
import { DemoTeamNotEmpty, writeDemoHistory } from './index';
import { TEAMMATE } from './content';
import { demoTimeline } from './timeline';
import { teamRef, userRef } from '../../src/domain/records';

const NOW = Date.UTC(2026, 6, 15, 14, 30);

async function demoAccount(store: Store) {
  const identity = (uid: string, email: string, displayName: string) => ({
    uid,
    email,
    emailVerified: true,
    provider: 'password',
    picture: '',
    displayName,
    authTime: NOW,
  });
  const owner = await ensureAccount(store, identity('demo', 'demo@listkeep.test', 'Demo Sender'), NOW);
  await ensureAccount(store, identity('sam', TEAMMATE.email, TEAMMATE.name), NOW);
  const teamID = owner.ownTeamID!;
  await teamRef(store, teamID).update({
    subscription: {
      ...(await teamRef(store, teamID).get()).data()!.subscription,
      tier: 'scale',
      status: 'active',
    },
  });
  await userRef(store, 'demo').update({ whitelisted: true });
  return { uid: 'demo', teamID, teammateUid: 'sam' };
}

const docsOf = async <T extends DocData>(store: Store, collection: string, teamID: string) =>
  (await store.collection<T>(collection).where('teamID', '==', teamID).get()).docs.map((s) => ({
    id: s.id,
    ...s.data()!,
  }));

describe('the demo history', () => {
  it('is the same timeline for the same moment', () => {
    expect(demoTimeline(NOW)).toEqual(demoTimeline(NOW));
    const addresses = demoTimeline(NOW).flatMap((a) =>
      a.kind === 'import'
        ? a.rows.map((r) => r.email)
        : a.kind === 'add'
          ? [a.person.email]
          : a.kind === 'signup'
            ? [a.email]
            : [],
    );
    expect(addresses.length).toBeGreaterThan(300);
    for (const address of addresses) expect(address).toMatch(/@([a-z]+\.)?example\.(com|org|net)$/);
  });

  it('writes lists, subscribers and emails whose counters agree with the documents', async () => {
    const store = scratchSqliteStore();
    const account = await demoAccount(store);
    const started = Date.now();
    await writeDemoHistory({ store, account, hashSecret: 'test-secret', publicUrl: 'http://127.0.0.1:5000', now: NOW });
    console.log(`demo history written in ${Date.now() - started} ms`);

    // As the dashboard reads them: each document's counts with its counter shards added.
    const team = (await readCounted<TeamDoc>(store, `teams/${account.teamID}`))!;
    const stored = await docsOf<ListDoc>(store, 'newsletters', account.teamID);
    const lists = (
      await Promise.all(
        stored.map(async (l) => ({ ...(await readCounted<ListDoc>(store, `newsletters/${l.id}`))!, id: l.id })),
      )
    ).sort((a, b) => a.createdAt - b.createdAt);
    const subscribers = await docsOf<SubscriberDoc>(store, 'subscribers', account.teamID);
    const emails = await Promise.all(
      (await docsOf<EmailDoc>(store, 'emails', account.teamID)).map(async (e) => ({
        ...(await readCounted<EmailDoc>(store, `emails/${e.id}`))!,
        id: e.id,
      })),
    );

    expect(lists.map((l) => l.newsletterName)).toEqual(['Harbour Runners News', 'Members’ Notices', 'Race Day Alerts']);
    expect(team.counters).toEqual({
      subscribers: subscribers.length,
      newsletters: 3,
      members: 2,
      emails: emails.filter((e) => e.sent).length,
    });
    expect(team.pendingInvites).toBe(1);
    const recent = subscribers.filter((s) => dayKey(s.createdAt) >= recentSince(NOW)).length;
    expect(recentCount(team.subscribeDays, NOW)).toBe(recent);
    for (const list of lists) {
      const on = subscribers.filter((s) => s.subscribedNewsletterIDs.includes(list.id));
      expect(list.counters.subscribers).toBe(on.length);
      expect(list.counters.emails).toBe(emails.filter((e) => e.sent && e.newsletterID === list.id).length);
      const recentOn = on.filter((s) => dayKey(s.subscriptionMeta[list.id].subscribedAt!) >= recentSince(NOW));
      expect(recentCount(list.subscribeDays, NOW)).toBe(recentOn.length);
    }
    expect(subscribers.length).toBeGreaterThan(300);
    const left = subscribers.filter((s) => s.joinedNewsletterIDs.length > s.subscribedNewsletterIDs.length);
    expect(left.length).toBeGreaterThan(20);
    const created = subscribers.map((s) => s.createdAt);
    expect(Math.min(...created)).toBeLessThan(NOW - 170 * DAY_MS);
    expect(Math.max(...created)).toBeGreaterThan(NOW - 3 * DAY_MS);
    expect(emails.reduce((n, e) => n + (e.clicks ?? 0), 0)).toBeGreaterThan(100);

    // The newsletter's sources, as its dashboard shows them: sign-ups through each, week by week.
    const deps = { ...testDeps(store), now: () => NOW };
    const { sources } = await listSources(deps, account.uid, lists[0].id);
    expect(sources.map((s) => s.name)).toEqual(['Spring flyer', 'Club website', 'Open day stall']);
    for (const source of sources) {
      expect(source.subscribes).toBeGreaterThanOrEqual(5);
      expect(source.weekly.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(source.subscribes);
    }
    const weeksWithSignups = sources[0].weekly.map((_, i) => sources.some((s) => s.weekly[i] > 0));
    expect(weeksWithSignups.filter(Boolean).length).toBeGreaterThanOrEqual(8);
    console.log(`sources: ${sources.map((s) => `${s.name} ${s.subscribes} [${s.weekly.join(' ')}]`).join('; ')}`);

    // The import history: files imported by the owner and the teammate, one undone, the latest still undoable.
    const { imports } = await importHistory(deps, account.uid, account.teamID);
    expect(imports.map((i) => [i.by, i.fileName, i.status])).toEqual([
      ['Demo Sender', 'coast-trip-coach.csv', 'done'],
      ['Sam Okafor', 'relay-teams.csv', 'done'],
      ['Sam Okafor', 'relay-teams.csv', 'undone'],
      ['Demo Sender', 'harbour-10k-entries.csv', 'done'],
      ['Demo Sender', null, 'done'],
      ['Demo Sender', 'membership-spreadsheet.csv', 'done'],
    ]);
    expect(imports[0].undoableUntil).not.toBeNull();
    expect(imports.slice(1).every((i) => i.undoableUntil === null)).toBe(true);
    const [redone, undone] = [imports[1], imports[2]];
    expect(undone.undo).toMatchObject({ by: 'Sam Okafor', removed: undone.created, takenOff: 0, leftAlone: 0 });
    expect(undone.newsletterIDs).toEqual([lists[1].id]);
    expect(redone.newsletterIDs).toEqual([lists[2].id]);
    expect(redone.created).toBe(undone.created);

    await expect(
      writeDemoHistory({ store, account, hashSecret: 'test-secret', publicUrl: 'http://127.0.0.1:5000', now: NOW }),
    ).rejects.toThrow(DemoTeamNotEmpty);
  });
});
