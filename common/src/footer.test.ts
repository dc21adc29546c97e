import { describe, expect, it } from 'vitest';
import {
  buildFooterHtml,
  buildShortLink,
  buildSubscribeLink,
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
});

describe('buildShortLink', () => {
  it('builds a tracked address of the short id alone, under /l', () => {
    expect(buildShortLink(origin + '/', 'Ab3dE6gH9k')).toBe('https://listkeep.example/l/Ab3dE6gH9k');
    expect(buildShortLink(origin, 'Ab3dE6gH9k').length).toBeLessThan(40);
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

  it("uses a logged email's short tracked addresses when its short ids are given", () => {
    const html = buildFooterHtml(origin, parish, { shortIDs: { unsubscribe: 'Unsub00001', subscribe: 'Subsc00001' } });
    expect(hrefs(html)).toEqual(['https://listkeep.example/l/Unsub00001', 'https://listkeep.example/l/Subsc00001']);
    expect(html).not.toContain('newsletterID');
  });

  it('escapes the characters of attribute values', () => {
    expect(escapeHtml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;');
  });
});
