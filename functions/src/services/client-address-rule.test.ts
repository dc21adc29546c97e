import { describe, expect, it } from 'vitest';
import { UNCONFIGURED_PROXIES, clientAddressRuleFromEnv } from './client-address-rule';

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
