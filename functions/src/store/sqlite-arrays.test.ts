import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { createSqliteStore, type SqliteStore } from './sqlite';
import { buildQuery } from './sqlite-sql';
import type { QuerySpec } from './query-spec';

const dir = mkdtempSync(join(tmpdir(), 'listkeep-arrays-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ids = async (query: { get(): Promise<{ docs: { id: string }[] }> }) =>
  (await query.get()).docs.map((doc) => doc.id);

function declare(store: SqliteStore, companions = ['team', 'n']): void {
  store.ensureArrayField('things', 'keys', companions);
  store.ensureIndex('things', ['team', 'n'], { contains: 'keys' });
  store.ensureIndex('things', ['team'], { contains: 'keys' });
}

const rows = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM doc_elems').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

it('fills the elements of documents stored before the declaration, and keeps them in step with writes of any connection', async () => {
  const path = join(dir, 'fill.sqlite');
  const store = createSqliteStore(path);
  const other = createSqliteStore(path);
  try {
    await store.bulkInsert(
      'things',
      Array.from({ length: 30 }, (_, i) => ({
        id: `d${String(i).padStart(2, '0')}`,
        data: { team: `t${i % 3}`, n: i, keys: i % 2 ? ['odd', 'any'] : ['even', 'any', 'even'] },
      })),
    );
    declare(store);
    const keyed = (key: string) =>
      store.collection('things').where('team', '==', 't0').where('keys', 'array-contains', key);
    expect(await keyed('any').count()).toBe(10);
    expect(await keyed('even').count()).toBe(5);
    expect(await ids(keyed('odd').orderBy('n', 'desc').limit(2))).toEqual(['d27', 'd21']);

    // A connection that declared nothing writes; the triggers in the file keep the elements.
    await other.doc('things/d27').delete();
    await other.doc('things/d99').set({ team: 't0', n: 99, keys: ['odd'] });
    await other.doc('things/d21').update({ team: 't1' });
    expect(await ids(keyed('odd').orderBy('n', 'desc').limit(2))).toEqual(['d99', 'd15']);
    expect(await keyed('odd').count()).toBe(4);

    // The same declaration again fills nothing; a changed one fills its rows anew.
    const before = rows(path);
    declare(store);
    expect(rows(path)).toBe(before);
    declare(store, ['team', 'n', 'extra']);
    expect(rows(path)).toBe(before);
    expect(await keyed('any').count()).toBe(8);
  } finally {
    await other.close();
    await store.close();
  }
});

it('counts and pages an array-contains query from the side table, without reading the documents it passes over', async () => {
  const path = join(dir, 'plan.sqlite');
  const store = createSqliteStore(path);
  try {
    declare(store);
    await store.bulkInsert('things', [{ id: 'a', data: { team: 't1', n: 1, keys: ['k'] } }]);
    const db = new Database(path, { readonly: true });
    const plan = (query: unknown, mode: 'rows' | 'count') => {
      const { sql, params } = buildQuery(
        (query as { spec: QuerySpec }).spec,
        mode,
        new Map([['things\0keys', new Set(['team', 'n'])]]),
      );
      return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((p) => p.detail)
        .join('\n');
    };
    const keyed = store.collection('things').where('team', '==', 't1').where('keys', 'array-contains', 'k');
    const counted = plan(keyed, 'count');
    // An index on expressions reads them from the index, though the plan does not call it covering.
    expect(counted).toMatch(/SEARCH doc_elems USING (COVERING )?INDEX doc_elems_ix_\w+ \(value=\? AND <expr>=\?/);
    expect(counted).not.toMatch(/docs/);
    const paged = plan(keyed.orderBy('n', 'desc').limit(20), 'rows');
    expect(paged).toMatch(/SEARCH doc_elems USING (COVERING )?INDEX doc_elems_ix_\w+ \(value=\? AND /);
    expect(paged).toMatch(/SEARCH docs USING INDEX sqlite_autoindex_docs_1 \(path=\?\)/);
    expect(paged).not.toMatch(/SCAN docs/);
    db.close();
    expect(await ids(keyed.orderBy('n', 'desc').limit(20))).toEqual(['a']);
  } finally {
    await store.close();
  }
});
