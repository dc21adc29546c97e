import { createRequire } from 'node:module';

/**
 * Cloud Functions runs an HTTPS function behind the Functions Framework, and
 * the Functions emulator behind a runtime of its own; both read the request
 * body with body-parser before the function is called. A body sent as
 * application/json that does not parse is refused right there, with an HTML
 * error page (on the emulator, with a stack trace), and the function never
 * sees the request.
 *
 * Both runtimes load the function's module before they build their Express
 * app. Applied to the runtime's body-parser at that moment, this lets such a
 * body through unparsed: `rawBody` keeps its bytes and `body` is left unset,
 * so the API's own reader (http/app.ts) answers 400 `invalid-argument` in the
 * API's error shape. Only parse failures pass; every other refusal of the
 * runtime (size, charset) stands.
 */

type Next = (error?: unknown) => void;
type Middleware = (req: { body?: unknown }, res: unknown, next: Next) => void;

/** The part of body-parser (1.x and 2.x alike) this replaces. */
export interface BodyParserModule {
  json: (options?: unknown) => Middleware;
}

const LENIENT = Symbol.for('listkeep.lenient-json');

/** Replaces the module's `json` factory; true when its parsers now let malformed JSON through. */
export function letMalformedJsonThrough(bodyParser: BodyParserModule): boolean {
  const strict = bodyParser.json;
  if (typeof strict !== 'function') return false;
  if (LENIENT in strict) return true;
  const lenient = (options?: unknown): Middleware => {
    const parse = strict(options);
    return (req, res, next) =>
      parse(req, res, (error) => {
        if (!isParseFailure(error)) return next(error);
        req.body = undefined;
        next();
      });
  };
  Object.defineProperty(lenient, LENIENT, { value: true });
  try {
    // body-parser 1.x exposes its parsers as getters: redefine rather than assign.
    Object.defineProperty(bodyParser, 'json', { value: lenient, configurable: true, enumerable: true, writable: true });
  } catch {
    return false;
  }
  return bodyParser.json === lenient;
}

/**
 * The body-parser that the process's entry module (the runtime that loaded
 * the functions) resolves, which is the one it parses requests with; null
 * when there is no entry module or it has no body-parser to find.
 */
export function runtimeBodyParser(entry: { filename?: string } | undefined): BodyParserModule | null {
  if (!entry?.filename) return null;
  try {
    const found: unknown = createRequire(entry.filename)('body-parser');
    return typeof (found as Partial<BodyParserModule> | null)?.json === 'function' ? (found as BodyParserModule) : null;
  } catch {
    return null;
  }
}

function isParseFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.parse.failed';
}
