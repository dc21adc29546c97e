import { createRequire } from 'node:module';

/**
 * Cloud Functions runs an HTTPS function behind the Functions Framework, and
 * the Functions emulator behind a runtime of its own; both read the request
 * body with body-parser before the function is called. A body it cannot read
 * (JSON that does not parse, a charset or Content-Encoding it does not know,
 * compressed bytes that do not inflate, a size over its own limit) is refused
 * right there, with an HTML error page (on the emulator, with a stack trace),
 * and the function never sees the request.
 *
 * Both runtimes load the function's module before they build their Express
 * app. Applied to the runtime's body-parser at that moment, this lets such a
 * request through to the function: a JSON parse failure leaves `rawBody` with
 * its bytes and `body` unset, as before; any other refusal is kept on the
 * request (bodyRefusalOf), and the function's own body reader answers it in
 * the API's error shape (http/body.ts).
 */

type Next = (error?: unknown) => void;
type Middleware = (req: { body?: unknown }, res: unknown, next: Next) => void;
type Factory = (options?: unknown) => Middleware;

/** The part of body-parser (1.x and 2.x alike) this replaces. */
export interface BodyParserModule {
  json: Factory;
  text?: Factory;
  urlencoded?: Factory;
  raw?: Factory;
}

const PARSERS = ['json', 'text', 'urlencoded', 'raw'] as const;
const LENIENT = Symbol.for('listkeep.lenient-body');
/** Shared by name, so a copy of this module loaded by the runtime and the function's own agree. */
const REFUSAL = Symbol.for('listkeep.body-refusal');

/** The runtime's refusal of the request's body, kept for the function to answer; undefined when there was none. */
export function bodyRefusalOf(req: object): unknown {
  return (req as Record<symbol, unknown>)[REFUSAL];
}

function lenientFactory(strict: Factory): Factory {
  const lenient: Factory = (options) => {
    const parse = strict(options);
    return (req, res, next) =>
      parse(req, res, (error) => {
        if (!isBodyRefusal(error)) return next(error);
        req.body = undefined;
        // The first refusal is the one to answer; a later parser may meet the same body again.
        if (!isParseFailure(error) && bodyRefusalOf(req) === undefined) {
          Object.defineProperty(req, REFUSAL, { value: error, configurable: true });
        }
        next();
      });
  };
  Object.defineProperty(lenient, LENIENT, { value: true });
  return lenient;
}

/** Replaces the module's parser factories; true when its JSON parser now lets refused bodies through. */
export function letBodyRefusalsThrough(bodyParser: BodyParserModule): boolean {
  for (const name of PARSERS) {
    const strict = bodyParser[name];
    if (typeof strict !== 'function' || LENIENT in strict) continue;
    const lenient = lenientFactory(strict);
    try {
      // body-parser 1.x exposes its parsers as getters: redefine rather than assign.
      Object.defineProperty(bodyParser, name, { value: lenient, configurable: true, enumerable: true, writable: true });
    } catch {
      // That parser stays strict; the check below says whether the JSON one changed.
    }
  }
  return typeof bodyParser.json === 'function' && LENIENT in bodyParser.json;
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

/** A refusal of the request as sent (status 4xx), as body-parser reports one; not a failure of the runtime. */
function isBodyRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
