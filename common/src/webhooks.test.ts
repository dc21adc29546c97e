import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, isPrivateHost, webhookUrlIssue } from './webhooks';

describe('webhookUrlIssue', () => {
  it('takes public https addresses everywhere', () => {
    for (const url of ['https://example.com/hook', 'https://hooks.example.org:8443/a?b=c', 'https://8.8.8.8.nip.io/x'])
      for (const production of [true, false]) expect(webhookUrlIssue(url, production), url).toBeNull();
  });

  it('locally, takes http and this machine, so a receiver here can be tried', () => {
    for (const url of ['http://127.0.0.1:4000/hook', 'http://localhost/x', 'https://192.168.1.5/x', 'http://[::1]:80/'])
      expect(webhookUrlIssue(url, false), url).toBeNull();
  });

  it('in production, refuses plain http', () => {
    expect(webhookUrlIssue('http://example.com/hook', true)).toBe(WEBHOOK_MESSAGES.httpsOnly);
  });

  it('in production, refuses loopback, private, link-local and IP-literal hosts', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://8.8.8.8/x',
      'https://metadata.google.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
    ])
      expect(webhookUrlIssue(url, true), url).toBe(WEBHOOK_MESSAGES.privateHost);
  });

  it('refuses what is no web address, and credentials in one', () => {
    for (const production of [true, false]) {
      expect(webhookUrlIssue('example.com/hook', production)).toBe(WEBHOOK_MESSAGES.urlInvalid);
      expect(webhookUrlIssue('ftp://example.com/hook', production)).toBe(WEBHOOK_MESSAGES.urlInvalid);
      expect(webhookUrlIssue('https://user:pw@example.com/', production)).toBe(WEBHOOK_MESSAGES.noCredentials);
    }
  });
});

describe('isPrivateHost', () => {
  it('tells public names and addresses from private ones', () => {
    expect(isPrivateHost('example.com')).toBe(false);
    expect(isPrivateHost('172.32.0.1')).toBe(false);
    expect(isPrivateHost('100.63.0.1')).toBe(false);
    expect(isPrivateHost('100.64.0.1')).toBe(true);
    expect(isPrivateHost('[2001:db8::1]')).toBe(false);
  });
});
