import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { ROUTES } from './routes';

describe('contract registry', () => {
  it('has an input schema for every route', () => {
    expect(Object.keys(contract).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, spec] of Object.entries(contract)) {
      expect(spec.path, name).toBe(ROUTES[name as keyof typeof ROUTES].path);
    }
  });

  it('accepts the onboarding form of POST /newsletters and the full form', () => {
    expect(
      contract.createNewsletter.input.safeParse({ name: 'Club News', teamID: 't1', onboarding: true }).success,
    ).toBe(true);
    const full = contract.createNewsletter.input.parse({ newsletterName: 'Club News', teamID: 't1' });
    expect(full).toMatchObject({ newsletterName: 'Club News', private: false, blockSubscribes: false });
  });

  it('rejects a blank onboarding newsletter name with the wizard message', () => {
    const result = contract.createNewsletter.input.safeParse({ name: '  ', teamID: 't1', onboarding: true });
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
    const parsed = contract.createSubscriber.input.parse({ subscriberEmail: ' Ann@Example.ORG ', teamID: 't1' });
    expect(parsed.subscriberEmail).toBe('Ann@example.org');
    expect(parsed.subscriptionSource).toBe('individual dashboard creation');
  });

  it('refuses ids with characters that could reach a store path', () => {
    expect(contract.getDashboardData.input.safeParse({ teamID: '../users/x' }).success).toBe(false);
    expect(contract.getDashboardData.input.safeParse({ teamID: 'abc_DEF-123' }).success).toBe(true);
  });

  it('takes the subscriber variant of POST /link as before and the url variant beside it', () => {
    const input = contract.createLink.input;
    const subscriber = { newsletterID: 'n1', teamID: 't1', subscriberID: 's1', type: 'unsubscribe' };
    expect(input.parse(subscriber)).toEqual(subscriber);
    expect(input.safeParse({ ...subscriber, url: 'https://example.org' }).success).toBe(false);
    const url = { type: 'url', newsletterID: 'n1', teamID: 't1', emailID: 'e1', url: '  https://example.org/a  ' };
    expect(input.parse(url)).toEqual({ ...url, url: 'https://example.org/a' });
    expect(input.safeParse({ ...url, subscriberID: 's1' }).success).toBe(false);
    expect(input.safeParse({ ...url, url: 'ftp://example.org' }).success).toBe(false);
    expect(input.safeParse({ ...url, type: 'delete' }).success).toBe(false);
  });
});
