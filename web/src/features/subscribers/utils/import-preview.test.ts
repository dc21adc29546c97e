import { countVerdicts, type ImportPreviewRow } from '@listkeep/common/src/import-preview';
import { describe, expect, it } from 'vitest';
import { fittingAddresses, joinKeptOut, rowDetail, rowsShown, splitKeptOut, verdictDetail } from './import-preview';

const row = (verdict: ImportPreviewRow['verdict'], more: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  verdict,
  ...more,
});
const address = (email: string) => ({ email, name: '', notes: '' });

describe('the import preview', () => {
  const rows = [row('new'), row('invalid', { reason: 'Has no @.' }), row('on-list'), row('duplicate', { first: 0 })];

  it('shows every row, or those of one verdict, by their place in the list', () => {
    expect(rowsShown(rows, 'all')).toEqual([0, 1, 2, 3]);
    expect(rowsShown(rows, 'duplicate')).toEqual([3]);
    expect(rowsShown(rows, 'added')).toEqual([]);
  });

  it('says why, which row, and which lists, by name', () => {
    const nameOf = (id: string) => ({ L1: 'Club news', L2: 'Races' })[id] ?? id;
    expect(verdictDetail(rows[1], nameOf)).toBe('Has no @.');
    expect(verdictDetail(rows[3], nameOf)).toBe('Same address as row 1');
    expect(verdictDetail(row('new', { joins: ['L1', 'L2'] }), nameOf)).toBe('Joins Club news, Races');
    expect(verdictDetail(row('added', { joins: ['L2'], keptOutOf: ['L1'] }), nameOf)).toBe(
      'Joins Races; stays off Club news, which it left',
    );
    expect(verdictDetail(row('new', { joins: ['L2'], keptOutOf: ['L1'] }), nameOf)).toBe(
      'Joins Races; stays off Club news, which it left',
    );
    expect(verdictDetail(row('opted-out', { keptOutOf: ['L1'] }), nameOf)).toBe('Left Club news before; not put back');
  });

  it('notes on an address that joins that some mail systems cannot deliver to its local part', () => {
    const nameOf = (id: string) => ({ L1: 'Club news' })[id] ?? id;
    expect(rowDetail(row('new', { joins: ['L1'] }), 'ömil@gmail.com', nameOf)).toBe(
      'Joins Club news. Some mail systems cannot deliver to an address with “ö” before the @.',
    );
    expect(rowDetail(row('new', { joins: ['L1'] }), 'ann@münchen.de', nameOf)).toBe('Joins Club news');
    expect(rowDetail(row('on-list'), 'ömil@gmail.com', nameOf)).toBe('');
  });

  it('takes every existing subscriber and the first new ones that fit', () => {
    const valid = ['a', 'b', 'c', 'd', 'e'].map((n) => address(`${n}@x.org`));
    const verdicts = [
      row('new'),
      row('invalid'),
      row('on-list'),
      row('new'),
      row('duplicate', { first: 0 }),
      row('opted-out'),
      row('new'),
    ];
    expect(fittingAddresses(valid, verdicts, 1).map((a) => a.email)).toEqual(['a@x.org', 'b@x.org', 'd@x.org']);
    expect(fittingAddresses(valid, verdicts, 0).map((a) => a.email)).toEqual(['b@x.org', 'd@x.org']);
    expect(() => fittingAddresses(valid.slice(1), verdicts, 1)).toThrow();
  });
});

describe('a list with rows the file says left', () => {
  const entries = [
    { email: 'ann@x.org', name: '', notes: '' },
    { email: 'bob@x.org', name: '', notes: '', left: 'unsubscribed' as const },
    { email: 'not-an-address', name: '', notes: '' },
    { email: 'BOB@x.org', name: '', notes: '' },
    { email: 'ann@x.org', name: '', notes: '' },
  ];

  it('asks the server about the other rows only, and keeps every row of an address that left out', () => {
    const split = splitKeptOut(entries);
    expect(split.asked).toEqual([0, 2, 4]);
    const answer = {
      rows: [
        { verdict: 'new' as const },
        { verdict: 'invalid' as const, reason: 'Has no @.' },
        { verdict: 'duplicate' as const, first: 0 },
      ],
      counts: countVerdicts([{ verdict: 'new' }, { verdict: 'invalid' }, { verdict: 'duplicate' }]),
      limit: null,
    };
    const preview = joinKeptOut(entries.length, split, answer);
    expect(preview.rows).toEqual([
      { verdict: 'new' },
      { verdict: 'unsubscribed' },
      { verdict: 'invalid', reason: 'Has no @.' },
      { verdict: 'duplicate', first: 1 },
      { verdict: 'duplicate', first: 0 },
    ]);
    expect(preview.counts).toMatchObject({ new: 1, unsubscribed: 1, invalid: 1, duplicate: 2 });
  });

  it('needs no server when every row left', () => {
    const split = splitKeptOut([entries[1]]);
    expect(split.asked).toEqual([]);
    expect(joinKeptOut(1, split, null)).toMatchObject({ rows: [{ verdict: 'unsubscribed' }], limit: null });
  });
});
