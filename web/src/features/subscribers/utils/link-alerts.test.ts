import { describe, expect, it } from 'vitest';
import { LINK_ALERTS, linkFailureAlert, personalLinkURL } from './link-alerts';

describe('personal links', () => {
  it('points unsubscribe and manage links at their public pages', () => {
    expect(personalLinkURL('https://x.org', 'unsubscribe', 'abc')).toBe('https://x.org/link/unsub/abc');
    expect(personalLinkURL('https://x.org', 'manage', 'abc')).toBe('https://x.org/link/manage/abc');
  });
  it('tells a refused request from one that never reached the server', () => {
    expect(linkFailureAlert({ status: 404 })).toBe(LINK_ALERTS.failed);
    expect(linkFailureAlert(new TypeError('network'))).toBe(LINK_ALERTS.error);
  });
});
