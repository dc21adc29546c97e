import { describe, expect, it } from 'vitest';
import { hashEmail, hashSecretFromEnv } from './email-hash';

describe('hashEmail', () => {
  it('gives one hash per person, whatever the case, and never the address', () => {
    const a = hashEmail('s3cret', 'Ann@Example.org');
    expect(a).toBe(hashEmail('s3cret', 'ann@example.org'));
    expect(a).not.toContain('ann');
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
  it('depends on the secret and keeps plus-addresses apart', () => {
    expect(hashEmail('one', 'ann@example.org')).not.toBe(hashEmail('two', 'ann@example.org'));
    expect(hashEmail('s', 'ann+news@example.org')).not.toBe(hashEmail('s', 'ann@example.org'));
  });
});

describe('hashSecretFromEnv', () => {
  it('refuses to run deployed without a secret', () => {
    expect(() => hashSecretFromEnv({ K_SERVICE: 'api' })).toThrow(/LISTKEEP_HASH_SECRET/);
    expect(hashSecretFromEnv({ K_SERVICE: 'api', LISTKEEP_HASH_SECRET: 'x' })).toBe('x');
    expect(hashSecretFromEnv({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBeTruthy();
  });
});
