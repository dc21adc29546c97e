/**
 * The SQLite side of the SQLite adapter: one connection, the documents
 * table, locking, and applying writes. The Store-shaped objects live in
 * sqlite.ts.
 *
 * Concurrency model. Several processes (the Functions emulator's workers)
 * share one database file, and in each process several async transactions
 * may be in flight on one connection. Every write therefore goes through
 * `writeLocked`: a per-file in-process mutex first (one open transaction per
 * process), then `BEGIN IMMEDIATE`, which takes SQLite's write lock at the
 * start so that read-then-write sequences of different processes cannot
 * interleave. A process only waits for the lock while holding nothing, so
 * no two processes can wait on each other.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Mutex } from './mutex';
import { type DocData, StoreError, type UpdateData } from './port';
import { type Declared, ELEMENTS_SCHEMA, elementRows, readDeclared } from './sqlite-arrays';
import { arrayFieldKey, buildQuery, ELEMENTS_TABLE, selectedColumn } from './sqlite-sql';
import type { QuerySpec } from './query-spec';
import { applySet, applyUpdate, documentJson, freshDocJson } from './values';

export type WriteOp =
  | { readonly kind: 'set'; readonly path: string; readonly data: DocData; readonly merge: boolean }
  | { readonly kind: 'update'; readonly path: string; readonly data: UpdateData }
  | { readonly kind: 'create'; readonly path: string; readonly data: DocData }
  | { readonly kind: 'delete'; readonly path: string };

export interface Row {
  readonly path: string;
  readonly id: string;
  readonly data: string;
}

export interface EngineOptions {
  /** How long one attempt at the write lock may block, in ms. */
  busyTimeoutMs?: number;
  /** How long to keep retrying the write lock before failing with 'aborted', in ms. */
  lockWaitMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  path   TEXT PRIMARY KEY,
  parent TEXT NOT NULL, -- collection path
  cid    TEXT NOT NULL, -- collection id, for collection groups
  id     TEXT NOT NULL,
  data   TEXT NOT NULL  -- JSON, the keys of its maps sorted (values.ts)
);
-- A collection's documents are a range of the primary key (sqlite-sql.ts);
-- only documents of subcollections, which collection groups find, need an
-- index of their own. Every index is one more tree each write updates, at a
-- place a hashed id makes random: an import pays for each.
CREATE INDEX IF NOT EXISTS docs_nested ON docs (cid, path) WHERE parent <> cid;
DROP INDEX IF EXISTS docs_parent_path;
DROP INDEX IF EXISTS docs_cid;
`;

// Transactions of every connection to one file in this process queue on one
// mutex: a second connection blocking synchronously on SQLite's lock would
// otherwise stall the event loop that the lock holder needs to finish.
const fileLocks = new Map<string, Mutex>();

function lockFor(file: string): Mutex {
  let key = resolve(file);
  try {
    key = realpathSync(key);
  } catch {
    // The file may not exist yet; its resolved path is then the key.
  }
  let lock = fileLocks.get(key);
  if (!lock) {
    lock = new Mutex();
    fileLocks.set(key, lock);
  }
  return lock;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || (typeof code === 'string' && code.startsWith('SQLITE_BUSY_'))
  );
}

/** The file cannot be read or written at all (disk, permissions, corruption): nothing a retry now would fix. */
function isOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(IOERR|CANTOPEN|FULL|READONLY|CORRUPT|NOTADB)/.test(code);
}

/** path, parent, collection id and id of a document's row; the path was checked when its reference was made. */
function rowKey(path: string): [string, string, string, string] {
  const idAt = path.lastIndexOf('/');
  const parent = path.slice(0, idAt);
  return [path, parent, parent.slice(parent.lastIndexOf('/') + 1), path.slice(idAt + 1)];
}

const byPath = (a: WriteOp, b: WriteOp) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

const PAGE_SIZE = 16_384;
const CACHE_KIB = 256 * 1024;
const CHECKPOINT_BYTES = 64 * 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class SqliteEngine {
  readonly db: Database.Database;
  private readonly lock: Mutex;
  /** Marks async work running inside one of this engine's write-locked sections. */
  private readonly inside = new AsyncLocalStorage<SqliteEngine>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly lockWaitMs: number;
  private closed = false;
  /** The array fields declared in the file (sqlite-arrays.ts), which writes keep and queries may read. */
  private declared: Declared = new Map();
  private dataVersion = -1;
  /** The same by arrayFieldKey, with each field's companions: what the query planner reads. */
  readonly arrayFields = new Map<string, Set<string>>();

  constructor(filePath: string, options: EngineOptions = {}) {
    if (filePath !== ':memory:') mkdirSync(dirname(resolve(filePath)), { recursive: true });
    this.db = new Database(filePath);
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    // Takes effect only in a new file: a page of 16 KiB holds four times the
    // index entries of the default 4 KiB, so a commit writes its changed
    // entries in a quarter of the pages (and system calls).
    this.db.pragma(`page_size = ${PAGE_SIZE}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // A page cache that holds the index pages an import into a list of a
    // million touches (their keys are hashes, so each commit touches pages all
    // over each index); pages are taken as they are used, up to 256 MiB.
    this.db.pragma(`cache_size = ${-CACHE_KIB}`);
    // Checkpoints copy the log into the file and sync both: one per 64 MiB of
    // log rather than per 1000 pages, so a page changed by several commits is
    // copied once; the log file is cut back to that size afterwards.
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    this.db.pragma(`wal_autocheckpoint = ${Math.ceil(CHECKPOINT_BYTES / pageSize)}`);
    this.db.pragma(`journal_size_limit = ${CHECKPOINT_BYTES}`);
    this.db.exec(SCHEMA);
    this.db.exec(ELEMENTS_SCHEMA);
    this.readDeclared();
    this.lock = lockFor(filePath);
    this.lockWaitMs = options.lockWaitMs ?? 60_000;
  }

  /** Reads the array fields declared in the file again, after a declaration. */
  readDeclared(): void {
    this.declared = readDeclared(this.db);
    this.arrayFields.clear();
    for (const [cid, fields] of this.declared) {
      for (const { field, companions } of fields) this.arrayFields.set(arrayFieldKey(cid, field), new Set(companions));
    }
  }

  statement(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size > 500) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  readRow(path: string): Row | undefined {
    this.assertOpen();
    return this.statement('SELECT path, id, data FROM docs WHERE path = ?').get(path) as Row | undefined;
  }

  query(spec: QuerySpec): Row[] {
    this.assertOpen();
    const { sql, params } = buildQuery(spec, 'rows', this.arrayFields);
    const rows = this.statement(sql).all(...params) as Record<string, string | null>[];
    if (!spec.select) return rows as unknown as Row[];
    // A selected field's column is its JSON text, or NULL where the document has none.
    const selected = spec.select.map((field, i) => ({ key: `${JSON.stringify(field)}:`, column: selectedColumn(i) }));
    return rows.map((row) => {
      const fields: string[] = [];
      for (const { key, column } of selected) {
        const value = row[column];
        if (value !== null) fields.push(key + value);
      }
      return { path: row.path as string, id: row.id as string, data: `{${fields.join(',')}}` };
    });
  }

  count(spec: QuerySpec): number {
    this.assertOpen();
    const { sql, params } = buildQuery(spec, 'count', this.arrayFields);
    return (this.statement(sql).get(...params) as { n: number }).n;
  }

  /** Whether the caller runs inside this engine's transaction (where a direct write would deadlock). */
  insideWrite(): boolean {
    return this.inside.getStore() === this;
  }

  /**
   * Runs fn holding the in-process mutex and SQLite's write lock; commits when
   * fn resolves, rolls back when it throws.
   */
  async writeLocked<R>(fn: () => Promise<R> | R): Promise<R> {
    if (this.insideWrite()) {
      throw new StoreError(
        'invalid-argument',
        'A direct write or nested transaction was started inside a transaction: use the Transaction object',
      );
    }
    return this.lock.run(async () => {
      this.assertOpen();
      await this.begin();
      let result: R;
      try {
        result = await this.inside.run(this, fn);
        this.db.exec('COMMIT');
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
      return result;
    });
  }

  private async begin(): Promise<void> {
    const deadline = Date.now() + this.lockWaitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        this.db.exec('BEGIN IMMEDIATE');
        // Another connection committed since: it may have declared an array field this one must keep.
        const version = this.db.pragma('data_version', { simple: true }) as number;
        if (version !== this.dataVersion) {
          this.dataVersion = version;
          this.readDeclared();
        }
        return;
      } catch (error) {
        if (isOutage(error)) throw new StoreError('unavailable', (error as Error).message);
        if (!isBusy(error)) throw error;
        if (Date.now() >= deadline) {
          throw new StoreError('aborted', 'The database stayed locked by another process; try again');
        }
        // Yield to the event loop between attempts, with jitter so waiting processes do not retry in step.
        await sleep(Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()));
      }
    }
  }

  /**
   * Applies a transaction's or batch's writes inside an open write
   * transaction, in path order: writes to different documents commute, a
   * stable sort keeps those to one document in the order given, and each
   * index then takes its new entries in key order instead of scattered over
   * its pages (subscriber ids are hashes).
   */
  applyAll(ops: readonly WriteOp[]): void {
    const sorted = ops.length > 1 ? [...ops].sort(byPath) : ops;
    for (const op of sorted) this.apply(op);
  }

  /** Applies one write inside an open write transaction. */
  apply(op: WriteOp): void {
    switch (op.kind) {
      case 'delete':
        this.statement('DELETE FROM docs WHERE path = ?').run(op.path);
        this.keepElements(op.path, null);
        return;
      case 'create': {
        // No read first: the primary key refuses a second document at the path.
        const json = freshDocJson(op.data);
        try {
          this.statement('INSERT INTO docs (path, parent, cid, id, data) VALUES (?, ?, ?, ?, ?)').run(
            ...rowKey(op.path),
            json,
          );
        } catch (error) {
          if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
            throw new StoreError('already-exists', `Document already exists: ${op.path}`);
          }
          throw error;
        }
        this.keepElements(op.path, json);
        return;
      }
      case 'set':
        if (!op.merge) {
          this.upsert(op.path, freshDocJson(op.data));
          return;
        }
        this.upsert(op.path, documentJson(applySet(this.readData(op.path), op.data, true)));
        return;
      case 'update': {
        const existing = this.readData(op.path);
        if (!existing) throw new StoreError('not-found', `No document to update: ${op.path}`);
        this.upsert(op.path, documentJson(applyUpdate(existing, op.data)));
        return;
      }
    }
  }

  /** Rewrites the side rows of the document at path, now `json` (null once deleted), if its collection has any. */
  private keepElements(path: string, json: string | null): void {
    const [, parent, cid] = rowKey(path);
    const fields = this.declared.get(cid);
    if (!fields) return;
    this.statement(`DELETE FROM ${ELEMENTS_TABLE} WHERE path = ?`).run(path);
    if (json === null) return;
    const insert = this.statement(
      `INSERT INTO ${ELEMENTS_TABLE} (path, parent, cid, field, type, value, data) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const row of elementRows(JSON.parse(json) as DocData, fields)) insert.run(path, parent, cid, ...row);
  }

  private readData(path: string): DocData | undefined {
    const row = this.readRow(path);
    return row ? (JSON.parse(row.data) as DocData) : undefined;
  }

  private upsert(path: string, json: string): void {
    this.statement(
      'INSERT INTO docs (path, parent, cid, id, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET data = excluded.data',
    ).run(...rowKey(path), json);
    this.keepElements(path, json);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Let transactions already queued on this connection finish first.
    await this.lock.run(() => {
      this.closed = true;
      this.statements.clear();
      this.db.close();
    });
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreError('unavailable', 'The store is closed');
  }
}
