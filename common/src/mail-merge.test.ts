import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from './export';
import { MAIL_MERGE_COLUMNS, firstName, mailMergeCsv, mailMergeFileName, type MailMergeRow } from './mail-merge';

const row = (partial: Partial<MailMergeRow>): MailMergeRow => ({
  email: 'ann@x.org',
  name: '',
  unsubscribeUrl: 'https://listkeep.test/api/oneClickUnsubscribe/u1',
  manageUrl: 'https://listkeep.test/link/manage/m1',
  ...partial,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;

describe('firstName', () => {
  it('is the first word of the name, or empty', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  Grace   Brewster Hopper ')).toBe('Grace');
    expect(firstName('Cher')).toBe('Cher');
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
  });
});

describe('mailMergeCsv', () => {
  it('writes the columns and one row per subscriber, a name unknown left empty', () => {
    const csv = mailMergeCsv([
      row({ name: 'Ada Lovelace' }),
      row({ email: 'bob@x.org', unsubscribeUrl: 'https://l.test/api/oneClickUnsubscribe/u2' }),
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toContain('\r\n');
    expect(parse(csv)).toEqual([
      [...MAIL_MERGE_COLUMNS],
      [
        'ann@x.org',
        'Ada Lovelace',
        'Ada',
        'https://listkeep.test/api/oneClickUnsubscribe/u1',
        'https://listkeep.test/link/manage/m1',
      ],
      ['bob@x.org', '', '', 'https://l.test/api/oneClickUnsubscribe/u2', 'https://listkeep.test/link/manage/m1'],
    ]);
  });

  it('keeps cells that start like a formula from running as one', () => {
    const [, cells] = parse(mailMergeCsv([row({ email: '=1+1@x.test', name: '@SUM(A1) "x", y' })]));
    expect(cells.slice(0, 3)).toEqual(["'=1+1@x.test", `'@SUM(A1) "x", y`, "'@SUM(A1)"]);
  });

  it('writes the header alone for a list with nobody on it', () => {
    expect(parse(mailMergeCsv([]))).toEqual([[...MAIL_MERGE_COLUMNS]]);
  });
});

describe('mailMergeFileName', () => {
  it('names the list and the day', () => {
    expect(mailMergeFileName('Parish Notes!', new Date(2026, 2, 4))).toBe('mail-merge-parish-notes-2026-03-04.csv');
  });
});
