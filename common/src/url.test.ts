import { describe, expect, it } from 'vitest';
import { MAX } from './limits';
import {
  WEB_ADDRESS_BACKSLASH,
  WEB_ADDRESS_CREDENTIALS,
  WEB_ADDRESS_IP,
  WEB_ADDRESS_LOCAL,
  WEB_ADDRESS_MESSAGE,
  WEB_ADDRESS_TOO_LONG,
  isWebAddress,
  webAddressDestination,
  webAddressHost,
  webAddressLookalike,
  webAddressProblem,
} from './url';

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

  it('accepts named sites on any port, with paths, and names in other scripts', () => {
    for (const ok of [
      'https://example.org:8443/a?b=c@d#e@f',
      'http://news.example.org/path/with@sign',
      'https://example.org./trailing-dot',
      'https://café.fr/menu',
      'https://münchen.de',
      'https://пример.рф',
      'https://例え.jp/',
      'https://xn--mnchen-3ya.de',
    ]) {
      expect(webAddressProblem(ok), ok).toBeNull();
    }
  });

  it('refuses user names and passwords, which hide the real site after @', () => {
    for (const bad of ['https://user:pass@evil.test/', 'https://good.test@evil.test/', 'https://@evil.test/']) {
      expect(webAddressProblem(bad), bad).toBe(WEB_ADDRESS_CREDENTIALS);
    }
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    for (const bad of ['https://evil.test\\@good.test/', 'https://example.org/a\\b']) {
      expect(webAddressProblem(bad), bad).toBe(WEB_ADDRESS_BACKSLASH);
    }
  });

  it('refuses IP literals however written: private, loopback, link-local, mapped, public, with or without port', () => {
    for (const bad of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:9099/emulator',
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://192.168.1.1:8080/',
      'http://172.16.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::1]:9099/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'https://203.0.113.7/',
      'https://[2001:db8::1]/x',
    ]) {
      expect(webAddressProblem(bad), bad).toBe(WEB_ADDRESS_IP);
    }
  });

  it('refuses names that stay on the reader’s own machine or network', () => {
    for (const bad of [
      'http://localhost:3000/',
      'http://app.localhost/',
      'http://printer.local/',
      'http://intranet/',
      'http://metadata.google.internal/',
      'http://router.home.arpa/',
    ]) {
      expect(webAddressProblem(bad), bad).toBe(WEB_ADDRESS_LOCAL);
    }
  });

  it('refuses lookalikes of Latin names, saying both spellings', () => {
    for (const [bad, ascii, unicode] of [
      ['https://аpple.com/', 'xn--pple-43d.com', 'аpple.com'],
      ['https://xn--pple-43d.com/', 'xn--pple-43d.com', 'аpple.com'],
      ['https://аррӏе.com/login', 'xn--80ak6aa92e.com', 'аррӏе.com'],
      ['https://ρaypal.com', 'xn--aypal-2ce.com', 'ρaypal.com'],
      ['https://login.раураl.example.org', 'login.xn--l-7sba6dbr.example.org', 'login.раураl.example.org'],
    ]) {
      expect(webAddressProblem(bad), bad).toBe(webAddressLookalike({ ascii, unicode }));
    }
    expect(webAddressLookalike({ ascii: 'xn--pple-43d.com', unicode: 'аpple.com' })).toMatch(
      /аpple\.com \(xn--pple-43d\.com\)/,
    );
  });
});

describe('the destination shown before saving', () => {
  it('gives the host as punycode and as a reader sees it', () => {
    expect(webAddressHost('https://аpple.com/x')).toEqual({ ascii: 'xn--pple-43d.com', unicode: 'аpple.com' });
    expect(webAddressDestination('https://аpple.com/x')).toBe('Goes to: xn--pple-43d.com (аpple.com)');
    expect(webAddressDestination('https://café.fr')).toBe('Goes to: xn--caf-dma.fr (café.fr)');
    expect(webAddressDestination('https://Example.org:8443/a')).toBe('Goes to: example.org');
    expect(webAddressDestination('https://user@evil.test/')).toBe('Goes to: evil.test');
    expect(webAddressDestination('example.org')).toBeNull();
    // The URL parser itself refuses punycode that does not decode.
    expect(webAddressHost('https://xn--zz.com')).toBeNull();
  });
});
