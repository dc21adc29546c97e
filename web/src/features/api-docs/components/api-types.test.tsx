import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypeView } from './api-types';

const shown = (schema: Parameters<typeof TypeView>[0]['schema']) =>
  renderToStaticMarkup(<>{TypeView({ schema })}</>).replace(/<[^>]+>/g, '');

describe('TypeView', () => {
  it('puts a list of a union in parentheses, as the plain text does', () => {
    expect(
      shown({ type: 'array', items: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Entry' }] } }),
    ).toBe('(string | Entry)[]');
    expect(shown({ type: 'array', items: { type: 'string' } })).toBe('string[]');
  });
});
