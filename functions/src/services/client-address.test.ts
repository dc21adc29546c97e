import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { UNCONFIGURED_PROXIES, clientAddress, clientAddressRuleFromEnv, parseRanges } from './client-address';

const request = (xff?: string | string[], ip?: string) =>
  ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, ip, socket: {} }) as unknown as Request;

describe('clientAddressRuleFromEnv', () => {
  it('trusts the last hop in production and the first on the local stack', () => {
    expect(clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXIES: 'none' })).toEqual({ trustedHops: 1 });
    expect(clientAddressRuleFromEnv({ K_SERVICE: 'api', LISTKEEP_TRUSTED_PROXIES: ' None ' })).toEqual({
      trustedHops: 1,
    });
    expect(clientAddressRuleFromEnv({ LISTKEEP_ENV: 'local' })).toBe('first-hop');
  });

  it('leaves production unconfigured, never one shared bucket, until the proxies are named', () => {
    for (const env of [
      {},
      { K_SERVICE: 'api' },
      { LISTKEEP_TRUSTED_PROXY_HOPS: '1' },
      { LISTKEEP_TRUSTED_PROXIES: ' ' },
    ]) {
      expect(clientAddressRuleFromEnv(env), JSON.stringify(env)).toEqual({ unconfigured: UNCONFIGURED_PROXIES });
    }
  });

  it('takes LISTKEEP_TRUSTED_PROXY_HOPS over the default, locally too', () => {
    expect(clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXY_HOPS: '2', LISTKEEP_TRUSTED_PROXIES: 'none' })).toEqual({
      trustedHops: 2,
    });
    expect(clientAddressRuleFromEnv({ LISTKEEP_ENV: 'local', LISTKEEP_TRUSTED_PROXY_HOPS: '0' })).toEqual({
      trustedHops: 0,
    });
    expect(() => clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXY_HOPS: 'yes' })).toThrow(/whole number/);
  });

  it('reads LISTKEEP_TRUSTED_PROXIES as address ranges and refuses anything else', () => {
    const rule = clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXIES: '151.101.0.0/16, 2a04:4e42::/32' });
    expect(rule).toMatchObject({ trustedHops: 1 });
    expect(rule !== 'first-hop' && 'trustedRanges' in rule && rule.trustedRanges?.length).toBe(2);
    expect(() => clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXIES: '151.101.0.0' })).toThrow(/address range/);
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

  it('refuses with 503 when production is unconfigured, whatever the header says', () => {
    const rule = { unconfigured: UNCONFIGURED_PROXIES };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => clientAddress(request('198.51.100.7, 151.101.2.9'), rule)).toThrow(
      expect.objectContaining({ code: 'unavailable', status: 503 }),
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('LISTKEEP_TRUSTED_PROXIES is not set'));
    logged.mockRestore();
  });

  it('falls back to the socket without a header, and ignores the header with no trusted proxy', () => {
    expect(clientAddress(request(undefined, '192.0.2.1'), { trustedHops: 1 })).toBe('192.0.2.1');
    expect(clientAddress(request(' , ', '192.0.2.1'), 'first-hop')).toBe('192.0.2.1');
    expect(clientAddress(request('203.0.113.66', '192.0.2.1'), { trustedHops: 0 })).toBe('192.0.2.1');
    expect(clientAddress(request(), { trustedHops: 1 })).toBe('unknown');
  });

  describe('with the ranges of a CDN in front (Firebase Hosting)', () => {
    const rule = { trustedHops: 1, trustedRanges: parseRanges('151.101.0.0/16 2a04:4e42::/32') };

    it('steps over the CDN hop to the client the CDN saw', () => {
      expect(clientAddress(request('203.0.113.66, 198.51.100.7, 151.101.2.9'), rule)).toBe('198.51.100.7');
      expect(clientAddress(request('198.51.100.7, 2a04:4e42:200::9'), rule)).toBe('198.51.100.7');
      expect(clientAddress(request('198.51.100.7, ::ffff:151.101.2.9'), rule)).toBe('198.51.100.7');
    });

    it('takes the last hop when the call came to the function directly', () => {
      expect(clientAddress(request('151.101.2.9, 198.51.100.7'), rule)).toBe('198.51.100.7');
    });

    it('never steps past the first hop, nor over a hop that is not an address', () => {
      expect(clientAddress(request('151.101.1.1, 151.101.2.9'), rule)).toBe('151.101.1.1');
      expect(clientAddress(request('203.0.113.66, unknown'), rule)).toBe('unknown');
    });
  });
});
