// An import beside the store's own bulk insert of the same rows (the goal:
// the import within 1.3x of it), on the store the stack runs:
// - the import: N addresses (BENCH_IMPORT; 50 000 on SQLite, 10 000 on the
//   Firestore emulator, which is far slower) through the domain's own
//   batchSubscribers, in calls of MAX.batchEmails, into a scratch store of the
//   stack's kind (an SQLite file with the dashboard's indexes, or a project of
//   the stack's Firestore emulator);
// - the bulk insert: the same subscriber documents (with their query keys)
//   and pending consent records, written by the store's bulk path (SQLite
//   bulkInsert, Firestore BulkWriter) into another scratch store of that kind;
// - the consent sequencer chaining the import's records afterwards, and the
//   sequencing lag of the last record (sequencedAt - at).
// Each figure is the median of ROUNDS rounds that take turns at going first,
// after an uncounted small round of each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { importedRows } from './imported-rows.mjs';
import { formatTable, percentile } from './stats.mjs';

export const name = 'import';
export const needsStack = true;
export const bothStores = true;

/** The goal: an import takes at most this many times the bulk insert's time. */
const GOAL = 1.3;

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/** Rounds of each path, alternating which goes first; the figures are their medians. */
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);
/** Addresses of the uncounted first round of each path. */
const WARM_UP = 1000;

/** @param {'sqlite' | 'firestore'} kind */
const totalFor = (kind) => Number(process.env.BENCH_IMPORT ?? (kind === 'firestore' ? 10_000 : 50_000));

/**
 * A scratch store of the stack's kind, with the domain's indexes.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {string} label
 */
async function scratchStore(stack, label) {
  const { QUERY_INDEXES, declareSqliteIndexes } = await ts('../functions/src/domain/subscribers/indexes.ts');
  if (stack.env.LISTKEEP_STORE === 'firestore') {
    const { createFirestoreStore } = await ts('../functions/src/store/firestore.ts');
    const { connectFirestoreEmulator } = await ts('../functions/src/store/firestore-emulator-client.ts');
    const { db, dispose } = connectFirestoreEmulator(stack.env.FIRESTORE_EMULATOR_HOST, `bench-${label}-${Date.now()}`);
    const store = createFirestoreStore(db, { declaredIndexes: QUERY_INDEXES });
    /** @param {string} collection @param {{ id: string, data: Record<string, unknown> }[]} rows */
    const bulk = async (collection, rows) => {
      // Without the ramp-up production wants for new traffic, so the figure is the emulator's own pace.
      const writer = db.bulkWriter({ throttling: false });
      for (const { id, data } of rows) void writer.set(db.doc(`${collection}/${id}`), data);
      await writer.close();
    };
    return { store, bulk, close: async () => (await store.close(), await dispose()) };
  }
  const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
  const dir = mkdtempSync(join(tmpdir(), `listkeep-bench-${label}-`));
  const store = createSqliteStore(join(dir, 'store.sqlite'));
  declareSqliteIndexes(store);
  /** @param {string} collection @param {{ id: string, data: Record<string, unknown> }[]} rows */
  const bulk = (collection, rows) => store.bulkInsert(collection, rows);
  return { store, bulk, close: async () => (await store.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, log = console.log }) {
  const kind = stack.env.LISTKEEP_STORE === 'firestore' ? 'firestore' : 'sqlite';
  const TOTAL = totalFor(kind);
  const { MAX } = await ts('../common/src/limits.ts');
  const { testDeps, account } = await ts('../functions/test/support/test-deps.ts');
  const { importAddresses } = await ts('../functions/src/domain/imports/import-addresses.ts');
  const { readConsentHead, sequenceConsent } = await ts('../functions/src/domain/consent/consent-sequencer.ts');
  const per = MAX.batchEmails;
  const addresses = (/** @type {number} */ n) => Array.from({ length: n }, (_, i) => `reader${i}@import.example.org`);

  /** The import of `emails` through the domain into a scratch store, then the sequencer chaining it. */
  const importOnce = async (/** @type {string[]} */ emails) => {
    const imported = await scratchStore(stack, 'import');
    const deps = { ...testDeps(imported.store), now: Date.now };
    const { uid, teamID, listID } = await account(deps, 'scale');
    const importStart = performance.now();
    for (let start = 0; start < emails.length; start += per) {
      const chunk = emails.slice(start, start + per);
      await importAddresses(deps, uid, { emails: chunk, newsletterIDs: [listID], teamID, notes: '', agreed: true });
    }
    const importSeconds = (performance.now() - importStart) / 1000;
    const sequenceStart = performance.now();
    const chained = await sequenceConsent(deps, teamID);
    const sequenceSeconds = (performance.now() - sequenceStart) / 1000;
    // The chain's last record, by the head's seq (an index the dashboard declares anyway).
    const head = await readConsentHead(imported.store, teamID);
    const last = (
      await imported.store
        .collection('consent')
        .where('teamID', '==', teamID)
        .where('seq', '>=', head.seq)
        .orderBy('seq')
        .limit(1)
        .get()
    ).docs[0]?.data();
    await imported.close();
    if (chained !== emails.length) throw new Error(`the sequencer chained ${chained} records of ${emails.length}`);
    const lagSeconds = last ? (last.sequencedAt - last.at) / 1000 : NaN;
    return { importSeconds, sequenceSeconds, lagSeconds, hashSecret: deps.hashSecret, teamID, listID };
  };

  /** The same rows as an import of `emails` writes, by the store's own bulk path into another scratch store. */
  const bulkOnce = async (
    /** @type {string[]} */ emails,
    /** @type {{ hashSecret: string, teamID: string, listID: string }} */ like,
  ) => {
    const { hashSecret, teamID, listID } = like;
    const raw = await scratchStore(stack, 'insert');
    const { subscribers, consent } = await importedRows({
      teamID,
      listID,
      emails,
      perCall: per,
      hashSecret,
      notes: '',
    });
    const insertStart = performance.now();
    for (let start = 0; start < emails.length; start += per) {
      await raw.bulk('subscribers', subscribers.slice(start, start + per));
      await raw.bulk('consent', consent.slice(start, start + per));
    }
    const insertSeconds = (performance.now() - insertStart) / 1000;
    await raw.close();
    return insertSeconds;
  };

  // A small round of each first, not counted: the first writes of a process (and of the
  // emulator's JVM) are slower, and would weigh on whichever path ran first.
  const warm = await importOnce(addresses(WARM_UP));
  await bulkOnce(addresses(WARM_UP), warm);
  const emails = addresses(TOTAL);
  /** @type {{ importSeconds: number, insertSeconds: number, sequenceSeconds: number, lagSeconds: number }[]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each path goes first in turn.
    if (round % 2 === 0) {
      const imported = await importOnce(emails);
      rounds.push({ ...imported, insertSeconds: await bulkOnce(emails, imported) });
    } else {
      const insertSeconds = await bulkOnce(emails, warm);
      rounds.push({ ...(await importOnce(emails)), insertSeconds });
    }
  }
  const median = (/** @type {(r: (typeof rounds)[number]) => number} */ of) => percentile(rounds.map(of), 50);
  const importSeconds = median((r) => r.importSeconds);
  const insertSeconds = median((r) => r.insertSeconds);
  const sequenceSeconds = median((r) => r.sequenceSeconds);
  const lagSeconds = median((r) => r.lagSeconds);
  const ratio = importSeconds / insertSeconds;
  const rate = (/** @type {number} */ s) => Math.round(TOTAL / s).toLocaleString('en-US');
  const each = (/** @type {(r: (typeof rounds)[number]) => number} */ of) =>
    rounds.map((r) => of(r).toFixed(2)).join(', ');
  const rawLabel = kind === 'firestore' ? 'Firestore BulkWriter' : 'SQLite bulkInsert';
  log(
    formatTable(
      [
        `${TOTAL.toLocaleString('en-US')} addresses, one list, median of ${ROUNDS}`,
        'seconds',
        'addresses/s',
        'rounds, s',
      ],
      [
        [
          `import (batchSubscribers, calls of ${per.toLocaleString('en-US')})`,
          importSeconds.toFixed(2),
          rate(importSeconds),
          each((r) => r.importSeconds),
        ],
        [
          `${rawLabel}: subscribers + consent records`,
          insertSeconds.toFixed(2),
          rate(insertSeconds),
          each((r) => r.insertSeconds),
        ],
        [
          'sequencer chaining the import afterwards',
          sequenceSeconds.toFixed(2),
          rate(sequenceSeconds),
          each((r) => r.sequenceSeconds),
        ],
      ],
    ),
  );
  log(
    `  import / bulk insert: ${ratio.toFixed(2)}x (goal ${GOAL}x: ${ratio <= GOAL ? 'met' : 'not met'}); ` +
      `sequencing lag of the last record: ${lagSeconds.toFixed(2)} s`,
  );
  return { total: TOTAL, importSeconds, insertSeconds, ratio, sequenceSeconds, lagSeconds };
}
