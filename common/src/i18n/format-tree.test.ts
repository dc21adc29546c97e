import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatTree, formatTreeParts } from './format-tree';

const tree = (message: string) => parse(message);

describe('formatTree', () => {
  it('takes an exact case before the language’s plural rule, and # is the count in its digits', () => {
    const message = tree('{n, plural, =0 {none} one {# list} other {# lists}}');
    expect(formatTree('en', message, { n: 0 })).toBe('none');
    expect(formatTree('en', message, { n: 1 })).toBe('1 list');
    expect(formatTree('de', message, { n: 1200 })).toBe('1.200 lists');
  });

  it('counts from the offset', () => {
    const message = tree('{n, plural, offset:1 =1 {you} one {you and # other} other {you and # others}}');
    expect(formatTree('en', message, { n: 1 })).toBe('you');
    expect(formatTree('en', message, { n: 2 })).toBe('you and 1 other');
    expect(formatTree('en', message, { n: 4 })).toBe('you and 3 others');
  });

  it('takes a select’s other case for a value it does not name', () => {
    const message = tree('{kind, select, yes {kept} other {left}}');
    expect(formatTree('fr', message, { kind: 'yes' })).toBe('kept');
    expect(formatTree('fr', message, { kind: 'maybe' })).toBe('left');
  });

  it('gives a tag its text and keeps what it makes as one part', () => {
    const parts = formatTreeParts(
      'en',
      tree('Hello <b>{name}</b>!'),
      { name: 'Ann' },
      { b: (chunks) => ({ bold: chunks }) },
    );
    expect(parts).toEqual(['Hello ', { bold: ['Ann'] }, '!']);
  });

  it('refuses a message it is missing a value for, or one with an element it does not format', () => {
    expect(() => formatTree('en', tree('Hi {name}'))).toThrow('"name"');
    expect(() => formatTree('en', tree('On {day, date, long}'), { day: 0 })).toThrow('date');
  });
});
