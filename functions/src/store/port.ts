/**
 * The Store port: a small, Firestore-shaped document store.
 *
 * Domain code talks only to this interface. Two adapters implement it:
 * `sqlite.ts` (embedded, used locally and in tests) and `firestore.ts`
 * (production on Firebase). One contract suite (`contract.test-suite.ts`)
 * runs against both, so behaviour that domain code relies on is pinned here.
 *
 * Paths alternate collection and document ids, as in Firestore:
 * `users/u1`, `teams/t1/members/u1`.
 *
 * Values are JSON-like: strings, finite numbers, booleans, null, arrays and
 * plain objects. Times are stored as epoch milliseconds (numbers), so range
 * filters and ordering behave the same in every adapter.
 */

export type DocData = Record<string, unknown>;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'in';

export type Direction = 'asc' | 'desc';

/** Sentinels accepted by set (with merge), update, and inside transactions/batches. */
export type FieldTransform =
  | { readonly __transform: 'increment'; readonly by: number }
  | { readonly __transform: 'delete' }
  | { readonly __transform: 'arrayUnion'; readonly values: readonly unknown[] }
  | { readonly __transform: 'arrayRemove'; readonly values: readonly unknown[] };

export const FieldValue = {
  increment: (by: number): FieldTransform => ({ __transform: 'increment', by }),
  delete: (): FieldTransform => ({ __transform: 'delete' }),
  arrayUnion: (...values: unknown[]): FieldTransform => ({ __transform: 'arrayUnion', values }),
  arrayRemove: (...values: unknown[]): FieldTransform => ({ __transform: 'arrayRemove', values }),
};

export function isFieldTransform(value: unknown): value is FieldTransform {
  return typeof value === 'object' && value !== null && '__transform' in value;
}

export interface DocSnapshot<T extends DocData = DocData> {
  readonly id: string;
  readonly path: string;
  readonly exists: boolean;
  /** The document's data, or undefined when it does not exist. */
  data(): T | undefined;
}

export interface QuerySnapshot<T extends DocData = DocData> {
  readonly docs: DocSnapshot<T>[];
  readonly size: number;
  readonly empty: boolean;
}

export interface SetOptions {
  /** Merge top-level and nested fields into the existing document instead of replacing it. */
  merge?: boolean;
}

/**
 * Fields of an update: keys may be dotted field paths (`counters.subscribers`),
 * values may be FieldTransforms.
 */
export type UpdateData = Record<string, unknown>;

export interface DocRef<T extends DocData = DocData> {
  readonly id: string;
  readonly path: string;
  get(): Promise<DocSnapshot<T>>;
  set(data: T | DocData, options?: SetOptions): Promise<void>;
  /** Fails with StoreError('not-found') when the document does not exist. */
  update(data: UpdateData): Promise<void>;
  /** Fails with StoreError('already-exists') when the document exists. */
  create(data: T | DocData): Promise<void>;
  delete(): Promise<void>;
  collection(id: string): CollectionRef;
}

export interface Query<T extends DocData = DocData> {
  where(field: string, op: WhereOp, value: unknown): Query<T>;
  orderBy(field: string, direction?: Direction): Query<T>;
  limit(n: number): Query<T>;
  /** Cursor: the values of the orderBy fields of the last document already read. */
  startAfter(...values: unknown[]): Query<T>;
  /**
   * Reads only these top-level fields of each document (a field a document
   * lacks is left out of its data): a long list read for one field or two
   * moves a fraction of its documents.
   */
  select(...fields: string[]): Query<T>;
  get(): Promise<QuerySnapshot<T>>;
  count(): Promise<number>;
}

export interface CollectionRef<T extends DocData = DocData> extends Query<T> {
  readonly id: string;
  readonly path: string;
  /** A reference to a document; a random id (20 url-safe chars) when none is given. */
  doc(id?: string): DocRef<T>;
}

export interface Transaction {
  get<T extends DocData>(ref: DocRef<T>): Promise<DocSnapshot<T>>;
  /** Reads several documents in one request (Firestore's getAll); the snapshots come in the order asked. */
  getAll<T extends DocData>(refs: readonly DocRef<T>[]): Promise<DocSnapshot<T>[]>;
  getQuery<T extends DocData>(query: Query<T>): Promise<QuerySnapshot<T>>;
  set(ref: DocRef, data: DocData, options?: SetOptions): Transaction;
  update(ref: DocRef, data: UpdateData): Transaction;
  create(ref: DocRef, data: DocData): Transaction;
  delete(ref: DocRef): Transaction;
}

export interface WriteBatch {
  set(ref: DocRef, data: DocData, options?: SetOptions): WriteBatch;
  update(ref: DocRef, data: UpdateData): WriteBatch;
  create(ref: DocRef, data: DocData): WriteBatch;
  delete(ref: DocRef): WriteBatch;
  commit(): Promise<void>;
}

export interface Store {
  /** Which adapter this is, for logs and the contract suite; domain code never branches on it. */
  readonly kind: 'sqlite' | 'firestore';
  /** The most writes one transaction or batch may hold (Infinity when the store sets no cap). */
  readonly maxTransactionWrites: number;
  collection<T extends DocData = DocData>(path: string): CollectionRef<T>;
  doc<T extends DocData = DocData>(path: string): DocRef<T>;
  /** Every collection with this id, at any depth. */
  collectionGroup<T extends DocData = DocData>(id: string): Query<T>;
  /**
   * Reads several documents outside a transaction, in as few requests as the
   * store allows (Firestore's getAll), so a long list of ids costs a handful
   * of round trips instead of one each: the snapshots come in the order asked,
   * one per ref (a ref given twice is answered twice), a missing document as
   * one that does not exist. Like any read outside a transaction, the
   * documents are not guaranteed to be of one instant.
   */
  getAll<T extends DocData>(refs: readonly DocRef<T>[]): Promise<DocSnapshot<T>[]>;
  /**
   * Runs fn as one atomic, isolated transaction. Reads must come before writes.
   * fn may be retried on contention, so it must not have side effects outside tx.
   */
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  batch(): WriteBatch;
  close(): Promise<void>;
}

/**
 * 'aborted': a transaction lost to concurrent writers more often than the
 * store retries; 'unavailable': the store cannot be reached or used right
 * now. Both change nothing and are worth trying again later.
 */
export type StoreErrorCode = 'not-found' | 'already-exists' | 'aborted' | 'invalid-argument' | 'unavailable';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
