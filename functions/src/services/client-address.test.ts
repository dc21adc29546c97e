import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressRuleFromEnv } from './client-address';

const request = (xff?: string | string[], ip?: string) =>
  ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, ip, socket: {} }) as unknown as Request;

describe('clientAddressRuleFromEnv', () => {
  it('trusts the last hop in production and the first on the local stack', () => {
    expect(clientAddressRuleFromEnv({})).toEqual({ trustedHops: 1 });
    expect(clientAddressRuleFromEnv({ K_SERVICE: 'api' })).toEqual({ trustedHops: 1 });
    expect(clientAddressRuleFromEnv({ LISTKEEP_ENV: 'local' })).toBe('first-hop');
  });

  it('takes LISTKEEP_TRUSTED_PROXY_HOPS over the default, locally too', () => {
    expect(clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXY_HOPS: '2' })).toEqual({ trustedHops: 2 });
    expect(clientAddressRuleFromEnv({ LISTKEEP_ENV: 'local', LISTKEEP_TRUSTED_PROXY_HOPS: '0' })).toEqual({
      trustedHops: 0,
    });
    expect(() => clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXY_HOPS: 'yes' })).toThrow(/whole number/);
  });
});

describe('clientAddress', () => {
  it('takes the hop the front end appended, not what the client sent before it', () => {
    const forged = request('203.0.113.66, 198.51.100.7');
    expect(clientAddress(forged, { trustedHops: 1 })).toBe('198.51.100.7');
    expect(clientAddress(request('203.0.113.66, 198.51.100.7, 10.0.0.2'), { trustedHops: 2 })).toBe('198.51.100.7');
    expect(clientAddress(request(['203.0.113.66', '198.51.100.7']), { trustedHops: 1 })).toBe('198.51.100.7');
  });

  it('takes the first hop when there are fewer hops than trusted proxies', () => {
    expect(clientAddress(request('198.51.100.7'), { trustedHops: 3 })).toBe('198.51.100.7');
  });

  it('takes the first hop under first-hop (local stack only)', () => {
    expect(clientAddress(request('203.0.113.66, 198.51.100.7'), 'first-hop')).toBe('203.0.113.66');
  });

  it('falls back to the socket without a header, and ignores the header with no trusted proxy', () => {
    expect(clientAddress(request(undefined, '192.0.2.1'), { trustedHops: 1 })).toBe('192.0.2.1');
    expect(clientAddress(request(' , ', '192.0.2.1'), 'first-hop')).toBe('192.0.2.1');
    expect(clientAddress(request('203.0.113.66', '192.0.2.1'), { trustedHops: 0 })).toBe('192.0.2.1');
    expect(clientAddress(request(), { trustedHops: 1 })).toBe('unknown');
  });
});
