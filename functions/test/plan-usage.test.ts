import { describe, expect, it } from 'vitest';
import { call, ok } from './support/client';
import { member, newUser, owner } from './support/fixtures';
import { importInto, newList, newSubscriber, setLists } from './support/team-content';
import { dashboard } from './support/team-reads';

describe('GET /getDashboardData: plan usage', () => {
  it('counts what a new account holds: no subscribers, no lists, its owner', async () => {
    const user = await newUser();
    const data = ok(await call('getDashboardData', {}, { as: user }));
    expect(data.usage).toEqual({ subscribers: 0, lists: 0, users: 1 });
  });

  it('follows imports, single adds, new lists and members, and counts subscribers on no list', async () => {
    const team = await owner('group');
    await importInto(team, ['a@example.org', 'b@example.org', 'c@example.org']);
    const loner = await newSubscriber(team, 'd@example.org');
    await setLists(team, loner, 'd@example.org', []);
    await newList(team);
    await member(team.teamID, 'editor');

    const data = await dashboard(team);
    expect(data.usage).toEqual({ subscribers: 4, lists: 2, users: 2 });
  });

  it('answers every member the same usage, whatever their role', async () => {
    const team = await owner('group');
    await importInto(team, ['a@example.org']);
    const viewer = await member(team.teamID, 'viewer');
    expect((await dashboard(team, viewer)).usage).toEqual((await dashboard(team)).usage);
  });
});
