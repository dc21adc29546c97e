import { describe, expect, it } from 'vitest';
import { linkable } from '../../test/support/linkable';
import { MAIL_NAME_MAX, mailName, senderFromName } from './mail-text';

const HOSTILE = [
  'Your PayPal account is locked - verify at http://evil.test/login',
  'Support Desk: your account is suspended, visit http://evil.test',
  'HTTPS://EVIL.TEST',
  'evil.test/login',
  'www.evil.test',
  'verify at evil.test',
  'sub.domain.evil.test/path?x=1',
  'write to help@evil.test',
  'mailto:help@evil.test',
  'xn--pypal-4ve.com/login',
  'пример.рф',
  'evil。test and evil．test',
  'evil\u200b.\u200btest',
  'evil.\u2060test',
  'http:\\\\evil.test',
  'call 203.0.113.7/login',
  'javascript://evil.test',
];

describe('mailName', () => {
  it.each(HOSTILE)('leaves nothing a mail program would link in %j', (name) => {
    const shown = mailName(name);
    expect(linkable(name)).not.toEqual([]);
    expect(linkable(shown)).toEqual([]);
  });

  it('shows the words of a name as typed, with its dots in brackets', () => {
    expect(mailName('Account locked - verify at http://evil.test/login')).toBe(
      'Account locked - verify at http[:]//evil[.]test/login',
    );
    expect(mailName('a@b.c')).toBe('a[@]b[.]c');
    expect(mailName('www.evil.test')).toBe('www[.]evil[.]test');
  });

  it('leaves ordinary names alone', () => {
    for (const name of [
      'Harbour Choir',
      'Acme Inc.',
      'Issue 2.5 notes',
      'Café Crème',
      '@harbour news',
      'Q&A: weekly',
    ]) {
      expect(mailName(name)).toBe(name);
    }
  });

  it('keeps a name on one line and cuts it at the cap', () => {
    expect(mailName('  Harbour\n\r\tChoir ')).toBe('Harbour Choir');
    const long = 'x'.repeat(500);
    const shown = mailName(long);
    expect([...shown]).toHaveLength(MAIL_NAME_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(linkable(mailName(`${'a'.repeat(MAIL_NAME_MAX - 12)} evil.test/login and more`))).toEqual([]);
  });

  it('counts characters, not UTF-16 units, at the cap', () => {
    const shown = mailName('😀'.repeat(200));
    expect([...shown]).toHaveLength(MAIL_NAME_MAX);
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('senderFromName', () => {
  it('shows the name as mails do, with no way to another header or address', () => {
    expect(senderFromName('Harbour Choir')).toBe('Harbour Choir via Listkeep');
    expect(senderFromName('"x" <help@evil.test>')).toBe('x help[@]evil[.]test via Listkeep');
    expect(linkable(senderFromName('Verify at http://evil.test/login'))).toEqual([]);
    expect(senderFromName('   ')).toBe('Listkeep');
  });
});
