import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStoreContract } from './contract.test-suite';
import { createSqliteStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'listkeep-store-'));
const file = join(dir, 'contract.sqlite');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describeStoreContract('sqlite', async () => createSqliteStore(file), {
  crossProcess: { kind: 'sqlite', filePath: file },
});

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
