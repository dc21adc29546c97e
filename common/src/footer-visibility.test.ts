import { describe, expect, it } from 'vitest';
import { CUSTOM_FOOTER_MESSAGES, customFooterProblem, STARTER_FOOTER_TEMPLATE } from './custom-footer';
import { UNSUBSCRIBE_LINK_MESSAGES as M, hasVisibleText } from './footer-visibility';

const link = (style: string, text = 'Unsubscribe') => `<a href="{{unsubscribe_url}}" style="${style}">${text}</a>`;

describe('a custom footer whose unsubscribe link cannot be read is refused, saying why', () => {
  it.each([
    ['a tiny font', link('font-size:0.0001px'), M.tooSmall(0.0001)],
    ['a font size of 0', link('font-size:0'), M.tooSmall(0)],
    [
      'a font too small relative to the text around it',
      `<p style="font-size:8px">${link('font-size:1em')}</p>`,
      M.tooSmall(8),
    ],
    ['a percentage of a small parent', `<div style="font-size:12px">${link('font-size:50%')}</div>`, M.tooSmall(6)],
    [
      'small inside small inside small',
      `<small><small><small>${link('')}</small></small></small>`,
      M.tooSmall(16 / 1.2 ** 3),
    ],
    ["a size of the reader's screen", link('font-size:0.1vw'), M.uncheckableSize('0.1vw')],
    ['the colour of its background', link('color:#ffffff'), M.lowContrast('#ffffff', '#ffffff', 1)],
    [
      'a near match on a dark background',
      `<div style="background-color:#000">${link('color:#111111')}</div>`,
      M.lowContrast('#111111', '#000000', 1.11),
    ],
    [
      'a named colour on its background',
      `<p style="background:white">${link('color:whitesmoke')}</p>`,
      M.lowContrast('#f5f5f5', '#ffffff', 1.09),
    ],
    ['a transparent colour', link('color:transparent'), M.lowContrast('#ffffff', '#ffffff', 1)],
    ['an almost transparent colour', link('color:rgba(0,0,0,0.01)'), M.lowContrast('#fcfcfc', '#ffffff', 1.02)],
    ['display: none', link('display:none'), M.hidden('display: none')],
    ['display: none around it', `<div style="display: none">${link('')}</div>`, M.hidden('display: none')],
    ['visibility: hidden', link('visibility:hidden'), M.hidden('visibility: hidden')],
    ['opacity', link('opacity:0.2'), M.faint(0.2)],
    ['opacity of both link and text around it', `<p style="opacity:.6">${link('opacity:.6')}</p>`, M.faint(0.36)],
    ['text of zero-width characters', link('', '\u200b\u200c\u200d\ufeff'), M.noVisibleText],
    ['text of zero-width characters as entities', link('', '&#8203;&zwnj;&#x2060;&shy;'), M.noVisibleText],
    ['text of Hangul fillers', link('', '\u3164\u3164'), M.noVisibleText],
    [
      'a tiny line-height with overflow hidden',
      `<div style="line-height:0;overflow:hidden">${link('')}</div>`,
      M.hidden('overflow: hidden with line-height: 0'),
    ],
    [
      'a height of 0 with overflow hidden',
      `<div style="height:0;overflow:hidden">${link('')}</div>`,
      M.hidden('overflow: hidden with height: 0'),
    ],
    ['clip', link('clip:rect(0 0 0 0)'), M.hidden('clip: rect(0 0 0 0)')],
    ['clip-path', link('clip-path:inset(50%)'), M.hidden('clip-path: inset(50%)')],
    ['a position off-screen', link('position:absolute;left:-9999px'), M.hidden('position: absolute')],
    ['a large negative margin', `<p style="margin-left:-9999px">${link('')}</p>`, M.hidden('margin-left: -9999px')],
    ['a negative text indent', link('text-indent:-200em'), M.hidden('text-indent: -200em')],
    ['a transform', link('transform:scale(0)'), M.hidden('transform: scale(0)')],
    ["Outlook's own hiding", link('mso-hide:all'), M.hidden('mso-hide: all')],
  ])('%s', (_case, html, message) => {
    expect(customFooterProblem(`<p>Thanks for reading.</p>${html}`)).toBe(message);
  });

  it('names the size in the words the issue used', () => {
    expect(customFooterProblem(link('font-size:0.0001px'))).toMatch(
      /^The unsubscribe link is too small to read \(0\.0001px\)/,
    );
  });
});

describe('a custom footer whose unsubscribe link can be read is accepted', () => {
  it.each([
    ['the starter footer', STARTER_FOOTER_TEMPLATE],
    ['no styles at all', link('')],
    ['10px exactly', link('font-size:10px')],
    ['7.5pt (10px)', link('font-size:7.5pt')],
    ['0.75em of the default', link('font-size:0.75em')],
    ['a larger child of a tiny parent', `<p style="font-size:0">${link('font-size:12px')}</p>`],
    ['white on a dark background', `<td style="background-color:#1f2937">${link('color:#ffffff')}</td>`],
    ['grey of 3:1 on white', link('color:#949494')],
    ['a visible child of a hidden parent', `<p style="visibility:hidden">${link('visibility:visible')}</p>`],
    ['one readable link beside a hidden one', `${link('display:none')} ${link('')}`],
    ['readable text beside zero-width characters', link('', '\u200bUnsubscribe\u200b')],
    ['a small negative margin', link('margin-left:-4px')],
    ['overflow hidden with room for the text', `<div style="overflow:hidden;height:40px">${link('')}</div>`],
  ])('%s', (_case, html) => {
    expect(customFooterProblem(html)).toBeNull();
  });

  it('still asks for the link first when there is none', () => {
    expect(customFooterProblem('<p>Bye</p>')).toBe(CUSTOM_FOOTER_MESSAGES.unsubscribeRequired);
  });
});

describe('hasVisibleText', () => {
  it('sees letters, digits and symbols, not spaces and format characters', () => {
    expect(hasVisibleText('x')).toBe(true);
    expect(hasVisibleText('→')).toBe(true);
    expect(hasVisibleText(' &nbsp;\u2800\u00ad\u200e')).toBe(false);
  });
});
