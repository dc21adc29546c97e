import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list';
import { cleanName, splitMailList } from './mail-list';

const named = (text: string) => parseEmailList(text).valid.map(({ email, name }) => [email, name]);

describe('splitMailList', () => {
  it('splits a plain list on whitespace, commas, semicolons and new lines and drops empty parts', () => {
    expect(splitMailList(' a@x.org, b@x.org;c@x.org\n\td@x.org ;; ').map((e) => e.email)).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
    ]);
    expect(splitMailList(' \n ,; ')).toEqual([]);
  });

  it('reads the recipient lines of Outlook (semicolons)', () => {
    expect(named('Ann Lee <ann@x.org>; Bob Smith <bob@y.org>; <cy@z.org>')).toEqual([
      ['ann@x.org', 'Ann Lee'],
      ['bob@y.org', 'Bob Smith'],
      ['cy@z.org', ''],
    ]);
  });

  it('reads Gmail and Apple Mail lines, quoted names with commas included', () => {
    expect(named('"Lee, Ann" <ann@x.org>, Bob Smith <bob@y.org>, "O\'Neil \\"Cy\\"" <cy@z.org>')).toEqual([
      ['ann@x.org', 'Lee, Ann'],
      ['bob@y.org', 'Bob Smith'],
      ['cy@z.org', 'O\'Neil "Cy"'],
    ]);
    expect(named("'Dee Roe' <dee@x.org>, Eve <mailto:eve@x.org>")).toEqual([
      ['dee@x.org', 'Dee Roe'],
      ['eve@x.org', 'Eve'],
    ]);
  });

  it('keeps an unquoted "Last, First" name of Outlook together', () => {
    expect(named('Lee, Ann <ann@x.org>; Smith, Bob <bob@y.org>')).toEqual([
      ['ann@x.org', 'Lee, Ann'],
      ['bob@y.org', 'Smith, Bob'],
    ]);
  });

  it('reads mixed lists: bare addresses, named ones, a quoted name or a comment beside a bare address', () => {
    expect(
      named(
        'a@x.org b@x.org Ann Lee <ann@x.org>\n"Bob Smith" bob@y.org, cy@z.org (Cy Young); dee@x.org Dee <d2@x.org>',
      ),
    ).toEqual([
      ['a@x.org', ''],
      ['b@x.org', ''],
      ['ann@x.org', 'Ann Lee'],
      ['bob@y.org', 'Bob Smith'],
      ['cy@z.org', 'Cy Young'],
      ['dee@x.org', ''],
      ['d2@x.org', 'Dee'],
    ]);
  });

  it('keeps words that name no address as entries of their own, so the checks name them', () => {
    const checked = parseEmailList('Ann Lee ann@x.org; nope, Bob <bob@y.org>, broken@');
    expect(checked.invalid).toEqual(['Ann', 'Lee', 'broken@']);
    expect(checked.valid.map((e) => [e.email, e.name])).toEqual([
      ['ann@x.org', ''],
      // A word ended by a comma starts the next name, as Outlook's "Last, First" does.
      ['bob@y.org', 'nope, Bob'],
    ]);
    expect(parseEmailList('Lee, Ann').invalid).toEqual(['Lee', 'Ann']);
  });

  it('takes a text of one word as one entry with no name, whatever else it holds', () => {
    expect(splitMailList('ann@x.org')).toEqual([{ email: 'ann@x.org', name: '', notes: '' }]);
    expect(splitMailList('odd)word>@x.org')).toEqual([{ email: 'odd)word>@x.org', name: '', notes: '' }]);
    expect(splitMailList('nobody')).toEqual([{ email: 'nobody', name: '', notes: '' }]);
    expect(splitMailList('')).toEqual([]);
  });

  it('counts addresses, not words: 60 named addresses are 60 entries', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Reader Number${i} Smith <reader${i}@example.org>`).join('; ');
    expect(splitMailList(text)).toHaveLength(60);
    const { valid, invalid } = parseEmailList(text);
    expect(invalid).toEqual([]);
    expect(valid).toHaveLength(60);
    expect(valid[59]).toEqual({ email: 'reader59@example.org', name: 'Reader Number59 Smith', notes: '' });
  });

  it('gives a repeated address the name it lacked the first time', () => {
    const { valid, duplicates } = parseEmailList('ann@x.org, Ann Lee <ANN@x.org>');
    expect(valid).toEqual([{ email: 'ann@x.org', name: 'Ann Lee', notes: '' }]);
    expect(duplicates).toEqual(['ANN@x.org']);
  });
});

describe('cleanName', () => {
  it('takes off outer quotes, collapses spaces and keeps a person name’s length', () => {
    expect(cleanName('  "Ann   Lee" ')).toBe('Ann Lee');
    expect(cleanName('x'.repeat(150))).toHaveLength(100);
  });
});
