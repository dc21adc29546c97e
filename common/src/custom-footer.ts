/**
 * A newsletter's custom HTML footer (docs/product.md §4, Custom footer). The
 * sender writes a template with placeholders; one allowlist cleans it to a
 * small, safe subset of HTML, a check makes sure it keeps an unsubscribe link,
 * and the renderer fills in the list's links. Pure, so the API's check, the
 * dashboard's preview and copy and the tests all run this same code.
 */
import {
  FilterXSS,
  escapeAttrValue,
  friendlyAttrValue,
  escapeHtml as escapeText,
  parseTag,
  stripCommentTag,
} from 'xss';
import {
  attributeOf,
  buildFooterHtml,
  escapeHtml,
  footerLink,
  newsletterDisplayName,
  type FooterLinkType,
  type FooterNewsletter,
  type FooterOptions,
} from './footer';
import { linkVisibilityProblem } from './footer-visibility';
import { planHas } from './plan-features';

export const FOOTER_PLACEHOLDERS = {
  unsubscribeUrl: '{{unsubscribe_url}}',
  subscribeUrl: '{{subscribe_url}}',
  listName: '{{list_name}}',
  orgName: '{{org_name}}',
} as const;

export type FooterPlaceholder = (typeof FOOTER_PLACEHOLDERS)[keyof typeof FOOTER_PLACEHOLDERS];

const PLACEHOLDER_LIST: readonly string[] = Object.values(FOOTER_PLACEHOLDERS);
/** Placeholders that stand for a whole link: the only href besides http(s) and mailto addresses. */
const LINK_PLACEHOLDERS: readonly string[] = [FOOTER_PLACEHOLDERS.unsubscribeUrl, FOOTER_PLACEHOLDERS.subscribeUrl];

/** Where a sender may start: the standard footer's wording, as a template. */
export const STARTER_FOOTER_TEMPLATE = [
  '<p style="margin:24px 0 0; font-size:12px; line-height:1.5; color:#6b7280;">',
  `You receive this because you subscribed to ${FOOTER_PLACEHOLDERS.listName} from ${FOOTER_PLACEHOLDERS.orgName}.<br>`,
  `<a href="${FOOTER_PLACEHOLDERS.unsubscribeUrl}" style="color:#6b7280;">Unsubscribe</a><br>`,
  `Was this forwarded to you? <a href="${FOOTER_PLACEHOLDERS.subscribeUrl}" style="color:#6b7280;">Subscribe</a>`,
  '</p>',
].join('\n');

export const CUSTOM_FOOTER_MESSAGES = {
  unsubscribeRequired: `Your footer needs an unsubscribe link: an <a href="${FOOTER_PLACEHOLDERS.unsubscribeUrl}"> with some text.`,
  unknownPlaceholder: (found: string) =>
    `${found} is not a placeholder. Use ${PLACEHOLDER_LIST.slice(0, -1).join(', ')} or ${PLACEHOLDER_LIST.at(-1)}.`,
  /** What cleaning takes out of the footer as written (cleanFooterTemplate's `removed`). */
  removed: (what: readonly string[]) => `Removed when saved: ${what.join(', ')}.`,
} as const;

/**
 * The one allowlist: tags and, for each, the attributes it keeps. Everything
 * else is dropped; the content of script-like elements goes with them.
 */
const STYLE = 'style';
const CELL = ['align', 'valign', 'width', 'colspan', 'rowspan', STYLE];
const FOOTER_ALLOWED_TAGS: Record<string, string[]> = {
  p: ['align', STYLE],
  div: ['align', STYLE],
  span: [STYLE],
  br: [],
  hr: [STYLE],
  a: ['href', 'title', STYLE],
  strong: [STYLE],
  b: [STYLE],
  em: [STYLE],
  i: [STYLE],
  u: [STYLE],
  small: [STYLE],
  img: ['src', 'alt', 'width', 'height', STYLE],
  table: ['width', 'align', 'cellpadding', 'cellspacing', 'border', STYLE],
  thead: [],
  tbody: [],
  tr: [STYLE],
  td: CELL,
  th: CELL,
};

/** Elements removed with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
];

/** Inline CSS that only changes how text and boxes look: no positioning, hiding, images or fetches. */
const ALLOWED_CSS = new Set([
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-bottom',
  'border-collapse',
  'width',
  'max-width',
]);

/** Words, numbers, units, colours and quoted font names, and rgb()/hsl() colours; no url(), escapes or braces. */
const SAFE_CSS_VALUE = /^(?:[\w\s#.,%'"!+-]|\b(?:rgba?|hsla?)\([\d\s.,%]*\))*$/;

/** Values that would make text, such as the unsubscribe link's, unreadable: no size, or no colour. */
const HIDING_CSS: Record<string, RegExp> = {
  'font-size': /^[0.]+[a-z%]*$/i,
  color: /transparent|rgba|hsla|^#(?:[0-9a-f]{4}|[0-9a-f]{8})$/i,
};

function safeCssValue(property: string, value: string): boolean {
  const hiding = HIDING_CSS[property]?.test(value.trim()) ?? false;
  return SAFE_CSS_VALUE.test(value) && !hiding;
}

const ATTRIBUTE_VALUES: Record<string, RegExp> = {
  width: /^\d{1,4}%?$/,
  height: /^\d{1,4}%?$/,
  colspan: /^\d{1,2}$/,
  rowspan: /^\d{1,2}$/,
  cellpadding: /^\d{1,2}$/,
  cellspacing: /^\d{1,2}$/,
  border: /^\d$/,
  align: /^(?:left|center|right)$/i,
  valign: /^(?:top|middle|bottom)$/i,
};

/** A link's address: a placeholder for the list's links, or a full http(s) or mailto address. */
function safeHref(value: string): boolean {
  return LINK_PLACEHOLDERS.includes(value) || /^(?:https?:\/\/|mailto:)\S+$/i.test(value);
}

/** An image must come over https, the only scheme mail clients load without a warning. */
const safeSrc = (value: string) => /^https:\/\/\S+$/i.test(value);

function safeAttributeValue(name: string, value: string): boolean {
  if (name === 'href') return safeHref(value);
  if (name === 'src') return safeSrc(value);
  return ATTRIBUTE_VALUES[name]?.test(value) ?? true;
}

/** A value as a removal names it: short enough to read in a sentence. */
function shown(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** How the sender is told what cleaning took out of their footer. */
const REMOVED = {
  element: (tag: string) => `<${tag}> element`,
  attribute: (name: string) => `${name} attribute`,
  value: (name: string, value: string) =>
    name === 'href'
      ? `link address ${shown(value)}`
      : name === 'src'
        ? `image address ${shown(value)}`
        : `${name} value ${shown(value)}`,
  cssProperty: (property: string) => `style property ${property}`,
  cssValue: (property: string, value: string) => `style value ${property}: ${shown(value)}`,
  comment: 'comment',
  strayClosingTag: (tag: string) => `</${tag}> that closes nothing`,
} as const;

/**
 * The sanitiser for one cleaning, telling `removed` about everything it
 * leaves out (with `keepStyles`, every inline style stays as written). Elements dropped with their content are skipped here rather
 * than by the library's stripIgnoreTagBody, which leaves a "[removed]" marker
 * in the text for one never closed: here such an element takes the rest of
 * the template with it, as a browser would show it.
 */
function footerSanitiser(removed: (what: string) => void, keepStyles = false): FilterXSS {
  /** The element whose content is being dropped, until its closing tag. */
  let dropping: string | null = null;
  return new FilterXSS({
    whiteList: FOOTER_ALLOWED_TAGS,
    allowCommentTag: false,
    onTag: (tag, _html, { isClosing }) => {
      if (dropping) {
        if (isClosing && tag === dropping) dropping = null;
        return '';
      }
      if (!DROPPED_WITH_CONTENT.includes(tag)) return undefined;
      removed(REMOVED.element(tag));
      if (!isClosing) dropping = tag;
      return '';
    },
    onIgnoreTag: (tag) => {
      removed(REMOVED.element(tag));
      return '';
    },
    onTagAttr: (_tag, name, raw, isWhiteAttr) => {
      if (!isWhiteAttr) {
        removed(REMOVED.attribute(name));
        return '';
      }
      // `style` is left to the CSS filter, through safeAttrValue.
      if (name === STYLE) return undefined;
      const value = friendlyAttrValue(raw).trim();
      if (safeAttributeValue(name, value)) return `${name}="${escapeAttrValue(value)}"`;
      removed(REMOVED.value(name, value));
      return '';
    },
    safeAttrValue: (_tag, _name, value, cssFilter) => escapeAttrValue(cssFilter.process(friendlyAttrValue(value))),
    escapeHtml: (text) => (dropping ? '' : escapeText(text)),
    css: keepStyles
      ? STYLES_AS_WRITTEN
      : {
          whiteList: Object.fromEntries([...ALLOWED_CSS].map((property) => [property, true])),
          safeAttrValue: (property: string, value: string) => {
            if (!ALLOWED_CSS.has(property)) removed(REMOVED.cssProperty(property));
            else if (!safeCssValue(property, value)) removed(REMOVED.cssValue(property, value));
            else return value;
            return '';
          },
        },
  });
}

/** Every inline style kept as written: for reading what the sender meant the footer to look like. */
const STYLES_AS_WRITTEN = {
  whiteList: {},
  safeAttrValue: (_property: string, value: string) => value,
  onIgnoreAttr: (property: string, value: string) => `${property}:${value}`,
};

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/**
 * Closes what the sender left open and drops closing tags that close nothing,
 * so a pasted footer cannot restyle or link the rest of the mail.
 */
function balanceTags(html: string, removed: (what: string) => void): string {
  const open: string[] = [];
  const closed = parseTag(
    html,
    (_sourcePosition, _position, tag, tagHtml, isClosing) => {
      if (VOID_TAGS.has(tag)) return tagHtml;
      if (!isClosing) {
        open.push(tag);
        return tagHtml;
      }
      const at = open.lastIndexOf(tag);
      if (at === -1) {
        removed(REMOVED.strayClosingTag(tag));
        return '';
      }
      return open
        .splice(at)
        .reverse()
        .map((name) => `</${name}>`)
        .join('');
    },
    (text) => text,
  );
  return (
    closed +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

/** A template as cleaning leaves it, and what cleaning took out, each named once, in the order met. */
export interface CleanedFooter {
  template: string;
  removed: string[];
}

/** The one cleaning of a footer template: the allowlist, then balanced tags. */
export function cleanFooterTemplate(html: string): CleanedFooter {
  const removed = new Set<string>();
  const note = (what: string) => void removed.add(what);
  if (stripCommentTag(html) !== html) note(REMOVED.comment);
  const template = balanceTags(footerSanitiser(note).process(html), note).trim();
  return { template, removed: [...removed] };
}

/** The template cut down to the allowlist, its tags balanced: what the API stores and every rendering starts from. */
export function sanitizeFooterTemplate(html: string): string {
  return cleanFooterTemplate(html).template;
}

/** What a rendering fills in. Blocked subscriptions leave the subscribe link out. */
export interface FooterValues {
  unsubscribeUrl: string;
  /** null when the list blocks new subscriptions. */
  subscribeUrl: string | null;
  listName: string;
  orgName: string;
}

interface RenderedAnchor {
  href: string;
  text: string;
}

interface Rendering {
  html: string;
  /** The links left in the output, with their template href and their text. */
  anchors: RenderedAnchor[];
}

/** For the dashboard, which never loads other sites' images: a marked box with the image's text. */
function imagePlaceholder(tagHtml: string): string {
  const alt = attributeOf(tagHtml, 'alt');
  return `<span class="footer-image" data-testid="footer-image">[Image${alt ? `: ${alt}` : ''}]</span>`;
}

/** Walks a sanitised template (whose tags are in the sanitiser's own regular form) and fills in the values. */
function renderTemplate(template: string, values: FooterValues, preview: boolean): Rendering {
  const text: Record<string, string> = {
    [FOOTER_PLACEHOLDERS.unsubscribeUrl]: values.unsubscribeUrl,
    [FOOTER_PLACEHOLDERS.subscribeUrl]: values.subscribeUrl ?? '',
    [FOOTER_PLACEHOLDERS.listName]: values.listName,
    [FOOTER_PLACEHOLDERS.orgName]: values.orgName,
  };
  const fill = (value: string, encode: (v: string) => string) =>
    value.replace(/\{\{[a-z_]+\}\}/g, (found) => (found in text ? encode(text[found]!) : found));
  // In an address a value is one URL component; a whole-link placeholder is the address itself.
  const fillAttribute = (name: string, value: string) => {
    if (name !== 'href' && name !== 'src') return fill(value, escapeHtml);
    if (LINK_PLACEHOLDERS.includes(value)) return escapeHtml(text[value]!);
    return fill(value, (v) => escapeHtml(encodeURIComponent(v)));
  };

  const anchors: RenderedAnchor[] = [];
  let open: RenderedAnchor | null = null;
  /** Links still open inside a subscribe link being left out (0: not leaving anything out). */
  let skipping = 0;

  const html = parseTag(
    template,
    (_sourcePosition, _position, tag, tagHtml, isClosing) => {
      if (tag === 'a' && skipping) {
        skipping += isClosing ? -1 : 1;
        return '';
      }
      if (tag === 'a' && isClosing) {
        if (open) anchors.push(open);
        open = null;
        return tagHtml;
      }
      if (skipping) return '';
      if (isClosing) return tagHtml;
      const href = attributeOf(tagHtml, 'href');
      if (tag === 'a') {
        if (href === FOOTER_PLACEHOLDERS.subscribeUrl && values.subscribeUrl === null) {
          skipping = 1;
          return '';
        }
        if (open) anchors.push(open);
        open = { href, text: '' };
      }
      const filled = tagHtml.replace(/\s([a-z-]+)="([^"]*)"/g, (_all, name: string, value: string) => {
        return ` ${name}="${fillAttribute(name, value)}"`;
      });
      return tag === 'img' && preview ? imagePlaceholder(filled) : filled;
    },
    (segment) => {
      if (skipping) return '';
      const filled = fill(segment, escapeHtml);
      if (open) open.text += filled;
      return filled;
    },
  );
  if (open) anchors.push(open);
  return { html, anchors };
}

/** Whether text shows anything once tags, spaces and non-breaking spaces are left out. */
const visible = (html: string) => html.replace(/<[^>]*>|&nbsp;|&#160;|\s/g, '') !== '';

/** The unsubscribe link keeps its placeholder, so the check can find it in the rendering. */
const CHECK_VALUES: FooterValues = {
  unsubscribeUrl: FOOTER_PLACEHOLDERS.unsubscribeUrl,
  subscribeUrl: null,
  listName: 'l',
  orgName: 'o',
};

/**
 * Why the sender's HTML cannot be saved as a footer, or null when it can. It
 * is checked as it will be stored (sanitised) and as it renders for a list
 * that blocks subscriptions, so the unsubscribe link survives both; and that
 * link must be readable (common/src/footer-visibility.ts) both as stored and
 * with the sender's styles as written, so a footer meant to hide it is
 * refused with the reason rather than quietly changed.
 */
export function customFooterProblem(html: string): string | null {
  const template = sanitizeFooterTemplate(html);
  if (template === '' && html.trim() === '') return null;
  const unknown = (template.match(/\{\{[^{}]*\}\}/g) ?? []).find((found) => !PLACEHOLDER_LIST.includes(found));
  if (unknown) return CUSTOM_FOOTER_MESSAGES.unknownPlaceholder(unknown);
  const stored = renderTemplate(template, CHECK_VALUES, false);
  const unsubscribe = FOOTER_PLACEHOLDERS.unsubscribeUrl;
  if (!stored.anchors.some((a) => a.href === unsubscribe && visible(a.text))) {
    return CUSTOM_FOOTER_MESSAGES.unsubscribeRequired;
  }
  const asWritten = balanceTags(footerSanitiser(() => {}, true).process(html), () => {});
  return (
    linkVisibilityProblem(stored.html, unsubscribe) ??
    linkVisibilityProblem(renderTemplate(asWritten, CHECK_VALUES, false).html, unsubscribe)
  );
}

/** A newsletter as the footers read it, with its saved template ('' for none). */
export interface CustomFooterNewsletter extends FooterNewsletter {
  customFooterHtml?: string;
}

/** Who sends the list: the team's public name, else the list's own name (as the public pages say it). */
function footerOrgName(publicOrgName: string | undefined, newsletter: FooterNewsletter): string {
  return publicOrgName?.trim() || newsletterDisplayName(newsletter);
}

export interface CustomFooterOptions extends FooterOptions {
  /** The team's public organisation name, for {{org_name}}. */
  publicOrgName?: string;
  /** For the dashboard's own display: images show as a marked box instead of loading from their site. */
  preview?: boolean;
}

/** The values of a list's footer: its page links, or the tracked links of a logged email. */
function footerValues(origin: string, newsletter: FooterNewsletter, options: CustomFooterOptions): FooterValues {
  const link = (type: FooterLinkType) => footerLink(origin, newsletter, type, options.shortIDs);
  return {
    unsubscribeUrl: link('unsubscribe'),
    subscribeUrl: newsletter.blockSubscribes ? null : link('subscribe'),
    listName: newsletterDisplayName(newsletter),
    orgName: footerOrgName(options.publicOrgName, newsletter),
  };
}

/** The final HTML of a template for a list: sanitised again, then filled in. */
export function renderCustomFooter(
  template: string,
  origin: string,
  newsletter: FooterNewsletter,
  options: CustomFooterOptions = {},
): string {
  return renderCleanedFooter(sanitizeFooterTemplate(template), origin, newsletter, options);
}

/** The final HTML of a template cleanFooterTemplate already cleaned, for a caller that shows what it removed too. */
export function renderCleanedFooter(
  cleaned: string,
  origin: string,
  newsletter: FooterNewsletter,
  options: CustomFooterOptions = {},
): string {
  return renderTemplate(cleaned, footerValues(origin, newsletter, options), options.preview ?? false).html;
}

/** Whether a list's saved custom footer is the one to use: the plan has the feature and a footer is saved. */
export function usesCustomFooter(tier: unknown, newsletter: CustomFooterNewsletter): boolean {
  return planHas(tier, 'customFooter') && (newsletter.customFooterHtml ?? '').trim() !== '';
}

/**
 * The footer a sender copies: the custom one when the plan has it and one is
 * saved, else the standard footer. A plan that lost the feature keeps the
 * saved template but gets the standard footer.
 */
export function footerHtmlFor(
  tier: unknown,
  origin: string,
  newsletter: CustomFooterNewsletter,
  options: CustomFooterOptions = {},
): string {
  return usesCustomFooter(tier, newsletter)
    ? renderCustomFooter(newsletter.customFooterHtml!, origin, newsletter, options)
    : buildFooterHtml(origin, newsletter, options);
}
