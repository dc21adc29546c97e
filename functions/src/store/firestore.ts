/**
 * The Firestore adapter of the Store port (production), over firebase-admin.
 * Data stays plain JSON (times are epoch ms numbers); our FieldTransform
 * sentinels become admin FieldValues on the way in.
 */
import {
  FieldPath,
  FieldValue as AdminFieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query as AdminQuery,
  type QuerySnapshot as AdminQuerySnapshot,
  type Transaction as AdminTransaction,
  type WriteBatch as AdminWriteBatch,
} from 'firebase-admin/firestore';
import { type DeclaredIndex, describeIndex, missingIndex } from './composite-index';
import { collectionPath, documentPath, singleSegment } from './paths';
import {
  type CollectionRef,
  type Direction,
  type DocData,
  type DocRef,
  type DocSnapshot,
  type FieldTransform,
  isFieldTransform,
  type Query,
  type QuerySnapshot,
  type SetOptions,
  type Store,
  StoreError,
  type StoreErrorCode,
  type Transaction,
  type UpdateData,
  type WhereOp,
  type WriteBatch,
} from './port';
import {
  addFilter,
  addOrder,
  cursorParts,
  effectiveOrders,
  emptySpec,
  type QuerySpec,
  setLimit,
  setSelect,
  setStartAfter,
} from './query-spec';
import { assertSetData, assertUpdateData, isPlainObject } from './values';

/** gRPC status codes that domain code distinguishes. */
const GRPC_CODES: Record<number, StoreErrorCode> = {
  3: 'invalid-argument',
  4: 'unavailable', // DEADLINE_EXCEEDED
  5: 'not-found',
  6: 'already-exists',
  8: 'unavailable', // RESOURCE_EXHAUSTED: quota or overload
  10: 'aborted',
  14: 'unavailable',
};

function translateError(error: unknown): unknown {
  if (error instanceof StoreError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const mapped = typeof code === 'number' ? GRPC_CODES[code] : undefined;
  if (mapped) {
    const translated = new StoreError(mapped, (error as Error).message);
    (translated as { cause?: unknown }).cause = error;
    return translated;
  }
  return error;
}

async function translated<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    throw translateError(error);
  }
}

function toAdminTransform(t: FieldTransform): AdminFieldValue {
  switch (t.__transform) {
    case 'increment':
      return AdminFieldValue.increment(t.by);
    case 'delete':
      return AdminFieldValue.delete();
    case 'arrayUnion':
      return AdminFieldValue.arrayUnion(...t.values);
    case 'arrayRemove':
      return AdminFieldValue.arrayRemove(...t.values);
  }
}

/** Replaces our sentinels (anywhere in maps) by admin FieldValues; arrays cannot hold transforms. */
function toAdmin(value: unknown): unknown {
  if (isFieldTransform(value)) return toAdminTransform(value);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toAdmin(v);
    return out;
  }
  return value;
}

function snapshot<T extends DocData>(snap: DocumentSnapshot): DocSnapshot<T> {
  return {
    id: snap.id,
    path: snap.ref.path,
    exists: snap.exists,
    data: () => snap.data() as T | undefined,
  };
}

function querySnapshot<T extends DocData>(snap: AdminQuerySnapshot): QuerySnapshot<T> {
  const docs = snap.docs.map((d) => snapshot<T>(d));
  return { docs, size: docs.length, empty: docs.length === 0 };
}

/** Indexes to hold queries to, per client (set where the backend does not enforce them: the emulator). */
const declaredIndexes = new WeakMap<Firestore, readonly DeclaredIndex[]>();

/** Builds the admin query, stating every order Firestore would otherwise imply, so cursors line up with the SQLite adapter. */
function toAdminQuery(db: Firestore, spec: QuerySpec): AdminQuery {
  const declared = declaredIndexes.get(db);
  const missing = declared && missingIndex(spec, declared);
  if (missing) {
    throw new StoreError(
      'invalid-argument',
      `The query needs a composite index that firestore.indexes.json does not declare: ${describeIndex(missing)}`,
    );
  }
  let q: AdminQuery =
    spec.source.kind === 'group' ? db.collectionGroup(spec.source.path) : db.collection(spec.source.path);
  for (const f of spec.filters) q = q.where(f.field, f.op, f.value);
  const orders = effectiveOrders(spec);
  const cursor = cursorParts(spec, orders);
  for (const o of orders) q = q.orderBy(o.field, o.direction);
  if (cursor) {
    if (cursor.name !== undefined) {
      const direction = orders.length > 0 ? orders[orders.length - 1].direction : 'asc';
      q = q.orderBy(FieldPath.documentId(), direction).startAfter(...cursor.values, cursor.name);
    } else {
      q = q.startAfter(...cursor.values);
    }
  }
  if (spec.limit !== undefined) q = q.limit(spec.limit);
  if (spec.select) q = q.select(...spec.select);
  return q;
}

class FirestoreQuery<T extends DocData> implements Query<T> {
  constructor(
    protected readonly db: Firestore,
    readonly spec: QuerySpec,
  ) {}

  where(field: string, op: WhereOp, value: unknown): Query<T> {
    return new FirestoreQuery<T>(this.db, addFilter(this.spec, field, op, value));
  }

  orderBy(field: string, direction?: Direction): Query<T> {
    return new FirestoreQuery<T>(this.db, addOrder(this.spec, field, direction));
  }

  limit(n: number): Query<T> {
    return new FirestoreQuery<T>(this.db, setLimit(this.spec, n));
  }

  startAfter(...values: unknown[]): Query<T> {
    return new FirestoreQuery<T>(this.db, setStartAfter(this.spec, values));
  }

  select(...fields: string[]): Query<T> {
    return new FirestoreQuery<T>(this.db, setSelect(this.spec, fields));
  }

  admin(): AdminQuery {
    return toAdminQuery(this.db, this.spec);
  }

  get(): Promise<QuerySnapshot<T>> {
    return translated(async () => querySnapshot<T>(await this.admin().get()));
  }

  count(): Promise<number> {
    return translated(async () => (await this.admin().count().get()).data().count);
  }
}

class FirestoreCollection<T extends DocData> extends FirestoreQuery<T> implements CollectionRef<T> {
  readonly id: string;
  readonly path: string;

  constructor(db: Firestore, path: string) {
    const checked = collectionPath(path);
    super(db, emptySpec('collection', checked.path));
    this.id = checked.id;
    this.path = checked.path;
  }

  doc(id?: string): DocRef<T> {
    const collection = this.db.collection(this.path);
    const ref = id === undefined ? collection.doc() : collection.doc(singleSegment(id));
    return new FirestoreDoc<T>(this.db, ref.path);
  }
}

class FirestoreDoc<T extends DocData> implements DocRef<T> {
  readonly id: string;
  readonly ref: DocumentReference;

  constructor(
    private readonly db: Firestore,
    readonly path: string,
  ) {
    this.id = documentPath(path).id;
    this.ref = db.doc(path);
  }

  get(): Promise<DocSnapshot<T>> {
    return translated(async () => snapshot<T>(await this.ref.get()));
  }

  set(data: T | DocData, options?: SetOptions): Promise<void> {
    return translated(async () => {
      const merge = options?.merge === true;
      assertSetData(data, merge);
      await this.ref.set(toAdmin(data) as DocData, { merge });
    });
  }

  update(data: UpdateData): Promise<void> {
    return translated(async () => {
      assertUpdateData(data);
      await this.ref.update(toAdmin(data) as DocData);
    });
  }

  create(data: T | DocData): Promise<void> {
    return translated(async () => {
      assertSetData(data, false);
      await this.ref.create(toAdmin(data) as DocData);
    });
  }

  delete(): Promise<void> {
    return translated(async () => {
      await this.ref.delete();
    });
  }

  collection(id: string): CollectionRef {
    return new FirestoreCollection(this.db, `${this.path}/${singleSegment(id)}`);
  }
}

function adminRef(db: Firestore, ref: DocRef): DocumentReference {
  return ref instanceof FirestoreDoc ? ref.ref : db.doc(ref.path);
}

/** The write half shared by transactions and batches, which have the same admin signatures. */
type AdminWriter = Pick<AdminTransaction | AdminWriteBatch, 'set' | 'update' | 'create' | 'delete'>;

function write(
  db: Firestore,
  writer: AdminWriter,
  kind: 'set' | 'update' | 'create' | 'delete',
  ref: DocRef,
  data?: DocData,
  options?: SetOptions,
): void {
  const target = adminRef(db, ref);
  // The admin writers share method names but not one overloaded signature; call through a narrow view.
  const w = writer as unknown as {
    set(r: DocumentReference, d: DocData, o: { merge: boolean }): unknown;
    update(r: DocumentReference, d: DocData): unknown;
    create(r: DocumentReference, d: DocData): unknown;
    delete(r: DocumentReference): unknown;
  };
  switch (kind) {
    case 'set': {
      const merge = options?.merge === true;
      assertSetData(data as DocData, merge);
      w.set(target, toAdmin(data) as DocData, { merge });
      return;
    }
    case 'update':
      assertUpdateData(data as UpdateData);
      w.update(target, toAdmin(data) as DocData);
      return;
    case 'create':
      assertSetData(data as DocData, false);
      w.create(target, toAdmin(data) as DocData);
      return;
    case 'delete':
      w.delete(target);
  }
}

class FirestoreTransaction implements Transaction {
  private wrote = false;

  constructor(
    private readonly db: Firestore,
    private readonly tx: AdminTransaction,
  ) {}

  private assertReadable(): void {
    // The admin SDK checks this too, but with a plain Error; ours carries a code.
    if (this.wrote)
      throw new StoreError('invalid-argument', 'Transactions require all reads to be executed before all writes');
  }

  // Reads inside a transaction pass the SDK's own errors through untranslated:
  // the SDK retries the whole transaction only on its numeric gRPC codes (a
  // read that lost a lock race answers ABORTED). runTransaction translates
  // whatever is left once it gives up.
  async get<D extends DocData>(ref: DocRef<D>): Promise<DocSnapshot<D>> {
    this.assertReadable();
    return snapshot<D>(await this.tx.get(adminRef(this.db, ref)));
  }

  async getAll<D extends DocData>(refs: readonly DocRef<D>[]): Promise<DocSnapshot<D>[]> {
    this.assertReadable();
    if (refs.length === 0) return [];
    const snaps = await this.tx.getAll(...refs.map((ref) => adminRef(this.db, ref)));
    return snaps.map((snap) => snapshot<D>(snap));
  }

  async getQuery<D extends DocData>(query: Query<D>): Promise<QuerySnapshot<D>> {
    this.assertReadable();
    if (!(query instanceof FirestoreQuery)) throw new StoreError('invalid-argument', 'Query belongs to another store');
    return querySnapshot<D>(await this.tx.get(query.admin()));
  }

  private push(
    kind: 'set' | 'update' | 'create' | 'delete',
    ref: DocRef,
    data?: DocData,
    options?: SetOptions,
  ): Transaction {
    write(this.db, this.tx, kind, ref, data, options);
    this.wrote = true;
    return this;
  }

  set(ref: DocRef, data: DocData, options?: SetOptions): Transaction {
    return this.push('set', ref, data, options);
  }

  update(ref: DocRef, data: UpdateData): Transaction {
    return this.push('update', ref, data);
  }

  create(ref: DocRef, data: DocData): Transaction {
    return this.push('create', ref, data);
  }

  delete(ref: DocRef): Transaction {
    return this.push('delete', ref);
  }
}

class FirestoreBatch implements WriteBatch {
  private readonly batch: AdminWriteBatch;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

  set(ref: DocRef, data: DocData, options?: SetOptions): WriteBatch {
    write(this.db, this.batch, 'set', ref, data, options);
    return this;
  }

  update(ref: DocRef, data: UpdateData): WriteBatch {
    write(this.db, this.batch, 'update', ref, data);
    return this;
  }

  create(ref: DocRef, data: DocData): WriteBatch {
    write(this.db, this.batch, 'create', ref, data);
    return this;
  }

  delete(ref: DocRef): WriteBatch {
    write(this.db, this.batch, 'delete', ref);
    return this;
  }

  commit(): Promise<void> {
    return translated(async () => {
      await this.batch.commit();
    });
  }
}

/**
 * A transaction the server closed under it (the emulator does so to a
 * transaction left waiting on a lock too long) fails with INVALID_ARGUMENT,
 * which the SDK does not retry. It is contention, not a bad request: the whole
 * transaction runs again, as the SDK reruns an aborted one, and when it keeps
 * happening the store reports 'aborted' (the API answers 503, never 500).
 */
const CLOSED_TRANSACTION = /transaction (is invalid or closed|has expired)/i;
const CLOSED_TRANSACTION_ATTEMPTS = 5;

export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && CLOSED_TRANSACTION.test(message);
}

export async function withClosedTransactionRetry<R>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isClosedTransaction(error)) throw error;
      if (attempt >= CLOSED_TRANSACTION_ATTEMPTS) throw new StoreError('aborted', (error as Error).message);
    }
  }
}

/**
 * Documents per request of a read outside a transaction: a request names each
 * document in full, so a long list goes as several requests, sent together.
 */
const GET_ALL_CHUNK = 1000;

async function getAllOutside<T extends DocData>(db: Firestore, refs: readonly DocRef<T>[]): Promise<DocSnapshot<T>[]> {
  const chunks: DocumentReference[][] = [];
  for (let start = 0; start < refs.length; start += GET_ALL_CHUNK) {
    chunks.push(refs.slice(start, start + GET_ALL_CHUNK).map((ref) => adminRef(db, ref)));
  }
  const read = await Promise.all(chunks.map((chunk) => db.getAll(...chunk)));
  return read.flat().map((snap) => snapshot<T>(snap));
}

export interface FirestoreStoreOptions {
  /** Attempts of a transaction under contention before it fails with 'aborted'. */
  maxTransactionAttempts?: number;
  /**
   * Refuse queries that need a composite index not in this list, as deployed
   * Firestore does; for the emulator, which serves every query.
   */
  declaredIndexes?: readonly DeclaredIndex[];
}

export function createFirestoreStore(db: Firestore, options: FirestoreStoreOptions = {}): Store {
  const maxAttempts = options.maxTransactionAttempts ?? 10;
  if (options.declaredIndexes) declaredIndexes.set(db, options.declaredIndexes);
  return {
    kind: 'firestore',
    maxTransactionWrites: 500,
    collection: <T extends DocData>(path: string) => new FirestoreCollection<T>(db, path),
    doc: <T extends DocData>(path: string) => new FirestoreDoc<T>(db, documentPath(path).path),
    collectionGroup: <T extends DocData>(id: string) =>
      new FirestoreQuery<T>(db, emptySpec('group', singleSegment(id))),
    getAll: <T extends DocData>(refs: readonly DocRef<T>[]) => translated(() => getAllOutside(db, refs)),
    runTransaction: <R>(fn: (tx: Transaction) => Promise<R>) =>
      translated(() =>
        withClosedTransactionRetry(() =>
          db.runTransaction((tx) => fn(new FirestoreTransaction(db, tx)), { maxAttempts }),
        ),
      ),
    batch: () => new FirestoreBatch(db),
    close: () => db.terminate(),
  };
}
