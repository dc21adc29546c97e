import { describe, expect, it } from 'vitest';
import {
  alreadyExistedMessage,
  checkEmails,
  importBatches,
  importNote,
  importProblem,
  importProgressText,
  parseEmailList,
} from './import';

describe('parseEmailList', () => {
  it('splits on whitespace, commas and semicolons', () => {
    expect(parseEmailList('a@x.org, b@x.org;c@x.org\n d@x.org\te@x.org').valid.map((e) => e.email)).toEqual([
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
    expect(result.valid.map((e) => e.email)).toEqual(['a@x.org']);
  });

  it('keeps the first of duplicates (same address in any case) and reports the repeats', () => {
    const result = parseEmailList('Ann@X.org bob@x.org ann@x.org ANN@x.ORG bob@x.org');
    expect(result.valid.map((e) => e.email)).toEqual(['Ann@x.org', 'bob@x.org']);
    expect(result.duplicates).toEqual(['ann@x.org', 'bob@x.org']);
  });

  it('keeps plus-addresses distinct', () => {
    expect(parseEmailList('ann@x.org ann+news@x.org').valid).toHaveLength(2);
  });

  it('takes the address out of mail-client forms', () => {
    expect(parseEmailList('<ann@x.org>, mailto:bob@x.org "cy@x.org"').valid.map((e) => e.email)).toEqual([
      'ann@x.org',
      'bob@x.org',
      'cy@x.org',
    ]);
  });

  it('takes the same forms off entries given one by one, as an import call sends them', () => {
    const entries = [' ann@x.org ', 'MAILTO:bob@x.org', "'cy@x.org'", '<dee@x.org>', 'Mia@X.org', 'mo@x.org'];
    expect(checkEmails(entries).valid.map((e) => e.email)).toEqual([
      'ann@x.org',
      'bob@x.org',
      'cy@x.org',
      'dee@x.org',
      'Mia@x.org',
      'mo@x.org',
    ]);
  });

  it('reads every address of a long pasted list (its speed is measured by npm run bench)', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `user${i}@example.org`).join('\n');
    const { valid } = parseEmailList(text);
    expect(valid).toHaveLength(5000);
    expect(valid[4999].email).toBe('user4999@example.org');
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

  it('sends fewer rows a call when their notes would make the body too large', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ email: `r${i}@x.org`, notes: 'é'.repeat(2000) }));
    const batches = importBatches(rows);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThan(1e6);
    expect(batches.flat()).toEqual(rows);
  });

  it('writes progress with grouped thousands', () => {
    expect(importProgressText(20_000, 100_000)).toBe('Imported 20,000 of 100,000…');
  });

  it('dates the import note', () => {
    expect(importNote(new Date(2026, 2, 5))).toBe('Imported on 2026-03-05');
  });
});
