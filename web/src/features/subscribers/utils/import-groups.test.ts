import { describe, expect, it } from 'vitest';
import { groupsChecked, importGroups } from './import-groups';
import { fittingGroups } from './import-preview';

const row = (email: string, list?: string) => ({ email, name: '', notes: '', ...(list !== undefined && { list }) });
const LISTS = [
  { id: 'weekly', name: 'Weekly' },
  { id: 'events', name: 'Events' },
];

describe('the groups of an import', () => {
  it('puts every row onto the chosen lists when the rows name none', () => {
    const routing = importGroups([row('a@x.org'), row('b@x.org')], ['weekly'], null);
    expect(routing).toMatchObject({ groups: [{ newsletterIDs: ['weekly'], at: [0, 1] }] });
  });

  it('puts each row onto the team’s list it names, without case, so one address may go onto two lists', () => {
    const routing = importGroups(
      [row('a@x.org', 'Weekly'), row('a@x.org', ' events '), row('b@x.org', 'WEEKLY')],
      ['weekly'],
      LISTS,
    );
    if (!('groups' in routing)) throw new Error(routing.problem);
    expect(routing.groups.map((g) => [g.newsletterIDs, g.at])).toEqual([
      [['weekly'], [0, 2]],
      [['events'], [1]],
    ]);
    expect(groupsChecked(routing.groups).duplicates).toEqual([]);
  });

  it('stops on a list the team does not have, or a row naming none', () => {
    expect(importGroups([row('a@x.org', 'Choir'), row('b@x.org', 'Weekly')], [], LISTS)).toEqual({
      problem: 'The team has no list named “Choir”: create it here, or set List to None.',
      missing: ['Choir'],
    });
    expect(importGroups([row('a@x.org', ''), row('b@x.org', '')], [], LISTS)).toEqual({
      problem: '2 rows name no list: give them one, or set List to None.',
      missing: [],
    });
  });

  it('takes the first new addresses that fit group by group', () => {
    const routing = importGroups(
      [row('a@x.org', 'Weekly'), row('b@x.org', 'Events'), row('c@x.org', 'Events')],
      [],
      LISTS,
    );
    if (!('groups' in routing)) throw new Error(routing.problem);
    const rows = [{ verdict: 'new' as const }, { verdict: 'added' as const }, { verdict: 'new' as const }];
    expect(fittingGroups(routing.groups, rows, 1).map((g) => g.emails.map((e) => e.email))).toEqual([
      ['a@x.org'],
      ['b@x.org'],
    ]);
  });
});
