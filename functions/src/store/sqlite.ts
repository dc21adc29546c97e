/**
 * The SQLite adapter of the Store port (embedded; local runs and tests).
 * Locking and SQL live in sqlite-engine.ts and sqlite-sql.ts.
 */
import { createHash } from 'node:crypto';
import { randomId } from './ids';
import { collectionPath, documentPath, singleSegment } from './paths';
import type {
  CollectionRef,
  DocData,
  DocRef,
  DocSnapshot,
  Query,
  QuerySnapshot,
  SetOptions,
  Store,
  Transaction,
  UpdateData,
  WhereOp,
  Direction,
  WriteBatch,
} from './port';
import { StoreError } from './port';
import { addFilter, addOrder, emptySpec, type QuerySpec, setLimit, setSelect, setStartAfter } from './query-spec';
import { type EngineOptions, type Row, SqliteEngine, type WriteOp } from './sqlite-engine';
import { declareArrayField, elementIndexSql } from './sqlite-arrays';
import { arrayFieldKey, cidLiteral, extractExpr, rankExpr, typeExpr } from './sqlite-sql';
import { assertSetData, assertStorable, assertUpdateData, isPlainObject } from './values';

export interface SqliteStore extends Store {
  readonly kind: 'sqlite';
  /**
   * Creates (once) an index on (collection id, fields...) for equality and
   * range queries on those fields in any collection with this id. With two
   * or more fields the last one is taken as the orderBy field and indexed the
   * way queries sort it (type rank, then value), so an ordered page with a
   * limit reads only its rows instead of sorting every match.
   *
   * With `contains`, a declared array field (ensureArrayField), the index is
   * one of the side table of that field's elements, over (element, fields...),
   * for queries with an array-contains filter on it.
   */
  ensureIndex(collectionId: string, fields: string[], options?: { contains?: string }): void;
  /**
   * Declares an array field that queries filter with array-contains, with
   * every field such queries also filter or order by: its elements are then
   * kept in a side table (sqlite-arrays.ts), filled at once for the
   * documents already stored.
   */
  ensureArrayField(collectionId: string, field: string, companions: string[]): void;
  /** Inserts or replaces many documents in one transaction, without transforms; for seeding and benchmarks. */
  bulkInsert(collectionPath: string, docs: readonly { id: string; data: DocData }[]): Promise<void>;
}

class SqliteSnapshot<T extends DocData> implements DocSnapshot<T> {
  constructor(
    readonly path: string,
    private readonly row: Row | undefined,
  ) {}

  get id(): string {
    return this.path.slice(this.path.lastIndexOf('/') + 1);
  }

  get exists(): boolean {
    return this.row !== undefined;
  }

  data(): T | undefined {
    return this.row ? (JSON.parse(this.row.data) as T) : undefined;
  }
}

/** The document at path as it is now. */
function read<T extends DocData>(engine: SqliteEngine, path: string): DocSnapshot<T> {
  return new SqliteSnapshot<T>(path, engine.readRow(path));
}

function querySnapshot<T extends DocData>(rows: Row[]): QuerySnapshot<T> {
  const docs = rows.map((row) => new SqliteSnapshot<T>(row.path, row));
  return { docs, size: docs.length, empty: docs.length === 0 };
}

function toWrite(
  kind: 'set' | 'update' | 'create' | 'delete',
  ref: DocRef,
  data?: DocData,
  options?: SetOptions,
): WriteOp {
  const path = ref.path;
  switch (kind) {
    case 'set': {
      const merge = options?.merge === true;
      assertSetData(data as DocData, merge);
      return { kind, path, data: data as DocData, merge };
    }
    case 'update':
      assertUpdateData(data as UpdateData);
      return { kind, path, data: data as UpdateData };
    case 'create':
      assertSetData(data as DocData, false);
      return { kind, path, data: data as DocData };
    case 'delete':
      return { kind, path };
  }
}

class SqliteQuery<T extends DocData> implements Query<T> {
  constructor(
    protected readonly engine: SqliteEngine,
    readonly spec: QuerySpec,
  ) {}

  where(field: string, op: WhereOp, value: unknown): Query<T> {
    return new SqliteQuery<T>(this.engine, addFilter(this.spec, field, op, value));
  }

  orderBy(field: string, direction?: Direction): Query<T> {
    return new SqliteQuery<T>(this.engine, addOrder(this.spec, field, direction));
  }

  limit(n: number): Query<T> {
    return new SqliteQuery<T>(this.engine, setLimit(this.spec, n));
  }

  startAfter(...values: unknown[]): Query<T> {
    return new SqliteQuery<T>(this.engine, setStartAfter(this.spec, values));
  }

  select(...fields: string[]): Query<T> {
    return new SqliteQuery<T>(this.engine, setSelect(this.spec, fields));
  }

  async get(): Promise<QuerySnapshot<T>> {
    return querySnapshot<T>(this.engine.query(this.spec));
  }

  async count(): Promise<number> {
    return this.engine.count(this.spec);
  }
}

class SqliteCollection<T extends DocData> extends SqliteQuery<T> implements CollectionRef<T> {
  readonly id: string;
  readonly path: string;

  constructor(engine: SqliteEngine, path: string) {
    const checked = collectionPath(path);
    super(engine, emptySpec('collection', checked.path));
    this.id = checked.id;
    this.path = checked.path;
  }

  doc(id?: string): DocRef<T> {
    const docID = id === undefined ? randomId() : singleSegment(id);
    return new SqliteDoc<T>(this.engine, `${this.path}/${docID}`, docID);
  }
}

class SqliteDoc<T extends DocData> implements DocRef<T> {
  /** path is a checked document path, id its last segment. */
  constructor(
    private readonly engine: SqliteEngine,
    readonly path: string,
    readonly id: string,
  ) {}

  async get(): Promise<DocSnapshot<T>> {
    return read<T>(this.engine, this.path);
  }

  private write(op: WriteOp): Promise<void> {
    return this.engine.writeLocked(() => this.engine.apply(op));
  }

  async set(data: T | DocData, options?: SetOptions): Promise<void> {
    return this.write(toWrite('set', this, data, options));
  }

  async update(data: UpdateData): Promise<void> {
    return this.write(toWrite('update', this, data));
  }

  async create(data: T | DocData): Promise<void> {
    return this.write(toWrite('create', this, data));
  }

  async delete(): Promise<void> {
    return this.write(toWrite('delete', this));
  }

  collection(id: string): CollectionRef {
    return new SqliteCollection(this.engine, `${this.path}/${singleSegment(id)}`);
  }
}

/** Reads run at once (the write lock is held); writes wait for commit, as in Firestore. */
class SqliteTransaction implements Transaction {
  readonly writes: WriteOp[] = [];
  done = false;

  constructor(private readonly engine: SqliteEngine) {}

  private assertReadable(): void {
    this.assertActive();
    if (this.writes.length > 0) {
      throw new StoreError('invalid-argument', 'Transactions require all reads to be executed before all writes');
    }
  }

  private assertActive(): void {
    if (this.done) throw new StoreError('invalid-argument', 'The transaction has already finished');
  }

  async get<D extends DocData>(ref: DocRef<D>): Promise<DocSnapshot<D>> {
    this.assertReadable();
    return read<D>(this.engine, ref.path);
  }

  async getAll<D extends DocData>(refs: readonly DocRef<D>[]): Promise<DocSnapshot<D>[]> {
    this.assertReadable();
    return refs.map((ref) => read<D>(this.engine, ref.path));
  }

  async getQuery<D extends DocData>(query: Query<D>): Promise<QuerySnapshot<D>> {
    this.assertReadable();
    if (!(query instanceof SqliteQuery)) throw new StoreError('invalid-argument', 'Query belongs to another store');
    return querySnapshot<D>(this.engine.query(query.spec));
  }

  private push(op: WriteOp): Transaction {
    this.assertActive();
    this.writes.push(op);
    return this;
  }

  set(ref: DocRef, data: DocData, options?: SetOptions): Transaction {
    return this.push(toWrite('set', ref, data, options));
  }

  update(ref: DocRef, data: UpdateData): Transaction {
    return this.push(toWrite('update', ref, data));
  }

  create(ref: DocRef, data: DocData): Transaction {
    return this.push(toWrite('create', ref, data));
  }

  delete(ref: DocRef): Transaction {
    return this.push(toWrite('delete', ref));
  }
}

class SqliteBatch implements WriteBatch {
  private readonly writes: WriteOp[] = [];
  private committed = false;

  constructor(private readonly engine: SqliteEngine) {}

  private push(op: WriteOp): WriteBatch {
    if (this.committed) throw new StoreError('invalid-argument', 'The batch has already been committed');
    this.writes.push(op);
    return this;
  }

  set(ref: DocRef, data: DocData, options?: SetOptions): WriteBatch {
    return this.push(toWrite('set', ref, data, options));
  }

  update(ref: DocRef, data: UpdateData): WriteBatch {
    return this.push(toWrite('update', ref, data));
  }

  create(ref: DocRef, data: DocData): WriteBatch {
    return this.push(toWrite('create', ref, data));
  }

  delete(ref: DocRef): WriteBatch {
    return this.push(toWrite('delete', ref));
  }

  async commit(): Promise<void> {
    if (this.committed) throw new StoreError('invalid-argument', 'The batch has already been committed');
    this.committed = true;
    const writes = [...this.writes];
    await this.engine.writeLocked(() => this.engine.applyAll(writes));
  }
}

export function createSqliteStore(filePath: string, options?: EngineOptions): SqliteStore {
  const engine = new SqliteEngine(filePath, options);

  return {
    kind: 'sqlite',
    maxTransactionWrites: Infinity,
    collection: <T extends DocData>(path: string) => new SqliteCollection<T>(engine, path),
    doc: <T extends DocData>(path: string) => {
      const checked = documentPath(path);
      return new SqliteDoc<T>(engine, checked.path, checked.id);
    },
    collectionGroup: <T extends DocData>(id: string) =>
      new SqliteQuery<T>(engine, emptySpec('group', singleSegment(id))),

    async getAll<T extends DocData>(refs: readonly DocRef<T>[]): Promise<DocSnapshot<T>[]> {
      return refs.map((ref) => read<T>(engine, ref.path));
    },

    async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
      return engine.writeLocked(async () => {
        const tx = new SqliteTransaction(engine);
        try {
          const result = await fn(tx);
          engine.applyAll(tx.writes);
          return result;
        } finally {
          tx.done = true;
        }
      });
    },

    batch: () => new SqliteBatch(engine),

    close: () => engine.close(),

    ensureArrayField(collectionId: string, field: string, companions: string[]): void {
      singleSegment(collectionId);
      declareArrayField(engine.db, collectionId, field, companions);
      engine.readDeclared();
    },

    ensureIndex(collectionId: string, fields: string[], options: { contains?: string } = {}): void {
      singleSegment(collectionId);
      const { contains } = options;
      if (contains !== undefined) {
        const companions = engine.arrayFields.get(arrayFieldKey(collectionId, contains));
        if (!companions || fields.some((f) => !companions.has(f))) {
          throw new StoreError('invalid-argument', `Declare ${contains} with these fields (ensureArrayField) first`);
        }
      } else if (fields.length === 0) throw new StoreError('invalid-argument', 'ensureIndex needs at least one field');
      // Ending in path lets the index also deliver the default order, so the planner prefers it.
      const sorted = fields.length > 1 ? fields[fields.length - 1] : undefined;
      const fieldColumns = fields.map((field) =>
        field === sorted ? `${rankExpr(typeExpr(field))}, ${extractExpr(field)}` : extractExpr(field),
      );
      if (contains !== undefined) {
        engine.db.exec(elementIndexSql(collectionId, contains, fieldColumns));
        return;
      }
      const columns = [
        ...fieldColumns,
        'path',
        // Holds the last condition of a collection's rows (selection() in sqlite-sql.ts), so a
        // count under the index's fields is answered from the index without reading each row.
        'parent',
      ];
      const key = `${sorted ? 'sorted\0' : ''}${collectionId}\0${fields.join('\0')}`;
      const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);
      // Partial: rows of other collections (consent records, links, ...) then
      // cost the index nothing on insert, instead of a JSON parse per field.
      // No cid column: within the index it is one constant, and as a leading
      // column it would let the planner pick the index for a bare scan of the
      // collection, then sort it, where the primary key gives the order.
      // Earlier forms of the index (with cid, not partial, or without parent) are dropped.
      for (const earlier of [key, `partial\0${key}`, `fields\0${key}`])
        engine.db.exec(`DROP INDEX IF EXISTS docs_ix_${digest(earlier)}`);
      engine.db.exec(
        `CREATE INDEX IF NOT EXISTS docs_ix_${digest(`covering\0${key}`)} ON docs (${columns.join(', ')}) ` +
          `WHERE cid = ${cidLiteral(collectionId)}`,
      );
    },

    async bulkInsert(path: string, docs: readonly { id: string; data: DocData }[]): Promise<void> {
      const collection = collectionPath(path);
      const writes = docs.map((d): WriteOp => {
        if (!isPlainObject(d.data)) throw new StoreError('invalid-argument', 'Document data must be a plain object');
        assertStorable(d.data, `${d.id}`, 'none');
        return { kind: 'set', path: `${collection.path}/${singleSegment(d.id)}`, data: d.data, merge: false };
      });
      await engine.writeLocked(() => engine.applyAll(writes));
    },
  };
}
