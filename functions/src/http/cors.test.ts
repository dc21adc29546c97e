import { describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, corsOrigin } from './cors';

const PRODUCTION = { K_SERVICE: 'api' };
const EMULATOR = { K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' };

describe('allowedOriginsFromEnv', () => {
  it('takes LISTKEEP_ALLOWED_ORIGINS as the whole list when it is set', () => {
    expect(
      allowedOriginsFromEnv({
        ...PRODUCTION,
        LISTKEEP_ALLOWED_ORIGINS: ' https://listkeep.example.org, https://www.listkeep.example.org/ ',
        LISTKEEP_PUBLIC_URL: 'https://other.example.org',
      }),
    ).toEqual(['https://listkeep.example.org', 'https://www.listkeep.example.org']);
  });

  it('refuses an entry that is more than an origin', () => {
    expect(() => allowedOriginsFromEnv({ LISTKEEP_ALLOWED_ORIGINS: 'https://listkeep.example.org/app' })).toThrow(
      /not an origin/,
    );
    expect(() => allowedOriginsFromEnv({ LISTKEEP_ALLOWED_ORIGINS: 'listkeep.example.org' })).toThrow(/not an origin/);
    expect(() => allowedOriginsFromEnv({ LISTKEEP_ALLOWED_ORIGINS: '*' })).toThrow(/not an origin/);
  });

  it('defaults in production to the origins of the public URL and the web base, and nothing local', () => {
    expect(
      allowedOriginsFromEnv({
        ...PRODUCTION,
        LISTKEEP_PUBLIC_URL: 'https://listkeep.example.org/',
        LISTKEEP_WEB_BASE: 'https://listkeep-prod.web.app',
      }),
    ).toEqual(['https://listkeep.example.org', 'https://listkeep-prod.web.app']);
    expect(allowedOriginsFromEnv(PRODUCTION)).toEqual([]);
  });

  it('adds the local Hosting emulator by address and by name off production', () => {
    expect(allowedOriginsFromEnv({ ...EMULATOR, LISTKEEP_WEB_BASE: 'http://127.0.0.1:5000' })).toEqual([
      'http://127.0.0.1:5000',
      'http://localhost:5000',
    ]);
    expect(allowedOriginsFromEnv({})).toEqual(['http://127.0.0.1:5000', 'http://localhost:5000']);
  });
});

describe('corsOrigin', () => {
  const allowed = ['https://listkeep.example.org', 'http://127.0.0.1:5000'];

  it('answers an allowed origin with itself', () => {
    expect(corsOrigin('https://listkeep.example.org', allowed)).toBe('https://listkeep.example.org');
    expect(corsOrigin('http://127.0.0.1:5000', allowed)).toBe('http://127.0.0.1:5000');
  });

  it('answers null for any other origin, however close', () => {
    for (const origin of [
      'https://evil.example',
      'https://listkeep.example.org.evil.example',
      'http://listkeep.example.org',
      'https://listkeep.example.org:8443',
      'http://127.0.0.1:5001',
      'null',
      '*',
      '',
      undefined,
    ]) {
      expect(corsOrigin(origin, allowed)).toBeNull();
    }
  });

  it('allows nobody from an empty list', () => {
    expect(corsOrigin('https://listkeep.example.org', [])).toBeNull();
  });
});
