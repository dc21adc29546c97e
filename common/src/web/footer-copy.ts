/**
 * What a copy of a footer puts on the clipboard (docs/product.md §4, Footer
 * copy): the footer as HTML for mail programs that paste it rendered, and,
 * in the same item, its plain text with every link's address written out, for
 * plain-text mail and fields. Both come from the one footer HTML, so they
 * cannot disagree.
 */
import { decodeHTML } from 'entities';
import { parseTag } from 'xss';
import { attributeOf } from '../footer';

export const FOOTER_COPY_MESSAGES = {
  /** The footer, rendered and as text. */
  copied: 'Footer copied. Paste it at the end of your email.',
  /** The footer's HTML source as text, for HTML editors. */
  sourceCopied: 'Footer HTML copied to clipboard!',
} as const;

/** Tags that start a new line of text, where they open and where they close. */
const LINE_TAGS = new Set(['br', 'p', 'div', 'hr', 'table', 'thead', 'tbody', 'tr']);
/** Table cells: their text is kept apart by a space. */
const CELL_TAGS = new Set(['td', 'th']);

/** An attribute's value as text. */
const attribute = (tagHtml: string, name: string) => decodeHTML(attributeOf(tagHtml, name)).trim();

const collapse = (text: string) => text.replace(/[ \t\r\n\f]+/g, ' ');

/** A link as text: "Unsubscribe: https://…", the address alone when it has no text or its text is the address. */
function linkText(text: string, href: string): string {
  const label = collapse(text).trim();
  const address = href.replace(/^mailto:/i, '');
  if (!address) return label;
  if (!label || label === address || label === href) return address;
  return `${label}: ${address}`;
}

/**
 * The plain text of a footer's HTML: one line per line of the rendered
 * footer, images by their alt text, each link followed by its full address.
 */
export function footerPlainText(html: string): string {
  let text = '';
  let link: { href: string; text: string } | null = null;
  const write = (segment: string) => {
    if (link) link.text += segment;
    else text += segment;
  };
  const endLink = () => {
    if (link) text += linkText(link.text, link.href);
    link = null;
  };

  parseTag(
    html,
    (_sourcePosition, _position, tag, tagHtml, isClosing) => {
      if (tag === 'a') {
        endLink();
        if (!isClosing) link = { href: attribute(tagHtml, 'href'), text: '' };
      } else if (LINE_TAGS.has(tag)) {
        write(link ? ' ' : '\n');
      } else if (CELL_TAGS.has(tag) && isClosing) {
        write(' ');
      } else if (tag === 'img' && !isClosing) {
        write(` ${attribute(tagHtml, 'alt')} `);
      }
      return '';
    },
    (segment) => {
      write(decodeHTML(collapse(segment)));
      return '';
    },
  );
  endLink();

  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
