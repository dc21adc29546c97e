import { describe, expect, it } from 'vitest';
import { MAX } from './limits';
import { checkEmails } from './email-list';
import {
  TAG_MESSAGES,
  ZTag,
  ZTags,
  addTag,
  hasTag,
  importedTags,
  mergeTags,
  removeTag,
  sameTags,
  splitTags,
  uniqueTags,
} from './tags';

const problemOf = (value: unknown) => {
  const parsed = ZTags.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('a tag', () => {
  it('is trimmed text of 1 to 40 characters', () => {
    expect(ZTag.parse('  VIP  ')).toBe('VIP');
    expect(ZTag.parse('x'.repeat(MAX.tag))).toBe('x'.repeat(MAX.tag));
    expect(ZTag.safeParse('x'.repeat(MAX.tag + 1)).error?.issues[0].message).toBe(TAG_MESSAGES.tooLong);
    expect(ZTag.safeParse('   ').error?.issues[0].message).toBe(TAG_MESSAGES.empty);
  });
  it('has no line break, and may hold a comma or a semicolon', () => {
    expect(ZTag.safeParse('a\nb').error?.issues[0].message).toBe(TAG_MESSAGES.oneLine);
    expect(ZTag.parse('Book club; spring')).toBe('Book club; spring');
    expect(ZTag.parse('Smith, J')).toBe('Smith, J');
  });
});

describe("a subscriber's tags", () => {
  it('keep one spelling of each, the first given', () => {
    expect(ZTags.parse(['VIP', ' vip', 'Donor', 'DONOR ', 'Vip'])).toEqual(['VIP', 'Donor']);
  });
  it('are at most 20 once repeats are merged', () => {
    const twenty = Array.from({ length: MAX.tagsPerSubscriber }, (_, i) => `t${i}`);
    expect(ZTags.parse([...twenty, 'T0'])).toEqual(twenty);
    expect(problemOf([...twenty, 'one more'])).toBe(TAG_MESSAGES.tooMany);
  });
  it('refuse anything but a list of text', () => {
    expect(problemOf('VIP')).not.toBeNull();
    expect(problemOf([1])).toBe('A tag must be text.');
  });
});

describe('tag operations', () => {
  it('compare without case', () => {
    expect(hasTag(['VIP'], ' vip ')).toBe(true);
    expect(addTag(['VIP'], 'vip')).toEqual(['VIP']);
    expect(addTag(['VIP'], ' Donor ')).toEqual(['VIP', 'Donor']);
    expect(removeTag(['VIP', 'Donor'], 'donor')).toEqual(['VIP']);
  });
  it('tell an unchanged list from a changed one, in any order but by spelling', () => {
    expect(sameTags(['a', 'B'], ['B', 'a'])).toBe(true);
    expect(sameTags(['a', 'B'], ['a', 'b'])).toBe(false);
    expect(sameTags(['a'], ['a', 'b'])).toBe(false);
  });
  it('split typed or imported text on commas and semicolons', () => {
    expect(splitTags('VIP, donor;; Book club ,vip')).toEqual(['VIP', 'donor', 'Book club']);
    expect(splitTags(' ')).toEqual([]);
    expect(uniqueTags([' a ', 'A'])).toEqual(['a']);
  });
});

describe('imported tags', () => {
  it('of a cell are split, unquoted and merged, leaving out what is not a tag', () => {
    expect(importedTags('"VIP","Donor"; vip ;"";"Book club",' + 'x'.repeat(MAX.tag + 1))).toEqual([
      'VIP',
      'Donor',
      'Book club',
    ]);
    const many = Array.from({ length: MAX.tagsPerSubscriber + 5 }, (_, i) => `t${i}`).join(',');
    expect(importedTags(many)).toHaveLength(MAX.tagsPerSubscriber);
  });
  it('of a cell keep the commas and semicolons inside quotes, as Mailchimp writes its TAGS', () => {
    expect(importedTags('"Smith, J","VIP"')).toEqual(['Smith, J', 'VIP']);
    expect(importedTags(' "Book club; spring" ; "Say ""hi""",plain ')).toEqual([
      'Book club; spring',
      'Say "hi"',
      'plain',
    ]);
  });
  it("join a subscriber's tags as many as fit", () => {
    const nineteen = Array.from({ length: MAX.tagsPerSubscriber - 1 }, (_, i) => `t${i}`);
    expect(mergeTags(['VIP'], ['vip', 'Donor'])).toEqual(['VIP', 'Donor']);
    expect(mergeTags(nineteen, ['a', 'b'])).toEqual([...nineteen, 'a']);
  });
  it('of one address given twice in an import are merged', () => {
    const rows = [
      { email: 'Ann@example.org', name: '', notes: '', tags: ['VIP'] },
      { email: 'ann@example.org', name: '', notes: '', tags: ['vip', 'Donor'] },
      { email: 'bob@example.org', name: '', notes: '' },
    ];
    expect(checkEmails(rows).valid.map((row) => row.tags)).toEqual([['VIP', 'Donor'], undefined]);
  });
});
