import { describe, expect, it } from 'vitest';
import {
  asciiDomain,
  emailDeliveryNote,
  emailKey,
  emailProblem,
  isValidEmail,
  looksLikeEmail,
  normalizeEmail,
} from './email';

describe('looksLikeEmail (public page rule)', () => {
  it.each(['a@b.co', 'first.last+tag@example.org', 'x@sub.domain.museum'])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });
  it('accepts international addresses', () => {
    expect(looksLikeEmail('ann@münchen.de')).toBe(true);
    expect(looksLikeEmail('ömil@gmail.com')).toBe(true);
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

describe('international addresses', () => {
  it.each([
    'ann@münchen.de',
    'Ann@MÜNCHEN.de',
    'ann@xn--mnchen-3ya.de',
    'ann@例え.jp',
    'ömil@gmail.com',
    'δοκιμή@παράδειγμα.δοκιμή',
  ])('accepts %s', (value) => {
    expect(emailProblem(value)).toBeNull();
  });
  it.each([
    ['ann@-münchen.de', 'The part after the @ is not a domain name.'],
    ['ann@münchen-.de', 'The part after the @ is not a domain name.'],
    ['ann@mün_chen.de', 'The part after the @ is not a domain name.'],
    ['ann@☃.net', 'The part after the @ is not a domain name.'],
    ['ann@mün\u200dchen.de', 'The part after the @ is not a domain name.'],
    ['ann@mün%41chen.de', 'The part after the @ is not a domain name.'],
    ['ann@mün:80.de', 'The part after the @ is not a domain name.'],
    ['ann@münchen..de', 'The part after the @ is not a domain name.'],
    ['ann@münchen.١٢', 'The domain ends in digits only.'],
    ['ann@１.２.３.４', 'The domain ends in digits only.'],
    ['a\u200bb@x.org', '“\u200b” cannot be part of an address.'],
    [
      `${'ö'.repeat(33)}@x.org`,
      'More than 64 characters before the @ as mail systems count them (“ö” counts as two or more).',
    ],
    [
      `${'a'.repeat(30)}@${Array(4).fill('例え日本語中文漢字'.repeat(2)).join('.')}.jp`,
      'Longer than 254 characters as mail systems count them.',
    ],
  ])('%s: %s', (value, reason) => {
    expect(emailProblem(value)).toBe(reason);
  });
  it('gives a domain its ASCII form, or none', () => {
    expect(asciiDomain('MÜNCHEN.de')).toBe('xn--mnchen-3ya.de');
    expect(asciiDomain('Example.ORG')).toBe('example.org');
    expect(asciiDomain('mün/chen.de')).toBeNull();
    expect(asciiDomain('xn--mnchen-3ya.de')).toBe('xn--mnchen-3ya.de');
  });
  it('keeps the address as typed but keys it by the ASCII domain', () => {
    expect(normalizeEmail(' Ann@MÜNCHEN.de ')).toBe('Ann@münchen.de');
    const key = emailKey('ann@xn--mnchen-3ya.de');
    expect(key).toBe('ann@xn--mnchen-3ya.de');
    expect(emailKey('ann@münchen.de')).toBe(key);
    expect(emailKey('Ann@MÜNCHEN.de')).toBe(key);
    expect(emailKey('ANN@XN--MNCHEN-3YA.DE')).toBe(key);
  });
  it('keys a local part in one Unicode form and one case', () => {
    expect(emailKey('o\u0308mil@gmail.com')).toBe(emailKey('ömil@gmail.com'));
    expect(emailKey('ÖMIL@gmail.com')).toBe('ömil@gmail.com');
    expect(emailKey('omil@gmail.com')).not.toBe(emailKey('ömil@gmail.com'));
  });
  it('is its own key, as subscriber ids looked up by key need', () => {
    for (const value of ['Ann@MÜNCHEN.de', 'ÖMIL@gmail.com', 'İlker@x.org', 'ΣΟΦΊΑ@x.org']) {
      expect(emailKey(emailKey(value))).toBe(emailKey(value));
    }
  });
  it('notes that some mail systems cannot deliver to a local part outside ASCII', () => {
    expect(emailDeliveryNote('ömil@gmail.com')).toBe(
      'Some mail systems cannot deliver to an address with “ö” before the @.',
    );
    expect(emailDeliveryNote('o\u0308mil@gmail.com')).toBe(emailDeliveryNote('ömil@gmail.com'));
    expect(emailDeliveryNote('ann@münchen.de')).toBeNull();
    expect(emailDeliveryNote('ömil@')).toBeNull();
  });
});

describe('normalizeEmail and emailKey', () => {
  it('lower-cases the domain only in the stored form', () => {
    expect(normalizeEmail('  Ann@Example.ORG ')).toBe('Ann@example.org');
  });
  it('keeps the keys of ASCII addresses as they were', () => {
    expect(emailKey('  Ann.Lee+News@Example.ORG ')).toBe('ann.lee+news@example.org');
    expect(emailKey('not an address')).toBe('not an address');
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
