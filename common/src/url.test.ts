import { describe, expect, it } from 'vitest';
import { MAX } from './limits';
import { WEB_ADDRESS_MESSAGE, WEB_ADDRESS_TOO_LONG, isWebAddress, webAddressProblem } from './url';

describe('isWebAddress', () => {
  it('accepts absolute http and https addresses with a host', () => {
    for (const ok of [
      'https://example.org',
      'http://example.org/article?utm_source=news&x=1#top',
      'HTTPS://Example.org/Path',
      'http://127.0.0.1:5000/about',
      'https://[2001:db8::1]/x',
      'https://example.org/caf%C3%A9',
    ]) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
  });

  it('refuses other schemes, relative addresses and malformed ones', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'ftp://example.org/file',
      'mailto:ann@example.org',
      'data:text/html,hi',
      '/about',
      'example.org/article',
      '//example.org',
      'http:example.org',
      'https:/example.org',
      'http:///example.org',
      'http://',
      'https://exa mple.org',
      'https://example.org/a b',
      'https://example.org/\nx',
      'http:\\\\example.org',
    ]) {
      expect(isWebAddress(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('webAddressProblem', () => {
  it('names what is wrong, the length first, or nothing', () => {
    expect(webAddressProblem('https://example.org/a')).toBeNull();
    expect(webAddressProblem('example.org')).toBe(WEB_ADDRESS_MESSAGE);
    expect(webAddressProblem(`https://example.org/${'a'.repeat(MAX.trackedUrl)}`)).toBe(WEB_ADDRESS_TOO_LONG);
  });
});
