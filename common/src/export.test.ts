import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvAddresses, guessCsvMapping, readCsvTable } from './web/csv-import';
import type { Subscriber } from './entities';
import { toolOfHeader } from './import-status';
import {
  CSV_COLUMNS,
  EMAIL_DELIMITERS,
  exportField,
  exportFileName,
  joinEmails,
  neutraliseCell,
  subscriberRows,
  subscribersCsv,
  type EmailDelimiter,
} from './export';

const ts = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

function subscriber(partial: Partial<Subscriber>): Subscriber {
  return {
    id: 's1',
    subscriberEmail: 'ann@x.org',
    subscriberName: '',
    notes: '',
    newsletterIDs: [],
    subscriptionMeta: {},
    createdAt: ts('2026-01-02T03:04:05Z'),
    modifiedAt: ts('2026-01-02T03:04:05Z'),
    lastSubscribeEvent: null,
    subscriptionSource: 'individual dashboard creation',
    tags: [],
    ...partial,
  };
}

const names = { n1: 'Parish Notes', n2: 'Club Weekly' };

describe('joinEmails', () => {
  it('joins quoted fields with each delimiter', () => {
    const list = ['a@x.org', 'b@x.org'];
    expect(joinEmails(list, 'comma')).toBe('"a@x.org","b@x.org"');
    expect(joinEmails(list, 'semicolon')).toBe('"a@x.org";"b@x.org"');
    expect(joinEmails(list, 'space')).toBe('"a@x.org" "b@x.org"');
    expect(joinEmails(list, 'tab')).toBe('"a@x.org"\t"b@x.org"');
    expect(joinEmails(list, 'newline')).toBe('"a@x.org"\n"b@x.org"');
  });

  it('neutralises valid addresses that start like a formula', () => {
    expect(joinEmails(['=1+1@x.test', '+1-1@x.test', '-1@x.test'], 'comma')).toBe(
      `"'=1+1@x.test","'+1-1@x.test","'-1@x.test"`,
    );
  });
});

describe('exportField', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(exportField('ann@x.org')).toBe('"ann@x.org"');
    expect(exportField('')).toBe('""');
    expect(exportField('say "hi"')).toBe('"say ""hi"""');
    expect(exportField('=1+2";=1+2')).toBe(`"'=1+2"";=1+2"`);
  });
});

describe('neutraliseCell', () => {
  it('prefixes an apostrophe to cells a spreadsheet could run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('leaves other cells alone', () => {
    expect(neutraliseCell('ann@x.org')).toBe('ann@x.org');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell('Café = good')).toBe('Café = good');
  });
});

describe('subscriberRows', () => {
  const two = subscriber({
    newsletterIDs: ['n1', 'n2'],
    notes: 'met at fair',
    subscriptionMeta: {
      n1: { subscribedAt: ts('2026-01-02T03:04:05Z'), unsubscribedAt: null, source: 'import' },
      n2: {
        subscribedAt: ts('2026-01-03T00:00:00Z'),
        unsubscribedAt: ts('2026-02-01T00:00:00Z'),
        source: '',
      },
    },
  });

  it('writes one row per subscriber per list', () => {
    expect(subscriberRows([two], { newsletterNames: names })).toEqual([
      [
        'ann@x.org',
        'met at fair',
        '2026-01-02T03:04:05.000Z',
        'n1',
        'Parish Notes',
        'Yes',
        '2026-01-02T03:04:05.000Z',
        '',
        'import',
        '',
        '',
      ],
      [
        'ann@x.org',
        'met at fair',
        '2026-01-02T03:04:05.000Z',
        'n2',
        'Club Weekly',
        'No',
        '2026-01-03T00:00:00.000Z',
        '2026-02-01T00:00:00.000Z',
        'individual dashboard creation',
        '',
        '',
      ],
    ]);
  });

  it('keeps only the chosen lists', () => {
    expect(subscriberRows([two], { newsletterNames: names, newsletterIDs: ['n2'] }).map((r) => r[3])).toEqual(['n2']);
  });

  it('gives a subscriber on no list one row with empty list columns, unless lists were chosen', () => {
    const none = subscriber({});
    expect(subscriberRows([none], { newsletterNames: names })).toEqual([
      ['ann@x.org', '', '2026-01-02T03:04:05.000Z', '', '', '', '', '', 'individual dashboard creation', '', ''],
    ]);
    expect(subscriberRows([none], { newsletterNames: names, newsletterIDs: ['n1'] })).toEqual([]);
  });
});

describe('subscribersCsv', () => {
  const tricky = subscriber({
    subscriberEmail: 'zoë@x.org',
    notes: '=HYPERLINK("http://evil","click"), "quoted"\nline two',
    newsletterIDs: ['n1'],
    subscriptionMeta: { n1: { subscribedAt: null, unsubscribedAt: null, source: '@import' } },
  });
  const csv = subscribersCsv([tricky], { newsletterNames: { n1: '+Plus, Names' } });

  it('starts with a UTF-8 BOM and the exact header', () => {
    expect(csv.startsWith('\uFEFF"Email","Notes","Created Date","Newsletter ID","Newsletter Name","Subscribed",')).toBe(
      true,
    );
  });

  it('reads back to the same cells, neutralised', () => {
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.data[1]).toEqual([
      'zoë@x.org',
      `'=HYPERLINK("http://evil","click"), "quoted"\nline two`,
      '2026-01-02T03:04:05.000Z',
      'n1',
      "'+Plus, Names",
      'Yes',
      '',
      '',
      "'@import",
      '',
      '',
    ]);
  });
});

describe('exportFileName', () => {
  it('names the file after the list and the day', () => {
    expect(exportFileName("Ann Lee's Newsletter", new Date(2026, 10, 21))).toBe(
      'subscribers-ann-lee-s-newsletter-2026-11-21.csv',
    );
    expect(exportFileName('Café Crème', new Date(2026, 0, 1), 'txt')).toBe('subscribers-cafe-creme-2026-01-01.txt');
    expect(exportFileName('!!!', new Date(2026, 0, 1))).toBe('subscribers-list-2026-01-01.csv');
  });
});

/**
 * OWASP's CSV injection payloads: cells that start like a formula, and
 * formulas after a delimiter inside a field, which a spreadsheet reading the
 * file with another delimiter than it was written with would start a cell with.
 */
const PAYLOADS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","click")',
  '=1+2";=1+2',
  `=1+2'" ;,=1+2`,
  'a;=1+1',
  'a,=1+1',
  'a\t=1+1',
  'a\n=1+1',
  'a\r\n-1+1',
  'a|=1+1',
  'a =1+1',
  'a";=1+1',
  'a",@SUM(1)',
  '\uFF1D1+1',
  '=1+1@x.test',
  '+1-1@x.test',
  '-1@x.test',
];

/** How a spreadsheet would read a cell as a formula. */
const FORMULA = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Every cell of `text` as a quote-aware reader splits it with each delimiter a spreadsheet may assume. */
function cellsUnderEveryDelimiter(text: string): string[] {
  return [',', ';', '\t', '|', ' '].flatMap((delimiter) => Papa.parse<string[]>(text, { delimiter }).data.flat());
}

describe('every export against CSV injection', () => {
  it.each(Object.keys(EMAIL_DELIMITERS) as EmailDelimiter[])(
    'emails only, %s: no cell starts a formula, whatever delimiter the file is read with',
    (delimiter) => {
      const text = joinEmails(['safe@x.org', ...PAYLOADS, 'last@x.org'], delimiter);
      for (const cell of cellsUnderEveryDelimiter(text)) expect(cell).not.toMatch(FORMULA);
      // Read with its own delimiter, each address is one cell again, neutralised.
      const own = EMAIL_DELIMITERS[delimiter].value;
      // A new line is Papa's row separator, not a delimiter: then each row holds one address.
      const config: Papa.ParseConfig = own === '\n' ? { newline: '\n' } : { delimiter: own, newline: '\r\n' };
      const parsed = Papa.parse<string[]>(text, config);
      expect(parsed.data.flat()).toEqual(['safe@x.org', ...PAYLOADS.map(neutraliseCell), 'last@x.org']);
    },
  );

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'full CSV, %s in every text column: no cell starts a formula, whatever delimiter the file is read with',
    (_, payload) => {
      const evil = subscriber({
        subscriberEmail: payload,
        subscriberName: payload,
        notes: payload,
        newsletterIDs: [payload],
        subscriptionMeta: { [payload]: { subscribedAt: null, unsubscribedAt: null, source: payload } },
      });
      const csv = subscribersCsv([evil], { newsletterNames: { [payload]: payload } }).slice(1);
      for (const cell of cellsUnderEveryDelimiter(csv)) expect(cell).not.toMatch(FORMULA);
      const rows = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;
      const safe = neutraliseCell(payload);
      expect(rows[1]).toEqual([safe, safe, '2026-01-02T03:04:05.000Z', safe, safe, 'Yes', '', '', safe, safe, '']);
    },
  );
});

describe('a full CSV imported again', () => {
  it('gives back each subscriber with name, notes, tags, list and status, the left ones kept out', () => {
    const on = subscriber({
      subscriberEmail: 'ann@x.org',
      subscriberName: 'Ann Lee',
      notes: 'met at fair',
      tags: ['Smith, J', 'VIP', 'say "hi"'],
      newsletterIDs: ['n1'],
      subscriptionMeta: { n1: { subscribedAt: ts('2026-01-02T03:04:05Z'), unsubscribedAt: null, source: 'import' } },
    });
    const left = subscriber({
      id: 's2',
      subscriberEmail: 'bob@x.org',
      subscriberName: 'Bob',
      newsletterIDs: ['n1'],
      subscriptionMeta: {
        n1: { subscribedAt: ts('2026-01-02T00:00:00Z'), unsubscribedAt: ts('2026-02-01T00:00:00Z'), source: '' },
      },
    });
    const table = readCsvTable(subscribersCsv([on, left], { newsletterNames: names }));
    const mapping = guessCsvMapping(table);
    expect(toolOfHeader(table.header)).toBe('Listkeep');
    expect(csvAddresses(table, mapping)).toEqual([
      {
        email: 'ann@x.org',
        name: 'Ann Lee',
        notes: 'met at fair',
        tags: ['Smith, J', 'VIP', 'say "hi"'],
        list: 'Parish Notes',
      },
      { email: 'bob@x.org', name: 'Bob', notes: '', left: 'unsubscribed', list: 'Parish Notes' },
    ]);
  });
});
