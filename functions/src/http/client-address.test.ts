import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { UNCONFIGURED_PROXIES, parseRanges } from '../services/client-address-rule';
import { clientAddress } from './client-address';

const request = (xff?: string | string[], ip?: string) =>
  ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, ip, socket: {} }) as unknown as Request;

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
