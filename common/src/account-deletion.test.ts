import { describe, expect, it } from 'vitest';
import { confirmsAccountEmail } from './account-deletion';

describe('confirmsAccountEmail', () => {
  it('accepts the account’s address whatever its case and surrounding spaces', () => {
    expect(confirmsAccountEmail(' Ann@Example.ORG ', 'ann@example.org')).toBe(true);
  });

  it('refuses another address, a part of it, or anything when the account has none', () => {
    expect(confirmsAccountEmail('ann@example.com', 'ann@example.org')).toBe(false);
    expect(confirmsAccountEmail('ann@example', 'ann@example.org')).toBe(false);
    expect(confirmsAccountEmail('', '')).toBe(false);
  });
});
