import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARRAY_COLLECTION, ARRAY_FIELD, describeStoreContract } from './contract.test-suite';
import { FieldValue } from './port';
import { createSqliteStore } from './sqlite';

const ids = async (query: { get(): Promise<{ docs: { id: string }[] }> }) =>
  (await query.get()).docs.map((doc) => doc.id);

const dir = mkdtempSync(join(tmpdir(), 'listkeep-store-'));
const file = join(dir, 'contract.sqlite');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describeStoreContract(
  'sqlite',
  async () => {
    const store = createSqliteStore(file);
    // The array case then runs on the side table of elements.
    store.ensureArrayField(ARRAY_COLLECTION, ARRAY_FIELD, ['team', 'n']);
    store.ensureIndex(ARRAY_COLLECTION, ['team', 'n'], { contains: ARRAY_FIELD });
    return store;
  },
  { crossProcess: { kind: 'sqlite', filePath: file } },
);

describe('SQLite adapter specifics', () => {
  it('serves an equality query from an expression index made by ensureIndex', async () => {
    const store = createSqliteStore(join(dir, 'index.sqlite'));
    try {
      await store.bulkInsert(
        'subscribers',
        Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, data: { teamID: `t${i % 5}`, email: `u${i}@x.org` } })),
      );
      store.ensureIndex('subscribers', ['teamID']);
      const query = store.collection('subscribers').where('teamID', '==', 't1');
      expect(await query.count()).toBe(10);
      const { buildQuery } = await import('./sqlite-sql');
      const { sql, params } = buildQuery((query as unknown as { spec: Parameters<typeof buildQuery>[0] }).spec, 'rows');
      const db = (await import('better-sqlite3')).default(join(dir, 'index.sqlite'), { readonly: true });
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
      db.close();
      expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING INDEX docs_ix_/);
    } finally {
      await store.close();
    }
  });

  it('plans each kind of query on the index meant for it, with no sort where an index gives the order', async () => {
    const path = join(dir, 'plans.sqlite');
    const store = createSqliteStore(path);
    try {
      await store.bulkInsert(
        'subscribers',
        Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, data: { teamID: `t${i % 5}`, createdAt: i } })),
      );
      await store.bulkInsert('teams/t1/invites', [{ id: 'i1', data: { email: 'ann@x.org' } }]);
      store.ensureIndex('subscribers', ['teamID', 'createdAt']);
      const { buildQuery } = await import('./sqlite-sql');
      const db = (await import('better-sqlite3')).default(path, { readonly: true });
      const plan = (query: unknown) => {
        const { sql, params } = buildQuery((query as { spec: Parameters<typeof buildQuery>[0] }).spec, 'rows');
        return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
          .map((p) => p.detail)
          .join('\n');
      };
      const subscribers = store.collection('subscribers');
      // A bare page of a collection: the primary key's range, already in id order.
      expect(plan(subscribers.limit(5))).toMatch(/USING INDEX sqlite_autoindex_docs_1 \(path>\? AND path<\?\)/);
      expect(plan(subscribers.limit(5))).not.toMatch(/TEMP B-TREE/);
      // Newest of a team: the sorted index, no sort.
      const newest = plan(subscribers.where('teamID', '==', 't1').orderBy('createdAt', 'desc').limit(3));
      expect(newest).toMatch(/USING INDEX docs_ix_/);
      expect(newest).not.toMatch(/TEMP B-TREE/);
      // A collection group: its top-level collection by range, its subcollections by docs_nested.
      expect(plan(store.collectionGroup('invites'))).toMatch(/USING INDEX docs_nested/);
      db.close();
      expect(await ids(subscribers.where('teamID', '==', 't1').orderBy('createdAt', 'desc').limit(3))).toEqual([
        's46',
        's41',
        's36',
      ]);
    } finally {
      await store.close();
    }
  });

  it('drops the indexes of an earlier schema on opening, and serves the same answers without them', async () => {
    const path = join(dir, 'earlier.sqlite');
    const first = createSqliteStore(path);
    await first.bulkInsert('teams', [{ id: 't1', data: { n: 1 } }]);
    await first.bulkInsert('teams/t1/members', [{ id: 'u1', data: { role: 'owner' } }]);
    await first.close();
    const Database = (await import('better-sqlite3')).default;
    const old = new Database(path);
    old.exec('CREATE INDEX docs_parent_path ON docs (parent, path); CREATE INDEX docs_cid ON docs (cid, path);');
    old.close();

    const store = createSqliteStore(path);
    try {
      const check = new Database(path, { readonly: true });
      const names = (
        check.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]
      ).map((r) => r.name);
      check.close();
      expect(names).not.toContain('docs_parent_path');
      expect(names).not.toContain('docs_cid');
      expect(await ids(store.collection('teams'))).toEqual(['t1']);
      expect(await ids(store.collectionGroup('members'))).toEqual(['u1']);
    } finally {
      await store.close();
    }
  });

  it("applies a transaction's writes to one document in the order given", async () => {
    const store = createSqliteStore(join(dir, 'order.sqlite'));
    try {
      await store.runTransaction(async (tx) => {
        tx.create(store.doc('c/z'), { v: 0 });
        tx.set(store.doc('c/m'), { v: 1 });
        tx.update(store.doc('c/m'), { v: FieldValue.increment(1) });
        tx.delete(store.doc('c/m'));
        tx.create(store.doc('c/m'), { v: 5 });
        tx.create(store.doc('c/a'), { v: 9 });
        tx.delete(store.doc('c/a'));
      });
      expect(await ids(store.collection('c'))).toEqual(['m', 'z']);
      expect((await store.doc('c/m').get()).data()).toEqual({ v: 5 });
      const batch = store.batch();
      batch.set(store.doc('c/b'), { v: 1 }).update(store.doc('c/b'), { w: 2 }).delete(store.doc('c/z'));
      await batch.commit();
      expect((await store.doc('c/b').get()).data()).toEqual({ v: 1, w: 2 });
      expect(await ids(store.collection('c'))).toEqual(['b', 'm']);
    } finally {
      await store.close();
    }
  });

  it('rejects a direct write inside a transaction instead of deadlocking', async () => {
    const store = createSqliteStore(join(dir, 'nested.sqlite'));
    try {
      await expect(
        store.runTransaction(async () => {
          await store.doc('a/b').set({ v: 1 });
        }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      await store.doc('a/b').set({ v: 2 });
      expect((await store.doc('a/b').get()).data()).toEqual({ v: 2 });
    } finally {
      await store.close();
    }
  });

  it('lets two connections to one file in one process run transactions concurrently', async () => {
    const path = join(dir, 'two.sqlite');
    const a = createSqliteStore(path);
    const b = createSqliteStore(path);
    try {
      const bump = (s: typeof a) =>
        s.runTransaction(async (tx) => {
          const snap = await tx.get(s.doc('c/n'));
          tx.set(s.doc('c/n'), { n: ((snap.data()?.n as number | undefined) ?? 0) + 1 });
        });
      await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 ? a : b)));
      expect((await a.doc('c/n').get()).data()).toEqual({ n: 10 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
