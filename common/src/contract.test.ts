import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { ROUTES } from './routes';
import { ID_KINDS } from './schemas';

/** Ids of the shapes the server makes. */
const T1 = 'Team0000000000000001';
const N1 = 'List0000000000000001';
const E1 = 'Mail0000000000000001';
const S1 = `${T1}_${'s'.repeat(27)}`;

describe('contract registry', () => {
  it('has an input schema for every route', () => {
    expect(Object.keys(contract).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, spec] of Object.entries(contract)) {
      expect(spec.path, name).toBe(ROUTES[name as keyof typeof ROUTES].path);
    }
  });

  it('accepts the onboarding form of POST /newsletters and the full form', () => {
    expect(contract.createNewsletter.input.safeParse({ name: 'Club News', teamID: T1, onboarding: true }).success).toBe(
      true,
    );
    const full = contract.createNewsletter.input.parse({ newsletterName: 'Club News', teamID: T1 });
    expect(full).toMatchObject({ newsletterName: 'Club News', private: false, blockSubscribes: false });
  });

  it('rejects a blank onboarding newsletter name with the wizard message', () => {
    const result = contract.createNewsletter.input.safeParse({ name: '  ', teamID: T1, onboarding: true });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('Please name your newsletter before continuing.');
  });

  it('rejects unknown fields, wrong types and oversize text in setProfile', () => {
    const input = contract.setProfile.input;
    expect(input.safeParse({ name: 'Ann' }).success).toBe(true);
    expect(input.safeParse({ onboarding: true }).success).toBe(true);
    expect(input.safeParse({}).success).toBe(false);
    expect(input.safeParse({ name: 42 }).success).toBe(false);
    expect(input.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(input.safeParse({ name: 'Ann', admin: true }).success).toBe(false);
  });

  it('normalises the subscriber email and applies the default source', () => {
    const parsed = contract.createSubscriber.input.parse({ subscriberEmail: ' Ann@Example.ORG ', teamID: T1 });
    expect(parsed.subscriberEmail).toBe('Ann@example.org');
    expect(parsed.subscriptionSource).toBe('individual dashboard creation');
  });

  it('refuses ids with characters that could reach a store path', () => {
    expect(contract.getDashboardData.input.safeParse({ teamID: '../users/x' }).success).toBe(false);
    expect(contract.getDashboardData.input.safeParse({ teamID: T1 }).success).toBe(true);
  });

  it('takes each kind of id only in the shape the server makes it', () => {
    const link = 'AbCdEfGhIjKlMnOpQr-_zA';
    const cases: [keyof typeof ID_KINDS, string[], string[]][] = [
      ['team', [T1, 'abcdefghijABCDEFGHIJ'], ['t1', `${T1}0`, 'Team000000000000000_', '__proto__']],
      ['subscriber', [S1, `${T1}_${'-_'.repeat(13)}a`], [T1, `${T1}_${'s'.repeat(26)}`, `${T1}/${'s'.repeat(27)}`]],
      ['link', [link, `${'_'.repeat(21)}w`], [`${'_'.repeat(20)}__`, `${link}A`, link.slice(1), 'a/b']],
      ['user', ['u1', 'A'.repeat(128)], ['', 'A'.repeat(129), 'ab-c', 'ünï', '__x__', '.', '..']],
      ['notice', [T1], [`${T1}0`, 'Note000000000000000_', '__proto__', '']],
    ];
    for (const [kind, good, bad] of cases) {
      for (const id of good) expect(ID_KINDS[kind].pattern.test(id), `${kind} ${id}`).toBe(true);
      for (const id of bad) expect(ID_KINDS[kind].pattern.test(id), `${kind} ${id}`).toBe(false);
    }
  });

  it('takes the subscriber variant of POST /link as before and the url variant beside it', () => {
    const input = contract.createLink.input;
    const subscriber = { newsletterID: N1, teamID: T1, subscriberID: S1, type: 'unsubscribe' };
    expect(input.parse(subscriber)).toEqual(subscriber);
    expect(input.safeParse({ ...subscriber, url: 'https://example.org' }).success).toBe(false);
    const url = { type: 'url', newsletterID: N1, teamID: T1, emailID: E1, url: '  https://example.org/a  ' };
    expect(input.parse(url)).toEqual({ ...url, url: 'https://example.org/a' });
    expect(input.safeParse({ ...url, subscriberID: S1 }).success).toBe(false);
    expect(input.safeParse({ ...url, url: 'ftp://example.org' }).success).toBe(false);
    expect(input.safeParse({ ...url, type: 'delete' }).success).toBe(false);
  });
});
