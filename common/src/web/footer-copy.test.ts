import { describe, expect, it } from 'vitest';
import { footerHtmlFor } from '../custom-footer';
import { buildFooterHtml, type FooterNewsletter } from '../footer';
import { footerPlainText } from './footer-copy';

const origin = 'https://listkeep.example';
const list: FooterNewsletter = { id: 'nl1', newsletterName: 'A&B "Parish" <Notes>', blockSubscribes: false };
const name = 'A%26B%20%22Parish%22%20%3CNotes%3E';
const SHORT = { subscribe: 'Subsc00001', unsubscribe: 'Unsub00001' };

describe('footerPlainText', () => {
  it('writes the standard footer as lines, each link with its full address', () => {
    expect(footerPlainText(buildFooterHtml(origin, list))).toBe(
      [
        'You receive this because you subscribed to A&B "Parish" <Notes>.',
        `Unsubscribe: https://listkeep.example/link/unsub?newsletterID=nl1&newsletterName=${name}`,
        `Was this forwarded to you? Subscribe: https://listkeep.example/link/sub?newsletterID=nl1&newsletterName=${name}`,
      ].join('\n'),
    );
  });

  it("writes out a logged email's tracked links, and leaves out the subscribe line of a blocked list", () => {
    const blocked = { ...list, blockSubscribes: true };
    expect(footerPlainText(buildFooterHtml(origin, blocked, { shortIDs: SHORT }))).toBe(
      [
        'You receive this because you subscribed to A&B "Parish" <Notes>.',
        'Unsubscribe: https://listkeep.example/l/Unsub00001',
      ].join('\n'),
    );
  });

  it('writes a custom footer with a table, images and several links as readable lines', () => {
    const custom = {
      ...list,
      customFooterHtml:
        '<table width="100%"><tbody><tr>' +
        '<td><img src="https://example.org/logo.png" alt="Parish logo" width="40"></td>' +
        '<td><strong>{{org_name}}</strong><br>12&nbsp;Church Lane &middot; &copy; 2025</td>' +
        '</tr><tr><td colspan="2">' +
        '<a href="{{unsubscribe_url}}"><img src="https://example.org/leave.png" alt="Leave the list"></a> ' +
        '<a href="https://example.org/news">https://example.org/news</a> ' +
        '<a href="mailto:office@example.org">Write to us</a> <a href="{{subscribe_url}}"></a>' +
        '</td></tr></tbody></table><img src="https://example.org/spacer.png"><hr><p>Thanks,\n   the\tparish</p>',
    };
    const html = footerHtmlFor('core', origin, custom, { shortIDs: SHORT, publicOrgName: 'St. Ann' });
    expect(footerPlainText(html)).toBe(
      [
        'Parish logo St. Ann',
        '12\u00a0Church Lane · © 2025',
        'Leave the list: https://listkeep.example/l/Unsub00001 ' +
          'https://example.org/news Write to us: office@example.org ' +
          'https://listkeep.example/l/Subsc00001',
        'Thanks, the parish',
      ].join('\n'),
    );
  });

  it('keeps text that only looks like markup, and entities it does not know', () => {
    expect(footerPlainText('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &#8212; &#x263A; &unknown;</p>')).toBe(
      '1 < 2 && 3 > 2 — ☺ &unknown;',
    );
    expect(footerPlainText('')).toBe('');
  });

  it('writes every named entity a sender may type as its character, in text and in addresses', () => {
    expect(
      footerPlainText(
        '<p>Caf&eacute; M&uuml;nchen &ndash; <a href="https://example.org/?a=1&amp;b=&eacute;">Z&ouml;e</a></p>',
      ),
    ).toBe('Café München – Zöe: https://example.org/?a=1&b=é');
  });
});
