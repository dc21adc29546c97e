import { NO_COLUMN } from '@listkeep/common/src/web/csv-import';
import { describe, expect, it } from 'vitest';
import { noEmailColumn, readImportFile, unreadableRows } from './import-file';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const FILE = 'E-mail;Name;Notes;Tags\r\nzoe@example.org;Zoë Müller;Café;"Köln, Süd"\r\nann@example.org;Ann;;\r\n';

describe('a chosen file', () => {
  it('is read in the encoding its bytes say, keeping them to read again', () => {
    const file = readImportFile('zoe.csv', latin1(FILE), true);
    expect(file).toMatchObject({ detected: 'windows-1252', encoding: 'windows-1252', unreadable: 0 });
    expect('table' in file && file.table.rows[0].slice(0, 2)).toEqual(['zoe@example.org', 'Zoë Müller']);
    expect(file.bytes).toEqual(latin1(FILE));
  });

  it('is read again in an encoding the sender picks, counting the rows that would store what it could not read', () => {
    const file = readImportFile('zoe.csv', latin1(FILE), true, 'utf-8');
    expect(file).toMatchObject({ detected: 'windows-1252', encoding: 'utf-8', unreadable: 5, acceptUnreadable: false });
    if (!('table' in file)) throw new Error('no table');
    const rows = [
      { email: 'zoe@example.org', name: 'Zo\uFFFD', notes: '', tags: [] },
      { email: 'b@example.org', name: '', notes: 'Caf\uFFFD' },
      { email: 'c@example.org', name: '', notes: '', tags: ['K\uFFFDln'] },
      { email: 'd\uFFFD@example.org', name: 'D', notes: '' },
    ];
    expect(unreadableRows(rows)).toBe(3);
  });

  it('leaves the tags column out without tags on the plan, and says when it has no address column', () => {
    const file = readImportFile('zoe.csv', latin1(FILE), false);
    expect('mapping' in file && file.mapping.tags).toBe(NO_COLUMN);
    expect(readImportFile('names.csv', latin1('Name\nAnn\n'), true)).toMatchObject({
      error: noEmailColumn('names.csv'),
    });
  });
});
