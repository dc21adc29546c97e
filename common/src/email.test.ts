import { describe, expect, it } from 'vitest';
import { emailKey, emailProblem, isValidEmail, looksLikeEmail, normalizeEmail } from './email';

describe('looksLikeEmail (public page rule)', () => {
  it.each(['a@b.co', 'first.last+tag@example.org', 'x@sub.domain.museum'])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a @b.co', 'a@b .co', '@b.co', 'a@.co'])('rejects %j', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });
});

describe('isValidEmail (stored addresses)', () => {
  it('accepts ordinary and plus addresses', () => {
    expect(isValidEmail('ann@example.org')).toBe(true);
    expect(isValidEmail('ann+news@example.org')).toBe(true);
  });
  it('rejects addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(`${local}@${domain}`.length).toBeGreaterThan(254);
    expect(isValidEmail(`${local}@${domain}`)).toBe(false);
  });
  it('rejects a local part over 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.org`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@example.org`)).toBe(true);
  });
  it.each(['a..b@example.org', '.a@example.org', 'a"b@example.org', 'a@-example.org', 'a@example.1', 'a@exa_mple.org'])(
    'rejects %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('normalizeEmail and emailKey', () => {
  it('lower-cases the domain only in the stored form', () => {
    expect(normalizeEmail('  Ann@Example.ORG ')).toBe('Ann@example.org');
  });
  it('treats case as the same person but keeps plus-addressing distinct', () => {
    expect(emailKey('Ann@Example.org')).toBe(emailKey('ann@example.org'));
    expect(emailKey('ann+news@example.org')).not.toBe(emailKey('ann@example.org'));
  });
});

describe('emailProblem (why an import row is not an address)', () => {
  it.each([
    ['ann@example.org', null],
    ['ann example.org', 'Has a space in it.'],
    ['ann.example.org', 'Has no @.'],
    ['ann@b@example.org', 'Has more than one @.'],
    ['@example.org', 'Nothing before the @.'],
    ['ann@', 'Nothing after the @.'],
    [`${'a'.repeat(65)}@example.org`, 'More than 64 characters before the @.'],
    ['a"b@example.org', '“"” cannot be part of an address.'],
    ['a..b@example.org', 'A dot first or last before the @, or two dots in a row.'],
    ['ann@example', 'The part after the @ has no dot, as example.org has.'],
    ['ann@exa_mple.org', 'The part after the @ is not a domain name.'],
    ['ann@example.1', 'The domain ends in digits only.'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, 'Longer than 254 characters.'],
  ])('%s: %s', (value, reason) => {
    expect(emailProblem(value)).toBe(reason);
  });

  it('finds a reason exactly for the values isValidEmail refuses', () => {
    const values = [
      'a@b.co',
      'a@b',
      'a @b.co',
      '.a@b.co',
      'a.@b.co',
      'a@-b.co',
      'a@b-.co',
      'a@b..co',
      'a+b@c.io',
      '',
      '@',
      'a@.co',
    ];
    for (const value of values) expect(emailProblem(value) === null, value).toBe(isValidEmail(value));
    expect(values.filter(isValidEmail)).toEqual(['a@b.co', 'a+b@c.io']);
  });
});
