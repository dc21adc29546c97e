/**
 * The behaviour every Store adapter must share, as one vitest suite.
 * Adapters call describeStoreContract from their own *.test.ts; a case an
 * adapter cannot serve is skipped by id through opts.skip, and the reason is
 * printed so a skipped guarantee is never silent.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimInTransaction,
  incrementInTransaction,
  type WorkerJob,
  type WorkerStoreConfig,
} from './contract.scenarios';
import { randomId } from './ids';
import { FieldValue, type Store, StoreError } from './port';

export const CONTRACT_CASES = {
  'doc.basics': 'get of a missing doc, set, get, delete',
  'doc.set-replaces': 'set without merge replaces the whole document',
  'doc.merge': 'set with merge deep-merges maps',
  'doc.update': 'update changes only given fields; fails with not-found on a missing doc',
  'doc.create': 'create fails with already-exists on an existing doc',
  'doc.auto-id': 'doc() without id gives a random 20-char [A-Za-z0-9] id',
  'doc.subcollection': 'documents under a document path',
  'doc.invalid-values': 'undefined, NaN, Dates and nested arrays are rejected with invalid-argument',
  'fields.dotted-update': 'dotted field paths in update',
  'fields.dotted-query': 'dotted field paths in where and orderBy',
  'where.eq': '== on strings, numbers, booleans',
  'where.ne': '!= excludes docs missing the field',
  'where.null': '== null and != null; != skips null values',
  'where.range': '<, <=, >, >= match only values of the operand type',
  'where.array-contains': 'array-contains',
  'where.in': 'in',
  'where.missing': 'a filter on a field skips docs without it',
  'where.combined': 'equality plus range on another field',
  'order.default': 'without orderBy, results come in document id order',
  'order.asc-desc-limit': 'orderBy asc and desc, on one and two fields, with limit',
  'order.missing-field': 'orderBy leaves out docs without the field and sorts numbers before strings',
  'order.implicit': 'a range filter orders by its field when no order is given',
  'cursor.paging': 'startAfter pages through an ordered query',
  'cursor.ties': 'startAfter with a trailing doc id pages through ties',
  'cursor.mixed-types': 'startAfter with a doc id pages through values of several types in their order',
  'query.select': 'select reads only the named top-level fields, leaving out those a document lacks',
  count: 'count of a filtered query, and with limit',
  'count.table': 'count of equality, array-contains and a prefix range together matches the rows paged under them',
  'array.writes':
    'array-contains with equalities, orders, cursors and counts follows every kind of write to the array and the fields beside it',
  'group.query': 'collectionGroup finds collections of one id at any depth',
  'transform.increment': 'increment in update and set, also of a missing field',
  'transform.nested': 'increment of nested fields, by dotted path and in set with merge',
  'transform.array': 'arrayUnion and arrayRemove of plain values on an existing array',
  'transform.array-edge': 'arrayUnion on a missing field and of map values',
  'transform.delete': 'FieldValue.delete in update and set-with-merge',
  'transform.several': 'several FieldValue transforms in one write',
  'transform.in-tx-batch': 'transforms inside transactions and batches',
  'doc.get-all': 'getAll outside a transaction reads a long list of documents in the order asked',
  'batch.commit': 'a batch applies set, update and delete',
  'batch.atomic': 'a batch with a failing write applies none of its writes',
  'tx.read-write': 'a transaction reads then writes and returns its result',
  'tx.get-all': 'getAll reads several documents in one transaction, in the order asked',
  'tx.rollback': 'a throwing transaction changes nothing and rethrows',
  'tx.commit-failure': 'a transaction whose write fails at commit applies none of its writes',
  'tx.query': 'queries inside a transaction',
  'tx.reads-first': 'a read after a write inside a transaction fails',
  'tx.concurrent-increment': '20 concurrent transactions incrementing one counter all land',
  'tx.concurrent-unique': '20 concurrent "create if none exists" transactions create exactly one doc',
  'tx.cross-process-increment': 'transactions from several processes incrementing one counter all land',
  'tx.cross-process-unique': '"create if none exists" from several processes creates exactly one doc',
} as const;

export type ContractCase = keyof typeof CONTRACT_CASES;

/** The collection id and array field of the case array.writes, which an adapter may declare before the suite runs. */
export const ARRAY_COLLECTION = 'contractArrays';
export const ARRAY_FIELD = 'tags';

export interface ContractOptions {
  /** Cases this adapter cannot serve, with the reason (printed). */
  skip?: Partial<Record<ContractCase, string>>;
  /** How worker processes open the same store; without it the cross-process cases are skipped. */
  crossProcess?: WorkerStoreConfig;
}

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'contract.worker.ts');

function runWorker(job: WorkerJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(job)], {
      cwd: dirname(WORKER),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}: ${stderr}`))));
  });
}

async function expectStoreError(promise: Promise<unknown>, code: StoreError['code']): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected StoreError(${code})`).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
}

async function ids(query: { get(): Promise<{ docs: { id: string }[] }> }): Promise<string[]> {
  return (await query.get()).docs.map((d) => d.id);
}

export function describeStoreContract(name: string, makeStore: () => Promise<Store>, opts: ContractOptions = {}): void {
  const skip: Partial<Record<string, string>> = { ...opts.skip };
  for (const key of Object.keys(skip)) {
    if (!(key in CONTRACT_CASES)) throw new Error(`Unknown contract case in skip: ${key}`);
  }
  if (!opts.crossProcess) {
    const reason = 'no crossProcess store config given for worker processes';
    skip['tx.cross-process-increment'] ??= reason;
    skip['tx.cross-process-unique'] ??= reason;
  }

  describe(`Store contract: ${name}`, () => {
    let store: Store;
    // Each case writes under its own random root collection, so cases never see each other's data.
    const root = (label: string) => `${label}_${randomId(8)}`;

    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(async () => {
      await store?.close();
    });

    const skipped = Object.entries(skip);
    if (skipped.length > 0) {
      console.log(
        `[store contract: ${name}] skipping ${skipped.length} case(s):\n` +
          skipped.map(([id, reason]) => `  - ${id} (${CONTRACT_CASES[id as ContractCase]}): ${reason}`).join('\n'),
      );
    }

    function check(id: ContractCase, fn: () => Promise<void>, timeout?: number): void {
      const reason = skip[id];
      if (reason) it.skip(`${id}: ${CONTRACT_CASES[id]} [skipped: ${reason}]`, fn);
      else it(`${id}: ${CONTRACT_CASES[id]}`, fn, timeout);
    }

    check('doc.basics', async () => {
      const ref = store.collection(root('basics')).doc('a');
      const missing = await ref.get();
      expect(missing.exists).toBe(false);
      expect(missing.data()).toBeUndefined();
      expect(missing.id).toBe('a');
      await ref.set({ name: 'Ann', age: 30, tags: ['x'], nested: { deep: { v: true } }, nothing: null });
      const snap = await ref.get();
      expect(snap.exists).toBe(true);
      expect(snap.path).toBe(ref.path);
      expect(snap.data()).toEqual({ name: 'Ann', age: 30, tags: ['x'], nested: { deep: { v: true } }, nothing: null });
      expect((await store.doc(ref.path).get()).data()).toEqual(snap.data());
      await ref.delete();
      expect((await ref.get()).exists).toBe(false);
      await ref.delete();
    });

    check('doc.set-replaces', async () => {
      const ref = store.collection(root('replace')).doc('a');
      await ref.set({ name: 'Ann', age: 30, m: { x: 1 } });
      await ref.set({ name: 'Bob', m: { y: 2 } });
      expect((await ref.get()).data()).toEqual({ name: 'Bob', m: { y: 2 } });
    });

    check('doc.merge', async () => {
      const ref = store.collection(root('merge')).doc('a');
      await ref.set({ a: 1, m: { x: 1, y: { z: 1 } }, keep: 'k' });
      await ref.set({ a: 2, m: { y: { w: 2 } }, added: [1, 2] }, { merge: true });
      expect((await ref.get()).data()).toEqual({ a: 2, m: { x: 1, y: { z: 1, w: 2 } }, keep: 'k', added: [1, 2] });
      const fresh = store.collection(root('merge')).doc('b');
      await fresh.set({ only: true }, { merge: true });
      expect((await fresh.get()).data()).toEqual({ only: true });
    });

    check('doc.update', async () => {
      const ref = store.collection(root('update')).doc('a');
      await ref.set({ a: 1, m: { x: 1, y: 2 }, keep: true });
      await ref.update({ a: 5, m: { x: 9 } });
      expect((await ref.get()).data()).toEqual({ a: 5, m: { x: 9 }, keep: true });
      await expectStoreError(store.collection(root('update')).doc('missing').update({ a: 1 }), 'not-found');
      expect((await store.collection(root('update')).doc('missing').get()).exists).toBe(false);
    });

    check('doc.create', async () => {
      const ref = store.collection(root('create')).doc('a');
      await ref.create({ v: 1 });
      await expectStoreError(ref.create({ v: 2 }), 'already-exists');
      expect((await ref.get()).data()).toEqual({ v: 1 });
    });

    check('doc.auto-id', async () => {
      const col = store.collection(root('autoid'));
      const a = col.doc();
      const b = col.doc();
      expect(a.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(a.id).not.toBe(b.id);
      expect(a.path).toBe(`${col.path}/${a.id}`);
      await a.set({ v: 1 });
      expect((await col.doc(a.id).get()).data()).toEqual({ v: 1 });
    });

    check('doc.subcollection', async () => {
      const team = store.collection(root('teams')).doc('t1');
      const members = team.collection('members');
      expect(members.path).toBe(`${team.path}/members`);
      await members.doc('u1').set({ role: 'owner' });
      await members.doc('u2').set({ role: 'viewer' });
      expect((await store.doc(`${team.path}/members/u1`).get()).data()).toEqual({ role: 'owner' });
      expect(await ids(members.orderBy('role'))).toEqual(['u1', 'u2']);
      expect((await team.get()).exists).toBe(false);
    });

    check('doc.invalid-values', async () => {
      const ref = store.collection(root('invalid')).doc('a');
      await expectStoreError(ref.set({ a: undefined }), 'invalid-argument');
      await expectStoreError(ref.set({ a: Number.NaN }), 'invalid-argument');
      await expectStoreError(ref.set({ a: new Date() }), 'invalid-argument');
      await expectStoreError(ref.set({ a: [[1]] }), 'invalid-argument');
      await expectStoreError(ref.set({ a: FieldValue.delete() }), 'invalid-argument');
      expect((await ref.get()).exists).toBe(false);
    });

    check('fields.dotted-update', async () => {
      const ref = store.collection(root('dotted')).doc('a');
      await ref.set({ counters: { subscribers: 5, emails: 1 } });
      await ref.update({ 'counters.subscribers': 7, 'profile.name': 'Ann' });
      expect((await ref.get()).data()).toEqual({ counters: { subscribers: 7, emails: 1 }, profile: { name: 'Ann' } });
    });

    check('fields.dotted-query', async () => {
      const col = store.collection(root('dotted'));
      await col.doc('a').set({ counters: { subscribers: 7, emails: 1 } });
      await col.doc('b').set({ counters: { subscribers: 2 } });
      await col.doc('c').set({ other: 1 });
      expect(await ids(col.where('counters.subscribers', '==', 7))).toEqual(['a']);
      expect(await ids(col.where('counters.subscribers', '>', 1))).toEqual(['b', 'a']);
      expect(await ids(col.orderBy('counters.subscribers', 'desc'))).toEqual(['a', 'b']);
    });

    async function seedPeople(col: string): Promise<void> {
      const batch = store.batch();
      const people: Record<string, Record<string, unknown>> = {
        p1: { name: 'Ann', age: 30, active: true, tags: ['a', 'b'], team: 't1', score: null },
        p2: { name: 'Bob', age: 25, active: false, tags: ['b'], team: 't1' },
        p3: { name: 'Cid', age: 35, active: true, tags: [], team: 't2' },
        p4: { name: 'Dee', age: '30', active: 1, team: 't2' },
        p5: { name: 'Eve', team: 't1', score: 3 },
      };
      for (const [id, data] of Object.entries(people)) batch.set(store.collection(col).doc(id), data);
      await batch.commit();
    }

    check('where.eq', async () => {
      const col = root('eq');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('name', '==', 'Bob'))).toEqual(['p2']);
      expect(await ids(c.where('age', '==', 30))).toEqual(['p1']);
      expect(await ids(c.where('age', '==', '30'))).toEqual(['p4']);
      expect(await ids(c.where('active', '==', true))).toEqual(['p1', 'p3']);
      expect(await ids(c.where('active', '==', 1))).toEqual(['p4']);
      expect(await ids(c.where('team', '==', 't1').where('active', '==', true))).toEqual(['p1']);
    });

    check('where.ne', async () => {
      const col = root('ne');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('age', '!=', 30))).toEqual(['p2', 'p3', 'p4']);
      expect(await ids(c.where('name', '!=', 'Ann'))).toEqual(['p2', 'p3', 'p4', 'p5']);
    });

    check('where.null', async () => {
      const col = root('null');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('score', '==', null))).toEqual(['p1']);
      expect(await ids(c.where('score', '!=', null))).toEqual(['p5']);
      expect(await ids(c.where('score', '!=', 3))).toEqual([]);
    });

    check('where.range', async () => {
      const col = root('range');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('age', '<', 30))).toEqual(['p2']);
      expect(await ids(c.where('age', '<=', 30))).toEqual(['p2', 'p1']);
      expect(await ids(c.where('age', '>', 25))).toEqual(['p1', 'p3']);
      expect(await ids(c.where('age', '>=', 25))).toEqual(['p2', 'p1', 'p3']);
      expect(await ids(c.where('age', '>=', '0'))).toEqual(['p4']);
      expect(await ids(c.where('name', '>=', 'B').where('name', '<', 'D'))).toEqual(['p2', 'p3']);
    });

    check('where.array-contains', async () => {
      const col = root('contains');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('tags', 'array-contains', 'b'))).toEqual(['p1', 'p2']);
      expect(await ids(c.where('tags', 'array-contains', 'a'))).toEqual(['p1']);
      expect(await ids(c.where('tags', 'array-contains', 'zzz'))).toEqual([]);
      expect(await ids(c.where('name', 'array-contains', 'Ann'))).toEqual([]);
    });

    check('where.in', async () => {
      const col = root('in');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('name', 'in', ['Ann', 'Cid', 'Zed']))).toEqual(['p1', 'p3']);
      expect(await ids(c.where('age', 'in', [25, '30']))).toEqual(['p2', 'p4']);
    });

    check('where.missing', async () => {
      const col = root('missing');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('age', '>', 0))).toEqual(['p2', 'p1', 'p3']);
      expect(await ids(c.where('score', '>=', 0))).toEqual(['p5']);
    });

    check('where.combined', async () => {
      const col = root('combined');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.where('team', '==', 't1').where('age', '>=', 25))).toEqual(['p2', 'p1']);
    });

    check('order.asc-desc-limit', async () => {
      const col = root('order');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await ids(c.orderBy('name'))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(await ids(c.orderBy('name', 'desc').limit(2))).toEqual(['p5', 'p4']);
      expect(await ids(c.where('team', '==', 't1').orderBy('name', 'desc').limit(2))).toEqual(['p5', 'p2']);
      expect(await ids(c.orderBy('team').orderBy('name', 'desc'))).toEqual(['p5', 'p2', 'p1', 'p4', 'p3']);
      expect(await ids(c.limit(2))).toEqual(['p1', 'p2']);
    });

    check('order.default', async () => {
      const col = store.collection(root('default'));
      for (const id of ['m', 'z', 'a']) await col.doc(id).set({ v: 1 });
      expect(await ids(col)).toEqual(['a', 'm', 'z']);
      expect(await ids(col.where('v', '==', 1).limit(2))).toEqual(['a', 'm']);
    });

    check('order.missing-field', async () => {
      const col = root('ordermissing');
      await seedPeople(col);
      const c = store.collection(col);
      // Numbers sort before strings; p5 has no age and is left out.
      expect(await ids(c.orderBy('age'))).toEqual(['p2', 'p1', 'p3', 'p4']);
      expect(await ids(c.orderBy('age', 'desc').limit(3))).toEqual(['p4', 'p3', 'p1']);
    });

    check('order.implicit', async () => {
      const col = root('implicit');
      await seedPeople(col);
      expect(await ids(store.collection(col).where('age', '>', 0).limit(2))).toEqual(['p2', 'p1']);
    });

    check('cursor.paging', async () => {
      const col = store.collection(root('cursor'));
      const batch = store.batch();
      for (let i = 0; i < 7; i++) batch.set(col.doc(`d${i}`), { n: i * 10, team: i % 2 === 0 ? 'even' : 'odd' });
      await batch.commit();
      const seen: string[] = [];
      let query = col.orderBy('n').limit(3);
      // Bounded, so an adapter that ignores the cursor fails instead of looping forever.
      for (let pages = 0; pages < 5; pages++) {
        const page = await query.get();
        if (page.empty) break;
        seen.push(...page.docs.map((d) => d.id));
        const last = page.docs[page.docs.length - 1].data() as { n: number };
        query = col.orderBy('n').startAfter(last.n).limit(3);
      }
      expect(seen).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6']);
      expect(await ids(col.orderBy('n', 'desc').startAfter(40).limit(2))).toEqual(['d3', 'd2']);
      expect(await ids(col.where('team', '==', 'even').orderBy('n').startAfter(0))).toEqual(['d2', 'd4', 'd6']);
    });

    check('cursor.ties', async () => {
      const col = store.collection(root('ties'));
      const batch = store.batch();
      for (const id of ['a', 'b', 'c', 'd', 'e']) batch.set(col.doc(id), { createdAt: id < 'd' ? 100 : 200 });
      await batch.commit();
      const first = await col.orderBy('createdAt').limit(2).get();
      expect(first.docs.map((d) => d.id)).toEqual(['a', 'b']);
      const last = first.docs[1];
      expect(await ids(col.orderBy('createdAt').startAfter(last.data()?.createdAt, last.id).limit(2))).toEqual([
        'c',
        'd',
      ]);
      expect(await ids(col.orderBy('createdAt', 'desc').startAfter(200, 'e'))).toEqual(['d', 'c', 'b', 'a']);
    });

    check('cursor.mixed-types', async () => {
      const col = store.collection(root('mixed'));
      const values: [string, unknown][] = [
        ['n', null],
        ['f', false],
        ['t', true],
        ['x1', 1],
        ['x2a', 2],
        ['x2b', 2],
        ['x3', 2.5],
        ['sa', 'a'],
        ['sb', 'b'],
      ];
      const batch = store.batch();
      for (const [id, v] of values) batch.set(col.doc(id), { v });
      batch.set(col.doc('none'), { other: 1 });
      await batch.commit();
      const pages = async (direction: 'asc' | 'desc') => {
        const seen: string[] = [];
        let query = col.orderBy('v', direction).limit(2);
        for (let n = 0; n < 8; n++) {
          const page = await query.get();
          if (page.empty) break;
          seen.push(...page.docs.map((d) => d.id));
          const last = page.docs[page.docs.length - 1];
          query = col.orderBy('v', direction).startAfter(last.data()?.v, last.id).limit(2);
        }
        return seen;
      };
      const ascending = ['n', 'f', 't', 'x1', 'x2a', 'x2b', 'x3', 'sa', 'sb'];
      expect(await pages('asc')).toEqual(ascending);
      // Ties break on the id in the direction of the last order, as Firestore does.
      expect(await pages('desc')).toEqual([...ascending].reverse());
      expect(await ids(col.orderBy('v').startAfter(2, 'x2a'))).toEqual(['x2b', 'x3', 'sa', 'sb']);
      expect(await ids(col.orderBy('v', 'desc').startAfter('a', 'sa').limit(3))).toEqual(['x3', 'x2b', 'x2a']);
      expect(await col.orderBy('v').startAfter(1, 'x1').count()).toBe(5);
    });

    check('query.select', async () => {
      const col = store.collection(root('select'));
      await col.doc('a').set({ email: 'a@x.org', tags: ['t'], meta: { n: 1, m: [1, 2] }, team: 't1', none: null });
      await col.doc('b').set({ email: 'b@x.org', team: 't1' });
      await col.doc('c').set({ email: 'c@x.org', team: 't2' });
      const data = async (query: { get(): Promise<{ docs: { id: string; data(): unknown }[] }> }) =>
        (await query.get()).docs.map((d) => [d.id, d.data()]);
      expect(await data(col.where('team', '==', 't1').select('email', 'tags', 'meta', 'none'))).toEqual([
        ['a', { email: 'a@x.org', tags: ['t'], meta: { n: 1, m: [1, 2] }, none: null }],
        ['b', { email: 'b@x.org' }],
      ]);
      expect(await data(col.orderBy('email', 'desc').select('team').limit(2))).toEqual([
        ['c', { team: 't2' }],
        ['b', { team: 't1' }],
      ]);
      expect(await col.where('team', '==', 't1').select('email').count()).toBe(2);
      const inTx = await store.runTransaction(async (tx) =>
        (await tx.getQuery(col.where('team', '==', 't2').select('email'))).docs.map((d) => d.data()),
      );
      expect(inTx).toEqual([{ email: 'c@x.org' }]);
      expect(() => col.select()).toThrow(StoreError);
      expect(() => col.select('meta.n')).toThrow(StoreError);
    });

    check('count', async () => {
      const col = root('count');
      await seedPeople(col);
      const c = store.collection(col);
      expect(await c.count()).toBe(5);
      expect(await c.where('team', '==', 't1').count()).toBe(3);
      expect(await c.where('age', '>', 0).count()).toBe(3);
      expect(await c.where('team', '==', 't1').limit(2).count()).toBe(2);
      expect(await c.where('team', '==', 'none').count()).toBe(0);
    });

    check('count.table', async () => {
      const col = store.collection(root('countTable'));
      const people = [
        ['a', 't1', 'ann@x.org', ['k', 'j']],
        ['b', 't1', 'anton@x.org', ['k']],
        ['c', 't1', 'bea@x.org', ['k']],
        ['d', 't1', 'andy@x.org', ['j']],
        ['e', 't2', 'ann@y.org', ['k']],
      ] as const;
      for (const [id, team, key, tags] of people) await col.doc(id).set({ team, key, tags: [...tags] });
      const matching = col
        .where('team', '==', 't1')
        .where('tags', 'array-contains', 'k')
        .where('key', '>=', 'an')
        .where('key', '<', 'an\u{10FFFF}');
      expect(await matching.count()).toBe(2);
      const first = await matching.orderBy('key', 'desc').limit(1).get();
      expect(first.docs.map((d) => d.id)).toEqual(['b']);
      const rest = await matching.orderBy('key', 'desc').startAfter('anton@x.org', 'b').get();
      expect(rest.docs.map((d) => d.id)).toEqual(['a']);
      expect(await col.where('team', '==', 't1').where('tags', 'array-contains', 'j').count()).toBe(2);
    });

    check('array.writes', async () => {
      // A collection of the id ARRAY_COLLECTION, whose field tags an adapter may declare (ARRAY_FIELD).
      const col = store.collection(`${root('arrays')}/parent/${ARRAY_COLLECTION}`);
      const put = async (id: string, team: string, n: number, tags: unknown[]) =>
        col.doc(id).set({ team, n, [ARRAY_FIELD]: tags });
      await put('a', 't1', 1, ['k', 'j', 'k']);
      await put('b', 't1', 2, ['k', 7, true]);
      await put('c', 't1', 3, [{ m: 1 }, 'k']);
      await put('d', 't2', 4, ['k']);
      await col.doc('e').set({ team: 't1', n: 5, [ARRAY_FIELD]: 'k' });
      const tagged = (value: unknown, team = 't1') =>
        col.where('team', '==', team).where(ARRAY_FIELD, 'array-contains', value);
      const pageIDs = async (value: unknown) => ids(tagged(value).orderBy('n', 'desc'));
      expect(await pageIDs('k')).toEqual(['c', 'b', 'a']);
      expect(await tagged('k').count()).toBe(3);
      expect(await tagged(7).count()).toBe(1);
      expect(await tagged('7').count()).toBe(0);
      expect(await tagged(true).count()).toBe(1);
      expect(await pageIDs({ m: 1 })).toEqual(['c']);
      expect(await ids(tagged('k').orderBy('n', 'desc').startAfter(3, 'c').limit(1))).toEqual(['b']);
      expect(await ids(tagged('k').where('n', '>=', 2).orderBy('n'))).toEqual(['b', 'c']);

      await col.doc('a').update({ [ARRAY_FIELD]: FieldValue.arrayRemove('k') });
      await col.doc('b').update({ n: 9 });
      await col.doc('c').set({ team: 't2' }, { merge: true });
      await col.doc('e').update({ [ARRAY_FIELD]: ['k'] });
      expect(await pageIDs('k')).toEqual(['b', 'e']);
      expect(await tagged('k', 't2').count()).toBe(2);

      const batch = store.batch();
      batch.delete(col.doc('b'));
      batch.set(col.doc('f'), { team: 't1', n: 0, [ARRAY_FIELD]: ['k'] });
      await batch.commit();
      await store.runTransaction(async (tx) => {
        tx.update(col.doc('a'), { [ARRAY_FIELD]: FieldValue.arrayUnion('k') });
      });
      expect(await pageIDs('k')).toEqual(['e', 'a', 'f']);
      expect(await tagged('k').count()).toBe(3);
      expect(await tagged('j').count()).toBe(1);
    });

    check('group.query', async () => {
      const teams = root('groupteams');
      const sub = `members_${randomId(6)}`;
      await store.collection(teams).doc('t1').collection(sub).doc('u1').set({ role: 'owner', uid: 'u1' });
      await store.collection(teams).doc('t2').collection(sub).doc('u1').set({ role: 'viewer', uid: 'u1' });
      await store.collection(teams).doc('t2').collection(sub).doc('u2').set({ role: 'owner', uid: 'u2' });
      await store.collection(sub).doc('top').set({ role: 'owner', uid: 'top' });
      const owners = await store.collectionGroup(sub).where('role', '==', 'owner').get();
      expect(owners.docs.map((d) => d.path).sort()).toEqual(
        [`${teams}/t1/${sub}/u1`, `${teams}/t2/${sub}/u2`, `${sub}/top`].sort(),
      );
      expect(await store.collectionGroup(sub).where('uid', '==', 'u1').count()).toBe(2);
    });

    check('transform.increment', async () => {
      const ref = store.collection(root('inc')).doc('a');
      await ref.set({ n: 1 });
      await ref.update({ n: FieldValue.increment(2) });
      await ref.update({ m: FieldValue.increment(-1.5) });
      await ref.set({ fresh: FieldValue.increment(5) }, { merge: true });
      expect((await ref.get()).data()).toEqual({ n: 3, m: -1.5, fresh: 5 });
      const other = store.collection(root('inc')).doc('b');
      await other.set({ n: FieldValue.increment(4) });
      expect((await other.get()).data()).toEqual({ n: 4 });
    });

    check('transform.nested', async () => {
      const ref = store.collection(root('incnested')).doc('a');
      await ref.set({ counters: { subscribers: 2 } });
      await ref.update({ 'counters.subscribers': FieldValue.increment(-1) });
      await ref.update({ 'counters.emails': FieldValue.increment(1) });
      await ref.set({ counters: { members: FieldValue.increment(1) } }, { merge: true });
      expect((await ref.get()).data()).toEqual({ counters: { subscribers: 1, emails: 1, members: 1 } });
    });

    check('transform.array', async () => {
      const ref = store.collection(root('arr')).doc('a');
      await ref.set({ tags: ['a', 'b'] });
      await ref.update({ tags: FieldValue.arrayUnion('b', 'c') });
      expect((await ref.get()).data()).toEqual({ tags: ['a', 'b', 'c'] });
      await ref.update({ tags: FieldValue.arrayRemove('a', 'zzz') });
      expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'] });
    });

    check('transform.array-edge', async () => {
      const ref = store.collection(root('arredge')).doc('a');
      await ref.set({ tags: ['b', 'c'] });
      await ref.set({ more: FieldValue.arrayUnion('x') }, { merge: true });
      await ref.update({ objs: FieldValue.arrayUnion({ k: 1 }) });
      await ref.update({ objs: FieldValue.arrayUnion({ k: 1 }, { k: 2 }) });
      await ref.update({ objs: FieldValue.arrayRemove({ k: 1 }) });
      expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], more: ['x'], objs: [{ k: 2 }] });
    });

    check('transform.delete', async () => {
      const ref = store.collection(root('del')).doc('a');
      await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
      await ref.update({ a: FieldValue.delete() });
      await ref.update({ 'm.x': FieldValue.delete() });
      await ref.set({ b: FieldValue.delete() }, { merge: true });
      expect((await ref.get()).data()).toEqual({ m: { y: 2 } });
    });

    check('transform.several', async () => {
      const ref = store.collection(root('several')).doc('a');
      await ref.set({ n: 1, tags: ['a'], gone: true, m: { c: 1 } });
      await ref.update({
        n: FieldValue.increment(1),
        tags: FieldValue.arrayUnion('b'),
        gone: FieldValue.delete(),
        'm.c': FieldValue.increment(10),
        plain: 'x',
      });
      expect((await ref.get()).data()).toEqual({ n: 2, tags: ['a', 'b'], m: { c: 11 }, plain: 'x' });
    });

    check('transform.in-tx-batch', async () => {
      const col = store.collection(root('txtransform'));
      await col.doc('a').set({ n: 0, tags: [] });
      await col.doc('b').set({ tags: [] });
      const batch = store.batch();
      batch.update(col.doc('a'), { n: FieldValue.increment(2) });
      batch.set(col.doc('b'), { tags: FieldValue.arrayUnion('x') }, { merge: true });
      await batch.commit();
      await store.runTransaction(async (tx) => {
        await tx.get(col.doc('a'));
        tx.update(col.doc('a'), { n: FieldValue.increment(3) });
        tx.update(col.doc('b'), { tags: FieldValue.arrayUnion('y') });
      });
      expect((await col.doc('a').get()).data()).toEqual({ n: 5, tags: [] });
      expect((await col.doc('b').get()).data()).toEqual({ tags: ['x', 'y'] });
    });

    check('batch.commit', async () => {
      const col = store.collection(root('batch'));
      await col.doc('exists').set({ v: 1 });
      const ok = store.batch();
      ok.set(col.doc('a'), { v: 1 })
        .set(col.doc('b'), { v: 2 })
        .update(col.doc('exists'), { v: 3 })
        .delete(col.doc('nope'));
      await ok.commit();
      expect((await ids(col)).sort()).toEqual(['a', 'b', 'exists']);
      expect((await col.doc('exists').get()).data()).toEqual({ v: 3 });
    });

    check('batch.atomic', async () => {
      const col = store.collection(root('batchatomic'));
      await col.doc('a').set({ v: 1 });
      await col.doc('b').set({ v: 2 });
      const bad = store.batch();
      bad.set(col.doc('c'), { v: 1 });
      bad.update(col.doc('a'), { v: 10 });
      bad.create(col.doc('b'), { v: 9 });
      await expectStoreError(bad.commit(), 'already-exists');
      expect((await ids(col)).sort()).toEqual(['a', 'b']);
      expect((await col.doc('a').get()).data()).toEqual({ v: 1 });
      const missing = store.batch();
      missing.set(col.doc('d'), { v: 1 }).update(col.doc('missing'), { v: 1 });
      await expectStoreError(missing.commit(), 'not-found');
      expect((await col.doc('d').get()).exists).toBe(false);
    });

    check('tx.read-write', async () => {
      const col = store.collection(root('txrw'));
      await col.doc('from').set({ balance: 10 });
      await col.doc('to').set({ balance: 0 });
      const moved = await store.runTransaction(async (tx) => {
        const from = await tx.get(col.doc('from'));
        const to = await tx.get(col.doc('to'));
        const amount = 4;
        tx.update(col.doc('from'), { balance: (from.data()?.balance as number) - amount });
        tx.set(col.doc('to'), { balance: (to.data()?.balance as number) + amount });
        tx.create(col.doc('log'), { amount });
        return amount;
      });
      expect(moved).toBe(4);
      expect((await col.doc('from').get()).data()).toEqual({ balance: 6 });
      expect((await col.doc('to').get()).data()).toEqual({ balance: 4 });
      expect((await col.doc('log').get()).data()).toEqual({ amount: 4 });
    });

    check('doc.get-all', async () => {
      const col = store.collection(root('getall'));
      await col.doc('b').set({ n: 2 });
      await col.doc('a').set({ n: 1, deep: { v: true } });
      await store.collection(root('elsewhere')).doc('x').set({ n: 9 });
      expect(await store.getAll([])).toEqual([]);
      const few = await store.getAll([col.doc('b'), col.doc('missing'), col.doc('a'), col.doc('b')]);
      expect(few.map((snap) => [snap.path, snap.exists, snap.data()])).toEqual([
        [col.doc('b').path, true, { n: 2 }],
        [col.doc('missing').path, false, undefined],
        [col.doc('a').path, true, { n: 1, deep: { v: true } }],
        [col.doc('b').path, true, { n: 2 }],
      ]);
      // More ids than one request of an adapter takes, most of them missing; the order holds across requests.
      const many = Array.from({ length: 2500 }, (_, i) => col.doc(i === 1999 ? 'a' : i === 2001 ? 'b' : `m${i}`));
      const snaps = await store.getAll(many);
      expect(snaps).toHaveLength(2500);
      expect(snaps.every((snap, i) => snap.id === many[i].id)).toBe(true);
      const found = snaps.flatMap((snap, i) => (snap.exists ? [[i, snap.data()]] : []));
      expect(found).toEqual([
        [1999, { n: 1, deep: { v: true } }],
        [2001, { n: 2 }],
      ]);
      // A document written since is read as it is now.
      await col.doc('b').update({ n: 3 });
      expect((await store.getAll([col.doc('b')]))[0].data()).toEqual({ n: 3 });
    });

    check('tx.get-all', async () => {
      const col = store.collection(root('txall'));
      await col.doc('b').set({ n: 2 });
      await col.doc('a').set({ n: 1 });
      const read = await store.runTransaction(async (tx) => {
        const snaps = await tx.getAll([col.doc('b'), col.doc('missing'), col.doc('a'), col.doc('b')]);
        expect(await tx.getAll([])).toEqual([]);
        tx.set(col.doc('sum'), {
          n: snaps.reduce((sum, snap) => sum + ((snap.data()?.n as number | undefined) ?? 0), 0),
        });
        return snaps.map((snap) => [snap.id, snap.exists]);
      });
      expect(read).toEqual([
        ['b', true],
        ['missing', false],
        ['a', true],
        ['b', true],
      ]);
      expect((await col.doc('sum').get()).data()).toEqual({ n: 5 });
      const late = store.runTransaction(async (tx) => {
        tx.set(col.doc('c'), { n: 3 });
        await tx.getAll([col.doc('a')]);
      });
      await expect(late).rejects.toThrow(/reads to be executed before all writes/);
      expect((await col.doc('c').get()).exists).toBe(false);
    });

    check('tx.rollback', async () => {
      const col = store.collection(root('txrb'));
      await col.doc('a').set({ v: 1 });
      const boom = new Error('boom');
      await expect(
        store.runTransaction(async (tx) => {
          await tx.get(col.doc('a'));
          tx.set(col.doc('a'), { v: 2 });
          tx.set(col.doc('b'), { v: 2 });
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect((await col.doc('a').get()).data()).toEqual({ v: 1 });
      expect((await col.doc('b').get()).exists).toBe(false);
    });

    check('tx.commit-failure', async () => {
      const col = store.collection(root('txfail'));
      await col.doc('a').set({ v: 1 });
      await expectStoreError(
        store.runTransaction(async (tx) => {
          tx.set(col.doc('c'), { v: 1 });
          tx.create(col.doc('a'), { v: 3 });
        }),
        'already-exists',
      );
      expect((await col.doc('c').get()).exists).toBe(false);
      expect(await ids(col)).toEqual(['a']);
    });

    check('tx.query', async () => {
      const col = root('txq');
      await seedPeople(col);
      const total = await store.runTransaction(async (tx) => {
        const snap = await tx.getQuery(store.collection(col).where('team', '==', 't1').orderBy('name'));
        tx.set(store.collection(col).doc('summary'), { names: snap.docs.map((d) => d.data()?.name) });
        return snap.size;
      });
      expect(total).toBe(3);
      expect((await store.collection(col).doc('summary').get()).data()).toEqual({ names: ['Ann', 'Bob', 'Eve'] });
    });

    check('tx.reads-first', async () => {
      const col = store.collection(root('txorder'));
      await expectStoreError(
        store.runTransaction(async (tx) => {
          tx.set(col.doc('a'), { v: 1 });
          await tx.get(col.doc('a'));
        }),
        'invalid-argument',
      );
      expect((await col.doc('a').get()).exists).toBe(false);
    });

    check(
      'tx.concurrent-increment',
      async () => {
        const path = `${root('race')}/counter`;
        await Promise.all(Array.from({ length: 20 }, () => incrementInTransaction(store, path)));
        expect((await store.doc(path).get()).data()).toEqual({ n: 20 });
      },
      60_000,
    );

    check(
      'tx.concurrent-unique',
      async () => {
        const col = root('unique');
        const results = await Promise.all(
          Array.from({ length: 20 }, () => claimInTransaction(store, col, 'x@example.com')),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await store.collection(col).where('email', '==', 'x@example.com').count()).toBe(1);
      },
      60_000,
    );

    check(
      'tx.cross-process-increment',
      async () => {
        const config = opts.crossProcess as WorkerStoreConfig;
        const docPath = `${root('xrace')}/counter`;
        const workers = 4;
        const times = 10;
        await Promise.all(
          Array.from({ length: workers }, () => runWorker({ scenario: 'increment', store: config, docPath, times })),
        );
        expect((await store.doc(docPath).get()).data()).toEqual({ n: workers * times });
      },
      120_000,
    );

    check(
      'tx.cross-process-unique',
      async () => {
        const config = opts.crossProcess as WorkerStoreConfig;
        const collection = root('xunique');
        await Promise.all(
          Array.from({ length: 4 }, () =>
            runWorker({ scenario: 'claim', store: config, collection, email: 'x@example.com', times: 5 }),
          ),
        );
        expect(await store.collection(collection).where('email', '==', 'x@example.com').count()).toBe(1);
      },
      120_000,
    );
  });
}
