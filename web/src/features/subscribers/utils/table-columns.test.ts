import type { Subscriber } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { columnTemplate, tableColumns } from './table-columns';

const row = (fields: Partial<Subscriber>) => ({ subscriberEmail: 'a@example.org', ...fields }) as Subscriber;

describe('tableColumns', () => {
  it('leaves out the tags column when the team has no tags, and keeps the name column', () => {
    expect(tableColumns([row({}), row({ subscriberName: '', tags: [] })], false, [])).toEqual({
      select: false,
      name: true,
      tags: false,
    });
  });

  it('shows the tags column for a tag of the team or of a row loaded', () => {
    expect(tableColumns([row({})], true, ['VIP']).tags).toBe(true);
    expect(tableColumns([row({ tags: ['VIP'] })], true, []).tags).toBe(true);
  });
});

describe('columnTemplate', () => {
  it('has one track per column shown', () => {
    const tracks = (columns: Parameters<typeof columnTemplate>[0]) => columnTemplate(columns).split(/ (?![^(]*\))/);
    expect(tracks({ select: false, name: false, tags: false })).toHaveLength(4);
    expect(tracks({ select: true, name: true, tags: true })).toHaveLength(7);
  });
});
