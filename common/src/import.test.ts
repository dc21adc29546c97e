import { describe, expect, it } from 'vitest';
import {
  alreadyExistedMessage,
  checkEmails,
  findEmailColumn,
  formatCount,
  importBatches,
  importNote,
  importProblem,
  importProgressText,
  parseEmailList,
} from './import';

describe('parseEmailList', () => {
  it('splits on whitespace, commas and semicolons', () => {
    expect(parseEmailList('a@x.org, b@x.org;c@x.org\n d@x.org\te@x.org').valid).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
      'e@x.org',
    ]);
  });

  it('lists invalid entries once each, as typed', () => {
    const result = parseEmailList('a@x.org nope b@ nope @x.org ann@x');
    expect(result.invalid).toEqual(['nope', 'b@', '@x.org', 'ann@x']);
    expect(result.valid).toEqual(['a@x.org']);
  });

  it('keeps the first of duplicates (same address in any case) and reports the repeats', () => {
    const result = parseEmailList('Ann@X.org bob@x.org ann@x.org ANN@x.ORG bob@x.org');
    expect(result.valid).toEqual(['Ann@x.org', 'bob@x.org']);
    expect(result.duplicates).toEqual(['ann@x.org', 'bob@x.org']);
  });

  it('keeps plus-addresses distinct', () => {
    expect(parseEmailList('ann@x.org ann+news@x.org').valid).toHaveLength(2);
  });

  it('takes the address out of mail-client forms', () => {
    expect(parseEmailList('<ann@x.org>, mailto:bob@x.org "cy@x.org"').valid).toEqual([
      'ann@x.org',
      'bob@x.org',
      'cy@x.org',
    ]);
  });

  it('reads every address of a long pasted list (its speed is measured by npm run bench)', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `user${i}@example.org`).join('\n');
    const { valid } = parseEmailList(text);
    expect(valid).toHaveLength(5000);
    expect(valid[4999]).toBe('user4999@example.org');
  });
});

describe('importProblem', () => {
  it('asks for at least one address', () => {
    expect(importProblem(parseEmailList('  ,; \n'))).toBe('Please enter at least one email address.');
  });

  it('names the invalid entries after "Invalid email(s) "', () => {
    expect(importProblem(parseEmailList('a@x.org bad, worse@'))).toBe('Invalid email(s) bad, worse@');
  });

  it('lets a clean list through', () => {
    expect(importProblem(checkEmails(['a@x.org']))).toBeNull();
  });
});

describe('messages and batching', () => {
  it('lists addresses that already existed', () => {
    expect(alreadyExistedMessage(['a@x.org', 'b@x.org'])).toBe(
      'Some emails already existed and were not added: a@x.org, b@x.org',
    );
  });

  it('cuts imports into calls of at most 10 000 addresses', () => {
    const batches = importBatches(Array.from({ length: 25_001 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([10_000, 10_000, 5_001]);
  });

  it('writes progress with grouped thousands', () => {
    expect(formatCount(100000)).toBe('100 000');
    expect(formatCount(999)).toBe('999');
    expect(importProgressText(20_000, 100_000)).toBe('Imported 20 000 of 100 000…');
  });

  it('dates the import note', () => {
    expect(importNote(new Date(2026, 2, 5))).toBe('Imported on 2026-03-05');
  });
});

describe('findEmailColumn', () => {
  it('reads a Mailchimp export by its "Email Address" header', () => {
    const csv = 'Email Address,First Name,Last Name,MEMBER_RATING\nann@x.org,Ann,Lee,2\nbob@x.org,Bob,,1\n';
    expect(findEmailColumn(csv)).toEqual({
      index: 0,
      header: 'Email Address',
      values: ['ann@x.org', 'bob@x.org'],
      rows: 2,
    });
  });

  it('reads Substack, Buttondown and Beehiiv "email" and ConvertKit "email_address"', () => {
    expect(findEmailColumn('name,email,created\nAnn,ann@x.org,2024\n').values).toEqual(['ann@x.org']);
    expect(findEmailColumn('first_name,email_address,state\nAnn,ann@x.org,active\n').header).toBe('email_address');
    expect(findEmailColumn('Name;E-mail\nAnn;ann@x.org\n').values).toEqual(['ann@x.org']);
  });

  it('ignores a byte-order mark before the header', () => {
    expect(findEmailColumn('\uFEFFEmail,Name\r\nann@x.org,Ann\r\n').header).toBe('Email');
  });

  it('keeps quoted cells with commas intact', () => {
    const csv = 'Name,Email\n"Lee, Ann",ann@x.org\n';
    expect(findEmailColumn(csv).values).toEqual(['ann@x.org']);
  });

  it('falls back to the first column whose values mostly look like addresses', () => {
    const csv = 'Who,Contact,Joined\nAnn,ann@x.org,2024\nBob,bob@x.org,2024\nCy,none,2024\n';
    expect(findEmailColumn(csv)).toMatchObject({ index: 1, header: 'Contact', rows: 3 });
  });

  it('reads a file without a header row', () => {
    expect(findEmailColumn('Ann,ann@x.org\nBob,bob@x.org\n')).toMatchObject({
      index: 1,
      header: null,
      values: ['ann@x.org', 'bob@x.org'],
    });
  });

  it('says when there is no email column', () => {
    expect(findEmailColumn('a,b\n1,2\n').index).toBe(-1);
    expect(findEmailColumn('').index).toBe(-1);
  });
});
