import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { parseInput } from './validate';

const trimmed = z.preprocess((v) => (typeof v === 'string' ? v.trim() : undefined), z.string().min(1));
const schema = z.strictObject({ name: trimmed, count: z.number().optional(), tags: z.array(z.string()).optional() });

function fieldsOf(input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).fields;
  }
  throw new Error('parsed without an error');
}

describe('parseInput', () => {
  it('answers the parsed value', () => {
    expect(parseInput(schema, { name: ' Ann ' })).toEqual({ name: 'Ann' });
  });

  it('tells a missing field from one of the wrong type, even where a schema trims', () => {
    expect(fieldsOf({})).toEqual([{ path: 'name', message: 'This field is required.' }]);
    expect(fieldsOf({ name: 42 })).toEqual([{ path: 'name', message: 'Must be text.' }]);
    expect(fieldsOf({ name: 'a', count: 'many' })).toEqual([{ path: 'count', message: 'Must be a number.' }]);
    expect(fieldsOf({ name: 'a', tags: 'x' })).toEqual([{ path: 'tags', message: 'Must be a list.' }]);
  });

  it('names unknown fields and the body when it is not an object', () => {
    expect(fieldsOf({ name: 'a', extra: 1 })).toEqual([{ path: '(body)', message: 'Unknown field: extra.' }]);
    expect(fieldsOf({ name: 'a', extra: 1, more: 2 })).toEqual([
      { path: '(body)', message: 'Unknown fields: extra, more.' },
    ]);
    expect(fieldsOf('text')).toEqual([{ path: '(body)', message: 'Must be an object.' }]);
  });
});
