import { NO_COLUMN } from '@listkeep/common/src/web/csv-import';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearImportDraft, hasImportDraft, readImportDraft, saveImportDraft } from './import-draft';
import { readImportFile } from './import-file';
import { importEntries } from './import-form';

const entries = new Map<string, string>();
const storage = (full = false) => ({
  getItem: (key: string) => entries.get(key) ?? null,
  setItem: (key: string, value: string) => {
    if (full) throw new DOMException('full', 'QuotaExceededError');
    entries.set(key, value);
  },
  removeItem: (key: string) => entries.delete(key),
});

beforeEach(() => {
  entries.clear();
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('localStorage', storage());
});

// The files of a worker share their globals (vitest.config.mts).
afterAll(() => vi.unstubAllGlobals());

const CSV = 'Email,Name,Notes\r\nzoë@example.org,Zoë,From the fair\r\nann@example.org,Ann,\r\n';

function fileValues() {
  const read = readImportFile('fair.csv', new TextEncoder().encode(CSV), false);
  if (!('table' in read)) throw new Error('no table');
  const file = { ...read, mapping: { ...read.mapping, notes: NO_COLUMN }, acceptUnreadable: true };
  return { mode: 'file' as const, text: '', file, newsletterIDs: ['list-1'], notes: 'Spring fair', agreed: true };
}

describe('an import kept for the way back from the plans', () => {
  it('comes back with its file, mapping and choices, for its team only', () => {
    expect(saveImportDraft('team-1', 'starter', fileValues())).toBe(true);
    expect(hasImportDraft('team-2')).toBe(false);
    const draft = readImportDraft('team-1', 'group')!;
    expect(draft.tier).toBe('starter');
    expect(draft.values).toMatchObject({ mode: 'file', newsletterIDs: ['list-1'], notes: 'Spring fair', agreed: true });
    const file = draft.values.file!;
    expect(file).toMatchObject({ name: 'fair.csv', acceptUnreadable: true, mapping: { notes: NO_COLUMN } });
    expect(importEntries(draft.values).map((e) => [e.email, e.name, e.notes])).toEqual([
      ['zoë@example.org', 'Zoë', ''],
      ['ann@example.org', 'Ann', ''],
    ]);
  });

  it('is gone once cleared, and after an hour', () => {
    saveImportDraft('team-1', 'starter', fileValues());
    expect(hasImportDraft('team-1', Date.now() + 59 * 60_000)).toBe(true);
    expect(hasImportDraft('team-1', Date.now() + 61 * 60_000)).toBe(false);
    clearImportDraft();
    expect(readImportDraft('team-1', 'starter')).toBeNull();
  });

  it('says so when the tab cannot keep it', () => {
    vi.stubGlobal('sessionStorage', storage(true));
    expect(saveImportDraft('team-1', 'starter', fileValues())).toBe(false);
  });
});
