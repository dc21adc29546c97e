/**
 * Whether a footer's unsubscribe link can be seen (docs/product.md §4,
 * Custom footer): visible text, of a readable size, in a colour that stands
 * out from its background, not hidden, clipped or moved away. It reads the
 * inline styles of the link and of everything around it, as a mail program
 * would apply them, from defaults of black text on white at 16px. Pure, so
 * the API's check and the footer editor say the same.
 */
import { colord, extend, type Colord, type RgbaColor } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import { decodeHTML } from 'entities';
import { parseTag } from 'xss';
import { attributeOf } from './footer';

extend([namesPlugin, a11yPlugin]);

/** The one rule, in numbers. */
export const UNSUBSCRIBE_LINK_RULE = {
  /** The least font size of the link's text, in CSS pixels. */
  minFontPx: 10,
  /** The least WCAG contrast ratio between the link's text and its background. */
  minContrast: 3,
  /** The least opacity of the link with everything around it. */
  minOpacity: 0.5,
  /** How far (in pixels) a negative margin, indent or offset may move it before it counts as moved away. */
  maxShiftPx: 100,
} as const;

const ROOT_FONT_PX = 16;
const DEFAULT_TEXT = '#000000';
const DEFAULT_BACKGROUND = '#ffffff';

const px = (value: number) => `${Number(value.toPrecision(3))}px`;

export const UNSUBSCRIBE_LINK_MESSAGES = {
  noVisibleText:
    'The unsubscribe link has no visible text (only blank or zero-width characters). Write a word such as "Unsubscribe" in it.',
  tooSmall: (size: number) =>
    `The unsubscribe link is too small to read (${px(size)}). Give it a font size of at least ${UNSUBSCRIBE_LINK_RULE.minFontPx}px.`,
  uncheckableSize: (value: string) =>
    `The unsubscribe link's font size (${value}) cannot be checked. Use px, pt, em, rem or %.`,
  lowContrast: (text: string, background: string, ratio: number) =>
    `The unsubscribe link's colour (${text}) is too close to its background (${background}) to read: ` +
    `a contrast of ${ratio.toFixed(2)}:1, where at least ${UNSUBSCRIBE_LINK_RULE.minContrast}:1 is needed.`,
  hidden: (how: string) => `The unsubscribe link is hidden (${how}). It must show to every reader.`,
  faint: (opacity: number) =>
    `The unsubscribe link is too faint to read (opacity ${Number(opacity.toPrecision(2))}). ` +
    `It needs an opacity of at least ${UNSUBSCRIBE_LINK_RULE.minOpacity}.`,
} as const;

/** What applies to text at one place in the footer. */
interface Box {
  tag: string;
  fontPx: number;
  color: RgbaColor;
  /** Opaque: every background below composited. */
  background: RgbaColor;
  opacity: number;
  /** The inherited `visibility`. */
  visible: boolean;
  /** Why text here cannot be seen whatever its own styles say (hidden, clipped, moved away), or null. */
  hiddenBy: string | null;
  /** A font size that cannot be checked, as written. */
  uncheckableSize: string | null;
}

const ROOT: Box = {
  tag: '',
  fontPx: ROOT_FONT_PX,
  color: colord(DEFAULT_TEXT).toRgb(),
  background: colord(DEFAULT_BACKGROUND).toRgb(),
  opacity: 1,
  visible: true,
  hiddenBy: null,
  uncheckableSize: null,
};

/** `prop: value` pairs of a style attribute, lower-cased names, `!important` left off. */
function declarations(style: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of decodeHTML(style).split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (name && value) found.set(name, value);
  }
  return found;
}

const ABSOLUTE_UNITS: Record<string, number> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
};
const FONT_KEYWORDS: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
  'xxx-large': 48,
};

/** A length in pixels, relative ones against `fontPx` (and `percentOf` for %); null when it is not one this reads. */
function length(value: string, fontPx: number, percentOf = fontPx): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i.exec(value.trim());
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2].toLowerCase();
  if (unit === '') return number === 0 ? 0 : null;
  if (unit in ABSOLUTE_UNITS) return number * ABSOLUTE_UNITS[unit]!;
  if (unit === 'em') return number * fontPx;
  if (unit === 'rem') return number * ROOT_FONT_PX;
  if (unit === 'ex' || unit === 'ch') return (number * fontPx) / 2;
  if (unit === '%') return (number * percentOf) / 100;
  return null;
}

/** The font size a value gives, from the parent's; 'uncheckable' for units that depend on the reader's screen. */
function fontSize(value: string, parentPx: number): number | 'uncheckable' | null {
  const word = value.trim().toLowerCase();
  if (word in FONT_KEYWORDS) return FONT_KEYWORDS[word]!;
  if (word === 'smaller') return parentPx / 1.2;
  if (word === 'larger') return parentPx * 1.2;
  if (word === 'inherit' || word === 'initial' || word === 'unset') return word === 'initial' ? ROOT_FONT_PX : null;
  const size = length(word, parentPx);
  if (size !== null) return size;
  // Invalid values are ignored by mail programs; sizes of the screen (vw, calc…) cannot be known here.
  return /^[+-]?[\d.]/.test(word) || word.includes('(') ? 'uncheckable' : null;
}

/** A colour a value names; null for inherit, currentColor and what is not a colour (left as the parent's). */
function colourOf(value: string | undefined): RgbaColor | null {
  if (!value) return null;
  const parsed: Colord = colord(value.trim().toLowerCase());
  return parsed.isValid() ? parsed.toRgb() : null;
}

/** The colour of a `background` shorthand: the whole value, or its last word that is a colour. */
function backgroundOf(found: Map<string, string>): RgbaColor | null {
  const own = colourOf(found.get('background-color'));
  if (own) return own;
  const shorthand = found.get('background');
  if (!shorthand) return null;
  return (
    colourOf(shorthand) ??
    shorthand
      .split(/\s+(?![^(]*\))/)
      .reverse()
      .map(colourOf)
      .find((colour) => colour !== null) ??
    null
  );
}

/** `top` composited over an opaque `bottom`. */
function over(top: RgbaColor, bottom: RgbaColor): RgbaColor {
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const NOT_NONE = ['clip-path', 'mask', 'mask-image', '-webkit-mask', '-webkit-mask-image', 'filter', 'transform'];
const SHIFTS = ['margin', 'margin-left', 'margin-top', 'margin-right', 'text-indent', 'left', 'top', 'right'];
const CLIPPING_SIZES = ['height', 'max-height', 'width', 'max-width', 'line-height'];

/** Why this element's own styles hide what is in it, or null. */
function hiddenByOwn(found: Map<string, string>, fontPx: number): string | null {
  const is = (name: string, pattern: RegExp) => pattern.test(found.get(name) ?? '');
  if (is('display', /^none$/i)) return 'display: none';
  if (is('mso-hide', /^all$/i)) return 'mso-hide: all';
  if (is('position', /^(?:absolute|fixed)$/i)) return `position: ${found.get('position')}`;
  if (is('clip', /^rect/i)) return `clip: ${found.get('clip')}`;
  for (const name of NOT_NONE) {
    const value = found.get(name);
    if (value && !/^none$/i.test(value)) return `${name}: ${value}`;
  }
  for (const name of SHIFTS) {
    const value = found.get(name);
    const shifts = (value ?? '').split(/\s+/).map((part) => length(part, fontPx));
    if (shifts.some((shift) => shift !== null && shift < -UNSUBSCRIBE_LINK_RULE.maxShiftPx)) return `${name}: ${value}`;
  }
  const overflow = ['overflow', 'overflow-x', 'overflow-y'].find((name) => is(name, /^(?:hidden|clip)$/i));
  if (overflow) {
    for (const name of CLIPPING_SIZES) {
      const value = found.get(name);
      const size =
        value === undefined
          ? null
          : name === 'line-height' && /^[\d.]+$/.test(value)
            ? Number(value) * fontPx
            : length(value, fontPx);
      if (size !== null && size < UNSUBSCRIBE_LINK_RULE.minFontPx) {
        return `${overflow}: ${found.get(overflow)} with ${name}: ${value}`;
      }
    }
  }
  return null;
}

/** What applies inside an element, from what applies around it and its own styles. */
function boxOf(parent: Box, tag: string, style: string): Box {
  const found = declarations(style);
  let fontPx = tag === 'small' ? parent.fontPx / 1.2 : parent.fontPx;
  let uncheckableSize = parent.uncheckableSize;
  const sizeValue = found.get('font-size');
  if (sizeValue !== undefined) {
    const size = fontSize(sizeValue, fontPx);
    if (size === 'uncheckable') uncheckableSize = sizeValue;
    else if (size !== null) [fontPx, uncheckableSize] = [size, null];
  }
  const background = backgroundOf(found);
  const opacity = Number.parseFloat(found.get('opacity') ?? '');
  const percent = found.get('opacity')?.trim().endsWith('%') ? 100 : 1;
  const visibility = found.get('visibility')?.toLowerCase();
  return {
    tag,
    fontPx,
    uncheckableSize,
    color: colourOf(found.get('-webkit-text-fill-color')) ?? colourOf(found.get('color')) ?? parent.color,
    background: background ? over(background, parent.background) : parent.background,
    opacity: parent.opacity * (Number.isFinite(opacity) ? Math.min(Math.max(opacity / percent, 0), 1) : 1),
    visible: visibility === undefined ? parent.visible : !/^(?:hidden|collapse)$/.test(visibility),
    hiddenBy: parent.hiddenBy ?? hiddenByOwn(found, fontPx),
  };
}

/** Why text in this box cannot be read, or null when it can. */
function problemOf(box: Box): string | null {
  if (box.hiddenBy) return UNSUBSCRIBE_LINK_MESSAGES.hidden(box.hiddenBy);
  if (!box.visible) return UNSUBSCRIBE_LINK_MESSAGES.hidden('visibility: hidden');
  if (box.opacity < UNSUBSCRIBE_LINK_RULE.minOpacity) return UNSUBSCRIBE_LINK_MESSAGES.faint(box.opacity);
  if (box.uncheckableSize) return UNSUBSCRIBE_LINK_MESSAGES.uncheckableSize(box.uncheckableSize);
  if (box.fontPx < UNSUBSCRIBE_LINK_RULE.minFontPx) return UNSUBSCRIBE_LINK_MESSAGES.tooSmall(box.fontPx);
  const text = colord(over(box.color, box.background));
  const background = colord(box.background);
  const ratio = text.contrast(background);
  if (ratio < UNSUBSCRIBE_LINK_RULE.minContrast) {
    return UNSUBSCRIBE_LINK_MESSAGES.lowContrast(text.toHex(), background.toHex(), ratio);
  }
  return null;
}

/**
 * Characters that show nothing on their own: spaces of every kind, format
 * characters (zero-width space and joiners, marks of direction, soft
 * hyphen), combining marks, and the letters and symbols that are drawn blank
 * (Hangul fillers, Braille blank).
 */
const BLANK = /[\p{White_Space}\p{Cf}\p{Zs}\p{M}\u115f\u1160\u180e\u2800\u3164\uffa0]/gu;

/** Whether text (HTML-escaped, as in a template) shows any character. */
export const hasVisibleText = (html: string) => decodeHTML(html).replace(BLANK, '') !== '';

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/**
 * Why no link to `href` in the HTML can be read, or null when one can (or
 * there is none: whether one is needed is the caller's rule). One readable
 * link, with some readable text, is enough. The HTML is a
 * footer as the sanitiser writes it: known tags, balanced, attributes quoted.
 */
export function linkVisibilityProblem(html: string, href: string): string | null {
  const stack: Box[] = [ROOT];
  /** The depth of the stack at the link being read, or 0 outside one. */
  let inLink = 0;
  let firstProblem: string | null = null;
  let readable = false;
  let found = false;
  parseTag(
    html,
    (_sourcePosition, _position, tag, tagHtml, isClosing) => {
      if (VOID_TAGS.has(tag)) return '';
      if (isClosing) {
        const at = stack.map((box) => box.tag).lastIndexOf(tag);
        if (at > 0) stack.splice(at);
        if (inLink > stack.length) inLink = 0;
        return '';
      }
      stack.push(boxOf(stack.at(-1)!, tag, attributeOf(tagHtml, 'style')));
      if (tag === 'a' && inLink === 0 && attributeOf(tagHtml, 'href') === href) {
        inLink = stack.length;
        found = true;
      }
      return '';
    },
    (text) => {
      if (inLink === 0 || !hasVisibleText(text)) return '';
      const problem = problemOf(stack.at(-1)!);
      if (problem === null) readable = true;
      else firstProblem ??= problem;
      return '';
    },
  );
  if (readable || !found) return null;
  return firstProblem ?? UNSUBSCRIBE_LINK_MESSAGES.noVisibleText;
}
