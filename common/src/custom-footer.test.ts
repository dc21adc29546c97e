import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FOOTER_MESSAGES,
  cleanFooterTemplate,
  customFooterProblem,
  footerHtmlFor,
  renderCustomFooter,
  sanitizeFooterTemplate,
  STARTER_FOOTER_TEMPLATE,
  usesCustomFooter,
} from './custom-footer';
import { buildFooterHtml, type FooterNewsletter } from './footer';

const origin = 'https://listkeep.example';
const list: FooterNewsletter = { id: 'nl1', newsletterName: 'Parish Notes', blockSubscribes: false };
const UNSUB = '<a href="{{unsubscribe_url}}">Unsubscribe</a>';

describe('sanitizeFooterTemplate', () => {
  it('keeps text formatting, links, images over https and table basics', () => {
    const html =
      '<div><p align="center"><strong>Bold</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u> <small>s</small><br>' +
      '<a href="https://example.org/a?b=1" title="Home">Home</a> <a href="mailto:hi@example.org">Mail</a></p>' +
      '<img src="https://example.org/logo.png" alt="Logo" width="120" height="40"><hr>' +
      '<table width="100%"><tbody><tr><td align="left" colspan="2">Cell</td></tr></tbody></table></div>';
    expect(sanitizeFooterTemplate(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, forms, frames and objects', () => {
    const html =
      '<p onclick="steal()" onmouseover="x">Hi<script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT></p>' +
      '<form action="https://evil.example"><input name="a"><button>Go</button></form>' +
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
      '<svg><script>alert(2)</script></svg><style>p{display:none}</style><!-- note -->';
    expect(sanitizeFooterTemplate(html)).toBe('<p>Hi</p>Go');
  });

  it('keeps only http(s), mailto and the link placeholders as link addresses', () => {
    const links = [
      'javascript:alert(1)',
      'JaVaScRiPt&colon;alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '/relative',
      '#top',
      '{{list_name}}',
    ];
    for (const href of links) {
      expect(sanitizeFooterTemplate(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeFooterTemplate('<a href=" {{subscribe_url}} ">x</a>')).toBe('<a href="{{subscribe_url}}">x</a>');
  });

  it('closes what is left open and drops closing tags that close nothing', () => {
    expect(sanitizeFooterTemplate('<div><p>Bye <a href="{{unsubscribe_url}}"><strong>Leave')).toBe(
      '<div><p>Bye <a href="{{unsubscribe_url}}"><strong>Leave</strong></a></p></div>',
    );
    expect(sanitizeFooterTemplate('</table></a>Hi<br></div><p><b>x</p>')).toBe('Hi<br><p><b>x</b></p>');
  });

  it('loads images only over https: no data:, http or javascript: sources', () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      'http://example.org/a.png',
      'javascript:alert(1)',
      '//evil.example/a.png',
    ]) {
      expect(sanitizeFooterTemplate(`<img src="${src}" onerror="alert(1)">`), src).toBe('<img>');
    }
  });

  it('keeps a few harmless CSS properties and drops the rest, url() and expression()', () => {
    expect(
      sanitizeFooterTemplate(
        '<p style="color: #6b7280; font-size:12px; position:absolute; display:none; background:url(https://t.example/p.gif)">x</p>',
      ),
    ).toBe('<p style="color:#6b7280; font-size:12px;">x</p>');
    expect(sanitizeFooterTemplate('<p style="color: rgb(1, 2, 3)">x</p>')).toBe('<p style="color:rgb(1, 2, 3);">x</p>');
    expect(sanitizeFooterTemplate('<p style="width:expression(alert(1))">x</p>')).toBe('<p style>x</p>');
    // Nothing that would make the unsubscribe link unreadable.
    for (const style of ['font-size:0', 'font-size:0.0em', 'color:transparent', 'color:rgba(0,0,0,0)', 'color:#0000']) {
      expect(sanitizeFooterTemplate(`<a href="{{unsubscribe_url}}" style="${style}">Leave</a>`), style).toBe(
        '<a href="{{unsubscribe_url}}" style>Leave</a>',
      );
    }
    expect(sanitizeFooterTemplate('<p style="background-color:url(javascript:alert(1))">x</p>')).toBe('<p style>x</p>');
  });
});

describe('cleanFooterTemplate', () => {
  it('names what it removes, once each, in the order met', () => {
    const { template, removed } = cleanFooterTemplate(
      '<p onclick="steal()" style="position:absolute; color:red">Hi<script>alert(1)</script><script>x</script> ' +
        '<a href="javascript:alert(1)" onmouseover="x">Leave</a><form><input name="a"></form><!-- note --></div>' +
        '<img src="http://example.org/a.png" width="50px"><span style="color:transparent">s</span></p>',
    );
    expect(template).toBe('<p style="color:red;">Hi <a>Leave</a><img><span style>s</span></p>');
    expect(removed).toEqual([
      'comment',
      'onclick attribute',
      'style property position',
      '<script> element',
      'link address javascript:alert(1)',
      'onmouseover attribute',
      '<form> element',
      '<input> element',
      'image address http://example.org/a.png',
      'width value 50px',
      'style value color: transparent',
      '</div> that closes nothing',
    ]);
    expect(CUSTOM_FOOTER_MESSAGES.removed(removed.slice(1, 4))).toBe(
      'Removed when saved: onclick attribute, style property position, <script> element.',
    );
  });

  it('removes nothing from a footer within the allowlist, such as the starter', () => {
    expect(cleanFooterTemplate(STARTER_FOOTER_TEMPLATE).removed).toEqual([]);
    expect(cleanFooterTemplate(`<div><p>Bye ${UNSUB}`).removed).toEqual([]);
  });

  it('leaves no marker where an element dropped with its content is never closed: the rest goes with it', () => {
    const cases: [string, string][] = [
      ['<p>Hi<script>alert(1)</p>', '<p>Hi</p>'],
      ['<style>p{}', ''],
      ['a<textarea>b', 'a'],
      ['<script>a</script><script>b', ''],
      ['<script><script></script>x', 'x'],
      ['<p>x</p><svg><g></svg>y', '<p>x</p>y'],
    ];
    for (const [html, cleaned] of cases) {
      expect(sanitizeFooterTemplate(html), html).toBe(cleaned);
    }
    // The sender's own text is theirs, brackets and all.
    expect(sanitizeFooterTemplate('<b>[removed]</b>')).toBe('<b>[removed]</b>');
  });
});

describe('customFooterProblem', () => {
  it('accepts an empty footer (none) and one with an unsubscribe link with text', () => {
    expect(customFooterProblem('')).toBeNull();
    expect(customFooterProblem('  \n')).toBeNull();
    expect(customFooterProblem(`<p>Thanks. ${UNSUB}</p>`)).toBeNull();
    expect(customFooterProblem('<a href="{{unsubscribe_url}}"><strong>Leave</strong></a>')).toBeNull();
  });

  it('asks for an unsubscribe link when there is none, it has no text, or sanitising removes it', () => {
    for (const html of [
      '<p>Hello</p>',
      '<a href="{{unsubscribe_url}}"></a>',
      '<a href="{{unsubscribe_url}}"> &nbsp; </a>',
      '<a href="{{unsubscribe_url}}"><img src="https://example.org/x.png"></a>',
      '<a href="https://example.org/unsub">Unsubscribe</a>',
      'Unsubscribe: {{unsubscribe_url}}',
      '<a href="{{unsubscribe_url}}"><script>Unsubscribe</script></a>',
      '<script><a href="{{unsubscribe_url}}">Unsubscribe</a></script>',
      // Inside the subscribe link, it would go with it on a list that blocks subscriptions.
      '<a href="{{subscribe_url}}">Join <a href="{{unsubscribe_url}}">Leave</a></a>',
    ]) {
      expect(customFooterProblem(html), html).toBe(CUSTOM_FOOTER_MESSAGES.unsubscribeRequired);
    }
  });

  it('accepts the starter template unchanged by sanitising', () => {
    expect(customFooterProblem(STARTER_FOOTER_TEMPLATE)).toBeNull();
    expect(sanitizeFooterTemplate(STARTER_FOOTER_TEMPLATE)).toBe(STARTER_FOOTER_TEMPLATE);
  });

  it('names an unknown placeholder', () => {
    expect(customFooterProblem(`${UNSUB} {{first_name}}`)).toBe(
      '{{first_name}} is not a placeholder. Use {{unsubscribe_url}}, {{subscribe_url}}, {{list_name}} or {{org_name}}.',
    );
  });
});

describe('renderCustomFooter', () => {
  const template =
    '<p>{{list_name}} by {{org_name}}. <a href="{{subscribe_url}}">Subscribe</a> · <a href="{{unsubscribe_url}}">Leave</a>' +
    ' <a href="https://example.org/archive?list={{list_name}}" title="{{list_name}}">Archive</a></p>';

  it('fills in the list links, the list name and the public name, escaped for HTML', () => {
    const odd = { ...list, newsletterName: 'A&B <News> "1"' };
    expect(renderCustomFooter(template, origin, odd, { publicOrgName: 'St. Ann & Co' })).toBe(
      '<p>A&amp;B &lt;News&gt; &quot;1&quot; by St. Ann &amp; Co. ' +
        '<a href="https://listkeep.example/link/sub?newsletterID=nl1&amp;newsletterName=A%26B%20%3CNews%3E%20%221%22">Subscribe</a> · ' +
        '<a href="https://listkeep.example/link/unsub?newsletterID=nl1&amp;newsletterName=A%26B%20%3CNews%3E%20%221%22">Leave</a> ' +
        '<a href="https://example.org/archive?list=A%26B%20%3CNews%3E%20%221%22" title="A&amp;B &lt;News&gt; &quot;1&quot;">Archive</a></p>',
    );
  });

  it('uses the tracked links of a logged email', () => {
    const shortIDs = { unsubscribe: 'Unsub00001', subscribe: 'Subsc00001' };
    const html = renderCustomFooter(`${UNSUB} {{subscribe_url}}`, origin, list, { shortIDs });
    expect(html).toBe(
      '<a href="https://listkeep.example/l/Unsub00001">Unsubscribe</a> https://listkeep.example/l/Subsc00001',
    );
  });

  it('falls back to the list name for {{org_name}} when the team has no public name', () => {
    expect(renderCustomFooter(`{{org_name}} ${UNSUB}`, origin, list, { publicOrgName: ' ' })).toMatch(/^Parish Notes /);
  });

  it('leaves the subscribe link and its text out when the list blocks subscriptions', () => {
    const blocked = { ...list, blockSubscribes: true };
    const html = renderCustomFooter(template, origin, blocked, { publicOrgName: 'Org' });
    expect(html).not.toContain('Subscribe');
    expect(html).not.toContain('/link/sub');
    expect(html).toContain('<a href="https://listkeep.example/link/unsub?newsletterID=nl1');
    expect(renderCustomFooter(`Join: {{subscribe_url}} ${UNSUB}`, origin, blocked)).toMatch(/^Join: {2}<a /);
  });

  it('sanitises again when rendering, so a template stored by other means cannot inject', () => {
    expect(renderCustomFooter(`<img src=x onerror=alert(1)>${UNSUB}<script>alert(1)</script>`, origin, list)).toBe(
      '<img><a href="https://listkeep.example/link/unsub?newsletterID=nl1&amp;newsletterName=Parish%20Notes">Unsubscribe</a>',
    );
  });

  it('shows images as a marked box in the preview, since the dashboard never loads other sites', () => {
    const html = renderCustomFooter(
      `<img src="https://example.org/logo.png" alt="{{list_name}} logo">${UNSUB}`,
      origin,
      list,
      {
        preview: true,
      },
    );
    expect(html).toMatch(
      /^<span class="footer-image" data-testid="footer-image">\[Image: Parish Notes logo\]<\/span><a /,
    );
    expect(html).not.toContain('example.org/logo.png');
  });
});

describe('footerHtmlFor', () => {
  const withFooter = { ...list, customFooterHtml: `<p>Bye: ${UNSUB}</p>` };

  it('uses the saved footer on a plan with custom footers', () => {
    for (const tier of ['core', 'group', 'scale']) {
      expect(usesCustomFooter(tier, withFooter), tier).toBe(true);
      expect(footerHtmlFor(tier, origin, withFooter), tier).toMatch(
        /^<p>Bye: <a href="https:\/\/listkeep\.example\/link\/unsub/,
      );
    }
  });

  it('uses the standard footer without a saved one, and on a plan without custom footers (kept, not used)', () => {
    expect(footerHtmlFor('core', origin, { ...list, customFooterHtml: '' })).toBe(buildFooterHtml(origin, list));
    for (const tier of ['starter', undefined, 'platinum']) {
      expect(usesCustomFooter(tier, withFooter)).toBe(false);
      expect(
        footerHtmlFor(tier, origin, withFooter, { shortIDs: { unsubscribe: 'Unsub00001', subscribe: 'Subsc00001' } }),
      ).toBe(buildFooterHtml(origin, withFooter, { shortIDs: { unsubscribe: 'Unsub00001', subscribe: 'Subsc00001' } }));
    }
  });
});
