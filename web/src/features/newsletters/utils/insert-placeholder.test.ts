import { describe, expect, it } from 'vitest';
import { insertPlaceholder } from './insert-placeholder';

describe('insertPlaceholder', () => {
  it('puts a text placeholder at the caret, replacing a selection, and moves the caret after it', () => {
    expect(insertPlaceholder({ value: 'From  today', selectionStart: 5, selectionEnd: 5 }, '{{org_name}}')).toEqual({
      value: 'From {{org_name}} today',
      selectionStart: 17,
      selectionEnd: 17,
    });
    expect(
      insertPlaceholder({ value: 'About LIST.', selectionStart: 6, selectionEnd: 10 }, '{{list_name}}').value,
    ).toBe('About {{list_name}}.');
  });

  it('makes a link placeholder a link around the selected text, or a default text', () => {
    expect(
      insertPlaceholder({ value: 'Stop here', selectionStart: 0, selectionEnd: 4 }, '{{unsubscribe_url}}').value,
    ).toBe('<a href="{{unsubscribe_url}}">Stop</a> here');
    const joined = insertPlaceholder({ value: '', selectionStart: 0, selectionEnd: 0 }, '{{subscribe_url}}');
    expect(joined.value).toBe('<a href="{{subscribe_url}}">Subscribe</a>');
    expect(joined.selectionStart).toBe(joined.value.length);
  });
});
