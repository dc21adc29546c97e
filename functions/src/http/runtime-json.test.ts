/**
 * A stand-in for the runtimes in front of the function (the Functions
 * Framework, the Functions emulator): an Express app that reads the body with
 * body-parser before it hands the request to the function, as they do. It is
 * built from a copy of each body-parser, so the module itself stays as it was.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { testDeps } from '../../test/support/test-deps';
import { handlers } from '../handlers';
import { DEFAULT_ANSWER_FLOOR_MS } from './answer-floor';
import { createApp } from './app';
import { letBodyRefusalsThrough, runtimeBodyParser, type BodyParserModule } from './runtime-json';

type Parsers = BodyParserModule & Record<'text' | 'urlencoded' | 'raw', (options?: unknown) => RequestHandler>;

/** The Functions emulator's runtime, the process entry it loads the functions from. */
const EMULATOR_RUNTIME = fileURLToPath(
  new URL('../../../node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime.js', import.meta.url),
);

function copyOf(module: BodyParserModule | null): Parsers {
  if (!module) throw new Error('body-parser was not found');
  const parsers = module as Parsers;
  return {
    json: parsers.json,
    text: parsers.text,
    urlencoded: parsers.urlencoded,
    raw: parsers.raw,
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Serves the API the way the runtimes do: their body parsers first, keeping the bytes in rawBody. */
async function behindRuntime(bodyParser: Parsers): Promise<string> {
  const verify = (req: { rawBody?: Buffer }, _res: unknown, buf: Buffer) => {
    req.rawBody = buf;
  };
  const api = createApp(testDeps(), handlers, { allowedOrigins: [], answerFloorMs: DEFAULT_ANSWER_FLOOR_MS });
  const host = express();
  host.use(bodyParser.json({ limit: '32mb', verify }) as RequestHandler);
  host.use(bodyParser.text({ limit: '32mb', verify }));
  host.use(bodyParser.urlencoded({ extended: true, limit: '32mb', verify }));
  host.use(bodyParser.raw({ type: '*/*', limit: '32mb', verify }));
  host.use((req, res) => api(req, res));
  const server = createServer(host);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (base: string, body: string) =>
  fetch(`${base}/api/linkOpen`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const cases = [
  ['the Functions emulator (body-parser 1)', () => runtimeBodyParser({ filename: EMULATOR_RUNTIME })],
  ['a runtime on body-parser 2', () => runtimeBodyParser({ filename: fileURLToPath(import.meta.url) })],
] as const;

describe.each(cases)('behind %s', (_name, find) => {
  it('the runtime itself refuses a malformed body with a page of its own', async () => {
    const res = await post(await behindRuntime(copyOf(find())), '{"name": ');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it("with malformed JSON let through, the API answers it in the API's shape", async () => {
    const parsers = copyOf(find());
    expect(letBodyRefusalsThrough(parsers)).toBe(true);
    expect(letBodyRefusalsThrough(parsers)).toBe(true);
    const base = await behindRuntime(parsers);
    const res = await post(base, '{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' },
    });
    // JSON that is not an object is refused by the runtime's strict parser, and by the API in its words.
    const scalar = await post(base, '"name"');
    expect(scalar.status).toBe(400);
    expect((await scalar.json()).error.message).toBe('The request body must be a JSON object.');
    // Well-formed bodies are still parsed by the runtime and reach the call as before.
    const valid = await post(base, '{"type": "subscribe", "newsletterID": "noSuchList"}');
    expect(valid.status).toBe(404);
    expect((await valid.json()).error.code).toBe('not-found');
  });

  it("with refusals let through, an unknown charset or a body that does not inflate is answered in the API's shape", async () => {
    const parsers = copyOf(find());
    letBodyRefusalsThrough(parsers);
    const base = await behindRuntime(parsers);
    const send = (headers: Record<string, string>, body: string) =>
      fetch(`${base}/api/linkOpen`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const answers = [
      [415, await send({ 'content-type': 'application/json; charset=latin9' }, '{"type": "subscribe"}')],
      [415, await send({ 'content-encoding': 'compress' }, 'garbage')],
      [400, await send({ 'content-encoding': 'gzip' }, 'not gzip at all')],
    ] as const;
    const messages: string[] = [];
    for (const [status, res] of answers) {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body.error.code).toBe(status === 415 ? 'unsupported-media-type' : 'invalid-argument');
      messages.push(body.error.message);
    }
    expect(messages[0]).toBe('The charset LATIN9 is not supported. Send the body as UTF-8.');
  });
});

describe('runtimeBodyParser', () => {
  it('finds nothing without an entry module', () => {
    expect(runtimeBodyParser(undefined)).toBeNull();
    expect(runtimeBodyParser({})).toBeNull();
  });

  it('finds nothing where no body-parser resolves', () => {
    expect(runtimeBodyParser({ filename: '/nowhere/entry.js' })).toBeNull();
  });
});
