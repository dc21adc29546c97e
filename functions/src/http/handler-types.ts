import type { CallName, CallOutput, Language, ParsedInput, ROUTES } from '@listkeep/common';
import type { KeyCaller } from '../domain/api-keys';
import type { UserDoc } from '../domain/docs';
import type { Identity } from '../domain/identity';
import type { Deps } from '../services/deps';

/** A handler may answer with a redirect instead of JSON (the tracked-link address). */
export interface Redirect {
  redirect: string;
}

/** A handler may answer with a file, sent as it is read (a subscriber job's export). */
export interface Download {
  download: { name: string; type: string; chunks: AsyncIterable<string> };
}

export interface PublicContext {
  deps: Deps;
  /** Present on `optional` calls when a valid token was sent. */
  identity?: Identity;
  /** The caller's network address (http/client-address.ts); a 503 where production cannot tell callers apart. */
  clientAddress: () => string;
  /** The supported language the request's Accept-Language asks for first, if any. */
  acceptedLanguage?: Language;
}

export interface UserContext extends PublicContext {
  identity: Identity;
  user: UserDoc;
  /** Deletes the caller's sign-in, for the deletion of their account. */
  deleteSignIn: () => Promise<void>;
}

/** A call of the REST API under /v1: the API key's team, scope and creator. */
export interface KeyContext extends PublicContext {
  key: KeyCaller;
}

export type ContextFor<K extends CallName> = (typeof ROUTES)[K]['auth'] extends 'user'
  ? UserContext
  : (typeof ROUTES)[K]['auth'] extends 'key'
    ? KeyContext
    : PublicContext;

export type Handler<K extends CallName> = (
  input: ParsedInput<K>,
  ctx: ContextFor<K>,
) => Promise<CallOutput<K> | Redirect | Download>;

/** One handler per call of the contract: leaving one out does not compile. */
export type Handlers = { [K in CallName]: Handler<K> };
