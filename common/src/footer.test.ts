import { describe, expect, it } from 'vitest';
import {
  buildFooterHtml,
  buildSubscribeLink,
  buildTrackedLink,
  buildTrackedUrlLink,
  buildUnsubscribeLink,
  escapeHtml,
  type FooterNewsletter,
} from './footer';

const origin = 'https://listkeep.example';
const parish: FooterNewsletter = { id: 'nl1', newsletterName: 'Parish Notes', blockSubscribes: false };

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('subscribe and unsubscribe links', () => {
  it('points at the public pages with the id and the encoded name', () => {
    expect(buildSubscribeLink(origin, parish)).toBe(
      'https://listkeep.example/link/sub?newsletterID=nl1&newsletterName=Parish%20Notes',
    );
    expect(buildUnsubscribeLink(origin + '/', parish)).toBe(
      'https://listkeep.example/link/unsub?newsletterID=nl1&newsletterName=Parish%20Notes',
    );
  });

  it('round-trips names with reserved characters', () => {
    const odd = { ...parish, newsletterName: 'A&B News? #1 / 100%' };
    const link = new URL(buildSubscribeLink(origin, odd));
    expect(link.searchParams.get('newsletterName')).toBe('A&B News? #1 / 100%');
    expect(link.searchParams.get('newsletterID')).toBe('nl1');
  });

  it('falls back to the older name field', () => {
    const old = { id: 'nl2', newsletterName: '', name: 'Old Name', blockSubscribes: false };
    expect(new URL(buildUnsubscribeLink(origin, old)).searchParams.get('newsletterName')).toBe('Old Name');
  });

  it('builds tracked addresses under /api/link', () => {
    expect(buildTrackedLink(origin, parish, 'em1', 'unsubscribe')).toBe(
      'https://listkeep.example/api/link?newsletterID=nl1&emailID=em1&type=unsubscribe',
    );
  });
});

describe('buildTrackedUrlLink', () => {
  it('builds the address of a tracked URL with the list, the email and the link id', () => {
    expect(buildTrackedUrlLink(origin + '/', { newsletterID: 'nl1', emailID: 'em1', linkID: 'Ab-_9' })).toBe(
      'https://listkeep.example/api/link?newsletterID=nl1&emailID=em1&linkID=Ab-_9',
    );
  });

  it('encodes each value, so the server reads back exactly the ids', () => {
    const link = new URL(buildTrackedUrlLink(origin, { newsletterID: 'n&1', emailID: 'e 1', linkID: 'l=1' }));
    expect(Object.fromEntries(link.searchParams)).toEqual({ newsletterID: 'n&1', emailID: 'e 1', linkID: 'l=1' });
    expect(link.pathname).toBe('/api/link');
  });
});

describe('buildFooterHtml', () => {
  it('says why, and links to unsubscribe and subscribe', () => {
    const html = buildFooterHtml(origin, parish);
    expect(html).toContain('You receive this because you subscribed to Parish Notes.');
    expect(hrefs(html)).toEqual([buildUnsubscribeLink(origin, parish), buildSubscribeLink(origin, parish)]);
    expect(html).toContain('>Unsubscribe</a>');
    expect(html).toContain('>Subscribe</a>');
    expect(html).not.toMatch(/href="[^"]*&(?!amp;)/);
  });

  it('leaves out the subscribe link when subscribes are blocked', () => {
    const html = buildFooterHtml(origin, { ...parish, blockSubscribes: true });
    expect(hrefs(html)).toEqual([buildUnsubscribeLink(origin, parish)]);
    expect(html).not.toContain('/link/sub?');
    expect(html).not.toContain('>Subscribe</a>');
  });

  it('escapes the newsletter name', () => {
    const html = buildFooterHtml(origin, { ...parish, newsletterName: '<script>alert("x")</script> & Co' });
    expect(html).toContain('subscribed to &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co.');
    expect(html).not.toContain('<script>');
  });

  it('uses tracked links when an email is given', () => {
    const html = buildFooterHtml(origin, parish, { emailID: 'em 7' });
    expect(hrefs(html)).toEqual([
      'https://listkeep.example/api/link?newsletterID=nl1&emailID=em%207&type=unsubscribe',
      'https://listkeep.example/api/link?newsletterID=nl1&emailID=em%207&type=subscribe',
    ]);
  });

  it('escapes the characters of attribute values', () => {
    expect(escapeHtml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;');
  });
});
