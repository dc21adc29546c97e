import type { Subscriber } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { columnTemplate, tableColumns } from './table-columns';

const row = (fields: Partial<Subscriber>) => ({ subscriberEmail: 'a@example.org', ...fields }) as Subscriber;

describe('tableColumns', () => {
  it('leaves out the name and tags columns when nobody has one', () => {
    expect(tableColumns([row({}), row({ subscriberName: '', tags: [] })], false)).toEqual({
      select: false,
      name: false,
      tags: false,
    });
  });

  it('shows a column once one subscriber has a value for it', () => {
    const rows = [row({}), row({ subscriberName: 'Ann', tags: ['VIP'] })];
    expect(tableColumns(rows, true)).toEqual({ select: true, name: true, tags: true });
  });
});

describe('columnTemplate', () => {
  it('has one track per column shown', () => {
    const tracks = (columns: Parameters<typeof columnTemplate>[0]) => columnTemplate(columns).split(/ (?![^(]*\))/);
    expect(tracks({ select: false, name: false, tags: false })).toHaveLength(4);
    expect(tracks({ select: true, name: true, tags: true })).toHaveLength(7);
  });
});
