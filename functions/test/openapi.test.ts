/**
 * The API describes itself: GET /api/openapi.json answers an OpenAPI 3.1
 * document with every call of the contract, as a client generator or the
 * web app's reference page reads it.
 */
import { get } from 'node:http';
import { contract, ROUTES, type CallName } from '@listkeep/common';
import { openApiPath } from '@listkeep/common/src/openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestAt } from './support/api';
import { apiBase } from './support/served-api';

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
let status: number;
let contentType: string | null;
let headers: Headers;

beforeAll(async () => {
  const answer = await requestAt(apiBase(), 'GET', '/openapi.json');
  ({ status, body: doc, headers } = answer);
  contentType = headers.get('content-type');
});

const calls = Object.keys(ROUTES) as CallName[];
const operationOf = (name: CallName): Operation | undefined =>
  doc.paths[openApiPath(ROUTES[name].path)]?.[ROUTES[name].method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document without a session', () => {
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Listkeep API');
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('may be kept by the browser for a while and revalidated, unlike the answers of calls', async () => {
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = headers.get('etag');
    expect(etag).toBeTruthy();
    // Asked as a browser revalidates (fetch would add Cache-Control: no-cache, which forbids a 304).
    const again = await new Promise<number | undefined>((resolve, reject) =>
      get(`${apiBase()}/openapi.json`, { headers: { 'If-None-Match': etag! } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject),
    );
    expect(again).toBe(304);
    const call = await requestAt(apiBase(), 'GET', '/getUserData');
    expect(call.headers.get('cache-control')).toBe('no-store');
  });

  it('has each call of the contract on its method and path, and nothing else', () => {
    const listed = Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(listed.sort()).toEqual([...calls].sort());
    for (const name of calls) expect(operationOf(name)?.operationId, name).toBe(name);
  });

  it('says which calls need a Firebase ID token and which are public', () => {
    const bearer = doc.components.securitySchemes.firebaseIdToken;
    expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of calls) {
      const { security } = operationOf(name)!;
      const auth = ROUTES[name].auth;
      if (auth === 'user') expect(security, name).toEqual([{ firebaseIdToken: [] }]);
      if (auth === 'public') expect(security, name).toEqual([]);
      if (auth === 'optional') expect(security, name).toEqual([{}, { firebaseIdToken: [] }]);
    }
  });

  it("lists each call's input: path fields, query fields of reads, a JSON body of writes", () => {
    for (const name of calls) {
      const op = operationOf(name)!;
      const { method, path } = ROUTES[name];
      const inPath = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const params = op.parameters ?? [];
      for (const field of inPath)
        expect(params.find((p) => p.name === field && p.in === 'path')?.required, `${name} ${field}`).toBe(true);
      const shape = 'shape' in contract[name].input ? Object.keys(contract[name].input.shape as object) : null;
      if (method === 'GET' || method === 'DELETE') {
        expect(op.requestBody, name).toBeUndefined();
        if (shape) expect(params.map((p) => p.name).sort(), name).toEqual(shape.sort());
      } else if (shape && shape.some((field) => !inPath.includes(field))) {
        expect(Object.keys(op.requestBody?.content ?? {}), name).toContain('application/json');
      }
    }
  });

  it('gives each answer its schema and every refusal the API error shape', () => {
    const schemas = doc.components.schemas;
    expect(schemas.ApiErrorBody.properties.error.required).toEqual(['code', 'message']);
    for (const name of calls) {
      const { responses } = operationOf(name)!;
      const success = responses[String(ROUTES[name].status)] ?? responses['302'];
      expect(success, name).toBeDefined();
      expect(responses['4XX'].content!['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ApiErrorBody',
      });
    }
    expect(operationOf('getUserData')!.responses['200'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Profile',
    });
  });

  it('refers only to schemas it defines', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of new Set(refs)) expect(doc.components.schemas[name], name).toBeDefined();
  });
});
