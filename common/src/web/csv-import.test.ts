import { describe, expect, it } from 'vitest';
import {
  csvAddresses,
  csvFormatKey,
  guessCsvMapping,
  mappingFits,
  NO_COLUMN,
  readCsvTable,
  unusedColumns,
} from './csv-import';

const MAILCHIMP =
  '\uFEFFEmail Address,First Name,Last Name,Address,MEMBER_RATING,OPTIN_TIME,TAGS,NOTES\r\n' +
  'ann@x.org,Ann,Lee,,2,2024-01-02,"vip,local",Met at the fair\r\n' +
  'bob@x.org,Bob,,,1,2024-01-03,,\r\n' +
  ',Nobody,Here,,1,2024-01-03,,\r\n';

describe('a Mailchimp export', () => {
  const table = readCsvTable(MAILCHIMP);
  const mapping = guessCsvMapping(table);

  it('maps address, first and last name, notes and tags from the header names', () => {
    expect(table.header?.[0]).toBe('Email Address');
    expect(mapping).toEqual({ email: 0, name: 1, lastName: 2, notes: 7, tags: 6, status: NO_COLUMN, list: NO_COLUMN });
    expect(mappingFits(table, mapping)).toBe(true);
  });

  it('lists the other columns as not imported, and the tags column when it is left out', () => {
    expect(unusedColumns(table, mapping)).toEqual([
      { label: 'Address', tags: false },
      { label: 'MEMBER_RATING', tags: false },
      { label: 'OPTIN_TIME', tags: false },
    ]);
    expect(unusedColumns(table, { ...mapping, tags: NO_COLUMN })).toContainEqual({ label: 'TAGS', tags: true });
  });

  it('gives the rows as they will be stored, leaving out rows without an address', () => {
    expect(csvAddresses(table, mapping)).toEqual([
      { email: 'ann@x.org', name: 'Ann Lee', notes: 'Met at the fair', tags: ['vip', 'local'] },
      { email: 'bob@x.org', name: 'Bob', notes: '' },
    ]);
  });

  it("splits a row's tags on commas and semicolons, unquoting Mailchimp's, leaving out what is not a tag", () => {
    const many = Array.from({ length: 25 }, (_, i) => `t${i}`).join(';');
    const file = readCsvTable(
      `email,tags\nann@x.org,"""VIP"",""Donor"""\nbob@x.org,a; b ;A;${'x'.repeat(41)}\ncy@x.org,${many}\n`,
    );
    const rows = csvAddresses(file, guessCsvMapping(file));
    expect(rows.map((row) => row.tags?.slice(0, 2))).toEqual([
      ['VIP', 'Donor'],
      ['a', 'b'],
      ['t0', 't1'],
    ]);
    expect(rows[1].tags).toEqual(['a', 'b']);
    expect(rows[2].tags).toHaveLength(20);
  });

  it('is remembered by its header row, whatever its case or spacing', () => {
    expect(csvFormatKey(table)).toBe(csvFormatKey(readCsvTable(MAILCHIMP.toLowerCase().replace(/ /g, '_'))));
    expect(csvFormatKey(readCsvTable('ann@x.org,Ann\n'))).toBeNull();
  });

  it('takes another mapping a person chooses', () => {
    const chosen = {
      email: 0,
      name: 2,
      lastName: NO_COLUMN,
      notes: NO_COLUMN,
      tags: NO_COLUMN,
      status: NO_COLUMN,
      list: NO_COLUMN,
    };
    expect(csvAddresses(table, chosen)[0]).toEqual({ email: 'ann@x.org', name: 'Lee', notes: '' });
    expect(mappingFits(table, { ...chosen, email: NO_COLUMN })).toBe(false);
    expect(mappingFits(table, { ...chosen, notes: 8 })).toBe(false);
  });
});

describe('exports of other tools', () => {
  it('reads Substack, Buttondown and Beehiiv "email" and "name", ConvertKit "email_address" and "first_name"', () => {
    expect(guessCsvMapping(readCsvTable('name,email,created,notes\nAnn,ann@x.org,2024,hi\n'))).toEqual({
      email: 1,
      name: 0,
      lastName: NO_COLUMN,
      notes: 3,
      tags: NO_COLUMN,
      status: NO_COLUMN,
      list: NO_COLUMN,
    });
    const convertKit = readCsvTable('first_name,email_address,state\nAnn,ann@x.org,active\n');
    expect(guessCsvMapping(convertKit)).toMatchObject({ email: 1, name: 0, lastName: NO_COLUMN });
    const semicolons = readCsvTable('Name;E-mail\nAnn;ann@x.org\n');
    expect(csvAddresses(semicolons, guessCsvMapping(semicolons))).toEqual([
      { email: 'ann@x.org', name: 'Ann', notes: '' },
    ]);
  });

  it('keeps quoted cells with commas intact', () => {
    const table = readCsvTable('Name,Email\n"Lee, Ann",ann@x.org\n');
    expect(csvAddresses(table, guessCsvMapping(table))).toEqual([{ email: 'ann@x.org', name: 'Lee, Ann', notes: '' }]);
  });

  it('falls back to the first column whose values mostly look like addresses', () => {
    const table = readCsvTable('Who,Contact,Joined\nAnn,ann@x.org,2024\nBob,bob@x.org,2024\nCy,none,2024\n');
    expect(guessCsvMapping(table).email).toBe(1);
    expect(table.rows).toHaveLength(3);
  });

  it('reads a file without a header row, naming its columns by place', () => {
    const table = readCsvTable('Ann,ann@x.org\nBob,bob@x.org\n');
    expect(table.header).toBeNull();
    const mapping = guessCsvMapping(table);
    expect(mapping.email).toBe(1);
    expect(csvAddresses(table, mapping).map((a) => a.email)).toEqual(['ann@x.org', 'bob@x.org']);
    expect(unusedColumns(table, mapping)).toEqual([{ label: 'Column 1', tags: false }]);
  });

  it('finds no address column where there is none', () => {
    expect(guessCsvMapping(readCsvTable('a,b\n1,2\n')).email).toBe(NO_COLUMN);
    expect(guessCsvMapping(readCsvTable('')).email).toBe(NO_COLUMN);
  });
});

describe('cells as other tools write them', () => {
  it('reads an address cell with a name beside it as a paste does, the name column first', () => {
    const table = readCsvTable(
      'Contact,Name\n"""Ann Lee"" <ann@example.org>",\n"Lee, Bo <bo@example.org>",Bo L.\n<cy@example.org>,\n',
    );
    expect(guessCsvMapping(table)).toMatchObject({ email: 0, name: 1 });
    expect(csvAddresses(table, guessCsvMapping(table))).toEqual([
      { email: 'ann@example.org', name: 'Ann Lee', notes: '' },
      { email: 'bo@example.org', name: 'Bo L.', notes: '' },
      { email: 'cy@example.org', name: '', notes: '' },
    ]);
    const headless = readCsvTable('"Ann Lee <ann@example.org>"\n');
    expect(headless.header).toBeNull();
    expect(csvAddresses(headless, guessCsvMapping(headless))[0]).toMatchObject({ email: 'ann@example.org' });
  });

  it('leaves a cell of two addresses as typed, for the preview to name', () => {
    const table = readCsvTable('email\n"ann@x.org, bob@x.org"\n');
    expect(csvAddresses(table, { ...guessCsvMapping(table), email: 0 })[0].email).toBe('ann@x.org, bob@x.org');
  });

  // Papa Parse guesses the delimiter when none is given: Excel in many European locales writes semicolons.
  it('reads semicolon- and tab-separated files, quotes and all', () => {
    const excel = readCsvTable('E-Mail;Vorname;Nachname;Notizen\r\nzoe@x.de;Zoë;Müller;"Preis 2,50; bar"\r\n');
    expect(excel.header).toEqual(['E-Mail', 'Vorname', 'Nachname', 'Notizen']);
    expect(csvAddresses(excel, { ...guessCsvMapping(excel), name: 1, lastName: 2, notes: 3 })).toEqual([
      { email: 'zoe@x.de', name: 'Zoë Müller', notes: 'Preis 2,50; bar' },
    ]);
    const tabs = readCsvTable('email\tname\tnotes\nann@x.org\tLee, Ann\tsays "hi"; often\n');
    expect(csvAddresses(tabs, guessCsvMapping(tabs))).toEqual([
      { email: 'ann@x.org', name: 'Lee, Ann', notes: 'says "hi"; often' },
    ]);
  });
});
