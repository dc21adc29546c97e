import { describe, expect, it } from 'vitest';
import { emailKey, isValidEmail, looksLikeEmail, normalizeEmail } from './email';

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
