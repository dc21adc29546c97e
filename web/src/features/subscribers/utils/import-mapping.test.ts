import { guessCsvMapping, readCsvTable } from '@listkeep/common/src/web/csv-import';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberMapping, startingMapping } from './import-mapping';

const entries = new Map<string, string>();

beforeEach(() => {
  entries.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, String(value)),
    removeItem: (key: string) => entries.delete(key),
  });
});

// The files of a worker share their globals (vitest.config.mts).
afterAll(() => vi.unstubAllGlobals());

const file = (rows: string) => readCsvTable(`Contact,Who,Extra\n${rows}`);

describe('the column mapping a CSV import starts with', () => {
  it('is read from the header names for a format not seen before', () => {
    const table = file('ann@example.org,Ann,x\n');
    expect(startingMapping(table)).toEqual(guessCsvMapping(table));
  });

  it('is the one chosen last for a file with the same header', () => {
    const chosen = { email: 0, name: 1, lastName: -1, notes: 2, tags: -1, status: -1, list: -1 };
    rememberMapping(file('ann@example.org,Ann,x\n'), chosen);
    expect(startingMapping(file('bob@example.org,Bob,y\n'))).toEqual(chosen);
  });

  it('falls back to the guess when the remembered one does not fit or the stored entry is damaged', () => {
    const table = file('ann@example.org,Ann,x\n');
    rememberMapping(table, { email: 0, name: 7, lastName: -1, notes: -1, tags: -1, status: -1, list: -1 });
    expect(startingMapping(table)).toEqual(guessCsvMapping(table));
    entries.set('importMappings', '{not json');
    expect(startingMapping(table)).toEqual(guessCsvMapping(table));
    rememberMapping(table, { email: 0, name: 1, lastName: -1, notes: -1, tags: -1, status: -1, list: -1 });
    expect(startingMapping(table).name).toBe(1);
  });
});
