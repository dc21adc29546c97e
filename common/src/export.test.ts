import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from './entities';
import { CSV_COLUMNS, exportFileName, joinEmails, neutraliseCell, subscriberRows, subscribersCsv } from './export';

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
    ...partial,
  };
}

const names = { n1: 'Parish Notes', n2: 'Club Weekly' };

describe('joinEmails', () => {
  it('joins with each delimiter', () => {
    const list = ['a@x.org', 'b@x.org'];
    expect(joinEmails(list, 'comma')).toBe('a@x.org,b@x.org');
    expect(joinEmails(list, 'semicolon')).toBe('a@x.org;b@x.org');
    expect(joinEmails(list, 'space')).toBe('a@x.org b@x.org');
    expect(joinEmails(list, 'tab')).toBe('a@x.org\tb@x.org');
    expect(joinEmails(list, 'newline')).toBe('a@x.org\nb@x.org');
  });
});

describe('neutraliseCell', () => {
  it('prefixes an apostrophe to cells a spreadsheet could run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) {
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
      ],
    ]);
  });

  it('keeps only the chosen lists', () => {
    expect(subscriberRows([two], { newsletterNames: names, newsletterIDs: ['n2'] }).map((r) => r[3])).toEqual(['n2']);
  });

  it('gives a subscriber on no list one row with empty list columns, unless lists were chosen', () => {
    const none = subscriber({});
    expect(subscriberRows([none], { newsletterNames: names })).toEqual([
      ['ann@x.org', '', '2026-01-02T03:04:05.000Z', '', '', '', '', '', 'individual dashboard creation'],
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
    expect(csv.startsWith('\uFEFFEmail,Notes,Created Date,Newsletter ID,Newsletter Name,Subscribed,')).toBe(true);
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
