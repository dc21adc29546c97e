import { describe, expect, it } from 'vitest';
import { accessOf, endpointsByTag, fieldsOf, rulesOf, typeText, type OpenApi, type Operation } from './schema-text';

const op = (operationId: string, tag: string, security: Operation['security']): Operation => ({
  operationId,
  tags: [tag],
  security,
  responses: {},
});

describe('the API reference page reads the OpenAPI document', () => {
  it('groups the calls by tag, in the order of the tags', () => {
    const doc = {
      tags: [
        { name: 'Teams', description: '' },
        { name: 'Account', description: '' },
      ],
      paths: {
        '/getUserData': { get: op('getUserData', 'Account', []) },
        '/leaveTeam': { post: op('leaveTeam', 'Teams', []) },
        '/emails/{id}': { put: op('updateEmail', 'Teams', []), delete: op('deleteEmail', 'Teams', []) },
      },
    } as unknown as OpenApi;
    const groups = endpointsByTag(doc).map((g) => [g.name, g.endpoints.map((e) => `${e.method} ${e.path}`)]);
    expect(groups).toEqual([
      ['Teams', ['POST /leaveTeam', 'PUT /emails/{id}', 'DELETE /emails/{id}']],
      ['Account', ['GET /getUserData']],
    ]);
  });

  it('tells signed-in, public and either calls apart by their security', () => {
    expect(accessOf(op('a', 'A', [{ firebaseIdToken: [] }]))).toBe('signed in');
    expect(accessOf(op('b', 'A', []))).toBe('public');
    expect(accessOf(op('c', 'A', [{}, { firebaseIdToken: [] }]))).toBe('either');
    expect(accessOf(op('d', 'A', [{ apiKey: [] }]))).toBe('api key');
  });

  it('writes types short: named types, lists, choices and constants', () => {
    expect(typeText({ $ref: '#/components/schemas/Profile' })).toBe('Profile');
    expect(typeText({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeText({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe(
      '(string | null)[]',
    );
    expect(typeText({ type: 'string', enum: ['emails', 'csv'] })).toBe('"emails" | "csv"');
    expect(typeText({ const: true })).toBe('true');
    expect(typeText({ type: 'string', format: 'date' })).toBe('string (date)');
  });

  it('says the rules besides the type in words, leaving out the trivial ones', () => {
    expect(rulesOf({ type: 'string', minLength: 1, maxLength: 254 })).toEqual(['not empty', 'at most 254 characters']);
    expect(rulesOf({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })).toEqual([
      'from 0',
      'default 0',
    ]);
    expect(rulesOf({ type: 'string', minLength: 0 })).toEqual([]);
  });

  it('lists the required fields first', () => {
    const fields = fieldsOf({
      type: 'object',
      properties: { notes: { type: 'string' }, email: { type: 'string' } },
      required: ['email'],
    });
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['email', true],
      ['notes', false],
    ]);
  });
});
