import { IMPORT_AGREEMENT } from '@listkeep/common/src/import';
import { describe, expect, it } from 'vitest';
import { noEmailColumn, readImportFile, UNREADABLE_STOP } from './import-file';
import { checkImportEntries, CHOOSE_FILE, importEntries, ZImportForm, type ImportFormValues } from './import-form';

const LIST = 'AAAAAAAAAAAAAAAAAAAA';
const utf8 = (text: string) => new TextEncoder().encode(text);
const base: ImportFormValues = {
  mode: 'paste',
  text: '',
  file: null,
  newsletterIDs: [LIST],
  notes: '',
  agreed: true,
};

function issues(values: Partial<ImportFormValues>) {
  const result = ZImportForm.safeParse({ ...base, ...values });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the import form', () => {
  it('parses a pasted list to its checked addresses', () => {
    const result = ZImportForm.parse({ ...base, text: 'ann@example.org, bob@example.org; ANN@example.org' });
    expect(result.checked).toEqual({
      valid: [
        { email: 'ann@example.org', name: '', notes: '' },
        { email: 'bob@example.org', name: '', notes: '' },
      ],
      invalid: [],
      duplicates: ['ANN@example.org'],
    });
    expect(result.newsletterIDs).toEqual([LIST]);
  });

  it('reads the names of a mail program’s list and counts its addresses', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Reader ${i} <reader${i}@example.org>`).join('; ');
    expect(importEntries({ mode: 'paste', text, file: null })).toHaveLength(60);
    expect(ZImportForm.parse({ ...base, text }).checked.valid[0]).toEqual({
      email: 'reader0@example.org',
      name: 'Reader 0',
      notes: '',
    });
  });

  it('cuts and checks an unchanged pasted list once, and a changed one again', () => {
    const values = { mode: 'paste' as const, text: 'ann@example.org bob@example.org', file: null };
    const entries = importEntries(values);
    expect(importEntries({ ...values })).toBe(entries);
    expect(checkImportEntries(entries)).toBe(checkImportEntries(importEntries(values)));
    const changed = importEntries({ ...values, text: 'ann@example.org' });
    expect(changed).not.toBe(entries);
    expect(checkImportEntries(changed).valid.map((row) => row.email)).toEqual(['ann@example.org']);
  });

  it('asks for at least one address on the text, and leaves invalid ones to the preview', () => {
    expect(issues({ text: ' , ; ' })).toEqual([['text', 'Please enter at least one email address.']]);
    const result = ZImportForm.parse({ ...base, text: 'ann@example.org not-an-email' });
    expect(result.entries.map((entry) => entry.email)).toEqual(['ann@example.org', 'not-an-email']);
    expect(result.checked.invalid).toEqual(['not-an-email']);
    expect(result.fileName).toBeNull();
  });

  it('asks for a list with the contract’s message', () => {
    expect(issues({ text: 'ann@example.org', newsletterIDs: [] })).toEqual([
      ['newsletterIDs', 'Choose at least one newsletter.'],
    ]);
  });

  it('asks for a file, or says why the chosen one has no addresses', () => {
    expect(issues({ mode: 'file' })).toEqual([['file', CHOOSE_FILE]]);
    const noEmail = readImportFile('a.csv', utf8('Name,Notes\nEve,hi\n'), true);
    expect(issues({ mode: 'file', file: noEmail })).toEqual([['file', noEmailColumn('a.csv')]]);
    const file = readImportFile('a.csv', utf8('Email,Name,Notes\neve@example.org,Eve,Met at the fair\n'), true);
    const parsed = ZImportForm.parse({ ...base, mode: 'file', file });
    expect(parsed.checked.valid).toEqual([{ email: 'eve@example.org', name: 'Eve', notes: 'Met at the fair' }]);
    expect(parsed.fileName).toBe('a.csv');
    expect(parsed.tool).toBeNull();
  });

  it('asks the sender to confirm that the people agreed, once the list itself is fine', () => {
    expect(issues({ text: 'ann@example.org', agreed: false })).toEqual([['agreed', IMPORT_AGREEMENT.missing]]);
    expect(issues({ text: '', agreed: false })).toEqual([['text', 'Please enter at least one email address.']]);
  });

  it('reads a file’s statuses with the sender’s own readings, and names the tool that wrote it', () => {
    const file = readImportFile(
      'kit.csv',
      utf8('email_address,state\nann@x.org,active\nbob@x.org,cancelled\ncy@x.org,pending\n'),
      true,
    );
    if (!('table' in file)) throw new Error(file.error);
    const parsed = ZImportForm.parse({ ...base, mode: 'file', file });
    expect(parsed.entries.map((entry) => [entry.email, entry.left])).toEqual([
      ['ann@x.org', undefined],
      ['bob@x.org', 'unsubscribed'],
    ]);
    expect(parsed.tool).toBe('Kit');
    const chosen = ZImportForm.parse({
      ...base,
      mode: 'file',
      file: { ...file, statusChoices: { pending: 'subscribed' } },
    });
    expect(chosen.entries.map((entry) => entry.email)).toContain('cy@x.org');
  });

  it('stops a file whose names or notes its encoding could not read, until the sender picks another or accepts them', () => {
    const latin1 = Uint8Array.from('Email,Name\nzoe@example.org,Zoë Müller\n', (c) => c.charCodeAt(0));
    const misread = readImportFile('zoe.csv', latin1, true, 'utf-8');
    expect(issues({ mode: 'file', file: misread })).toEqual([['file', UNREADABLE_STOP]]);
    const accepted = { ...misread, acceptUnreadable: true };
    expect(ZImportForm.parse({ ...base, mode: 'file', file: accepted }).checked.valid[0].name).toBe(
      'Zo\uFFFD M\uFFFDller',
    );
    const reread = readImportFile('zoe.csv', latin1, true);
    expect(ZImportForm.parse({ ...base, mode: 'file', file: reread }).checked.valid[0].name).toBe('Zoë Müller');
  });
});
