import { FOOTER_PLACEHOLDERS, type FooterPlaceholder } from '@listkeep/common/src/custom-footer';

/** A text field's value and selection. */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The text a link placeholder's link gets when nothing is selected. */
const LINK_TEXT: Partial<Record<FooterPlaceholder, string>> = {
  [FOOTER_PLACEHOLDERS.unsubscribeUrl]: 'Unsubscribe',
  [FOOTER_PLACEHOLDERS.subscribeUrl]: 'Subscribe',
};

/**
 * Puts a placeholder where the caret is. A link placeholder comes as a whole
 * link around the selected text (or a default text), since a footer needs it
 * as a link's address; the caret ends after what was put in.
 */
export function insertPlaceholder(
  { value, selectionStart, selectionEnd }: TextEdit,
  placeholder: FooterPlaceholder,
): TextEdit {
  const selected = value.slice(selectionStart, selectionEnd);
  const linkText = LINK_TEXT[placeholder];
  const inserted = linkText === undefined ? placeholder : `<a href="${placeholder}">${selected || linkText}</a>`;
  const caret = selectionStart + inserted.length;
  return {
    value: value.slice(0, selectionStart) + inserted + value.slice(selectionEnd),
    selectionStart: caret,
    selectionEnd: caret,
  };
}
