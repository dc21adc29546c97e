// Subscriber lists at scale, through the API as the web app calls it, on the
// store the stack runs (scripts/bench.mjs runs it on SQLite, then on the
// Firestore emulator with fewer addresses, since the emulator is far slower):
// - import throughput of 100 000 addresses via POST /batchSubscribers, sent
//   as the client sends big imports (calls of MAX.batchEmails = 10 000), beside
//   the raw store's writes of the same rows in the same run (SQLite: bulkInsert
//   into a scratch file with the same query indexes; Firestore: a BulkWriter
//   into a scratch project of the same emulator), subscribers alone and with
//   the consent record the API keeps for each new subscription; the ratio says
//   what the API's rules and transactions cost; and the peak memory of the
//   API's worker process during the import (bench/api-memory.mjs);
// - the import's preview (POST /previewImport) of one call's worth of new
//   addresses into the team the import filled, as the import dialog asks for
//   it, beside the web client's 10 s timeout;
// - GET /getDashboardData latency with 10 and with 100 000 subscribers; the
//   overview reads counters, so the ratio should stay near 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { formatMiB, watchApiMemory } from './api-memory.mjs';
import { importedRows } from './imported-rows.mjs';
import { scaleSender } from './stack-store.mjs';
import { formatStatuses, formatTable, percentile, timeCalls } from './stats.mjs';

export const name = 'subscriber scale';
export const needsStack = true;
export const bothStores = true;

// Smaller figures (BENCH_SUBSCRIBERS, BENCH_PER_CALL) are for trying the measurement out quickly.
const PER_CALL = Number(process.env.BENCH_PER_CALL ?? 10_000);
/**
 * Addresses imported on each store.
 * @param {'sqlite' | 'firestore'} kind
 */
export function totalFor(kind) {
  return kind === 'firestore'
    ? Number(process.env.BENCH_FIRESTORE_SUBSCRIBERS ?? 20_000)
    : Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
}

/** Previews timed, of which the median is printed. */
const PREVIEW_RUNS = 3;
/** The web client's timeout of a call (web/src/lib/api.ts). */
const CLIENT_TIMEOUT_S = 10;

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/**
 * The preview of `rows` new addresses, `PREVIEW_RUNS` times; resolves with each call's seconds.
 * @param {(method: string, path: string, body?: unknown) => Promise<{ status: number, text: string, json: any }>} call
 * @param {string} teamID
 * @param {string} listID
 * @param {number} rows
 */
async function timePreviews(call, teamID, listID, rows) {
  const emails = Array.from({ length: rows }, (_, i) => `newcomer${i}@scale.example.org`);
  /** @type {number[]} */
  const seconds = [];
  for (let i = 0; i < PREVIEW_RUNS; i++) {
    const t = performance.now();
    const res = await call('POST', '/previewImport', { rows: emails, newsletterIDs: [listID], teamID });
    seconds.push((performance.now() - t) / 1000);
    if (res.status !== 200) throw new Error(`previewImport answered ${res.status}: ${res.text.slice(0, 300)}`);
    if (res.json.counts.new !== rows) throw new Error(`previewImport counted ${res.json.counts.new} new of ${rows}`);
  }
  return seconds;
}

/**
 * @param {() => Promise<{ status: number }>} call
 * @param {number} n
 */
async function latency(call, n, warmup = 10) {
  const { times, statuses } = await timeCalls(call, n, warmup);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statuses: formatStatuses(statuses),
  };
}

/** @typedef {{ id: string, data: Record<string, unknown> }} RawRow */

/**
 * Writes rows into a scratch store of the same kind as the stack's; resolves with its seconds per collection.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {[string, RawRow[]][]} collections
 */
async function rawWrites(stack, collections) {
  /** @type {Record<string, number>} */
  const seconds = {};
  if (stack.env.LISTKEEP_STORE === 'firestore') {
    const { connectFirestoreEmulator } = await ts('../functions/src/store/firestore-emulator-client.ts');
    const { db, dispose } = connectFirestoreEmulator(stack.env.FIRESTORE_EMULATOR_HOST, `bench-raw-${Date.now()}`);
    try {
      for (const [name, rows] of collections) {
        const t = performance.now();
        // Without the ramp-up production wants for new traffic (500 writes/s,
        // +50% every 5 minutes), so the figure is the emulator's own pace.
        const writer = db.bulkWriter({ throttling: false });
        for (const { id, data } of rows) void writer.set(db.doc(`${name}/${id}`), data);
        await writer.close();
        seconds[name] = (performance.now() - t) / 1000;
      }
    } finally {
      await dispose();
    }
    return seconds;
  }
  const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
  const { declareSqliteIndexes } = await ts('../functions/src/domain/subscribers/indexes.ts');
  const scratchDir = mkdtempSync(join(tmpdir(), 'listkeep-bench-'));
  const scratch = createSqliteStore(join(scratchDir, 'raw.sqlite'));
  declareSqliteIndexes(scratch);
  try {
    for (const [name, rows] of collections) {
      const t = performance.now();
      for (let start = 0; start < rows.length; start += PER_CALL) {
        await scratch.bulkInsert(name, rows.slice(start, start + PER_CALL));
      }
      seconds[name] = (performance.now() - t) / 1000;
    }
  } finally {
    await scratch.close();
    rmSync(scratchDir, { recursive: true, force: true });
  }
  return seconds;
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, n = 200, log = console.log }) {
  const kind = stack.env.LISTKEEP_STORE === 'firestore' ? 'firestore' : 'sqlite';
  const TOTAL = totalFor(kind);
  const { hashSecretFromEnv } = await ts('../functions/src/services/email-hash.ts');

  const { teamID, listID, call } = await scaleSender(stack, {
    label: 'scale',
    name: 'Scale Sender',
    timeoutMs: 120_000,
    log,
  });

  const small = await call('POST', '/batchSubscribers', {
    emails: Array.from({ length: 10 }, (_, i) => `small${i}@example.org`),
    newsletterIDs: [listID],
    teamID,
    agreed: true,
  });
  if (small.status !== 200) throw new Error(`batchSubscribers answered ${small.status}: ${small.text}`);
  const loadDashboard = () => call('GET', `/getDashboardData?teamID=${teamID}`);
  const before = await latency(loadDashboard, n);

  const emails = Array.from({ length: TOTAL }, (_, i) => `reader${i}@scale.example.org`);
  let created = 0;
  const memory = watchApiMemory();
  const t0 = performance.now();
  for (let start = 0; start < TOTAL; start += PER_CALL) {
    const res = await call('POST', '/batchSubscribers', {
      emails: emails.slice(start, start + PER_CALL),
      newsletterIDs: [listID],
      teamID,
      notes: 'bench import',
      agreed: true,
    });
    if (res.status !== 200) throw new Error(`batchSubscribers answered ${res.status}: ${res.text.slice(0, 300)}`);
    created += res.json.createdSubscriberIDs.length;
  }
  const apiSeconds = (performance.now() - t0) / 1000;
  const importPeak = memory.peak();

  const previews = await timePreviews(call, teamID, listID, PER_CALL);
  const previewSeconds = percentile(previews, 50);

  // The same rows, as the API stores them, straight into a scratch store.
  const { subscribers: rows, consent: consentRows } = await importedRows({
    teamID,
    listID,
    emails,
    perCall: PER_CALL,
    hashSecret: hashSecretFromEnv(),
    notes: 'bench import',
  });
  const raw = await rawWrites(stack, [
    ['subscribers', rows],
    ['consent', consentRows],
  ]);
  const rawSeconds = raw.subscribers;
  const rawWithConsentSeconds = raw.subscribers + raw.consent;

  const after = await latency(loadDashboard, n);
  const total = (await loadDashboard()).json?.overviewData?.totalSubscribers;

  const rate = (/** @type {number} */ s) => Math.round(TOTAL / s).toLocaleString('en-US');
  const rawLabel = kind === 'firestore' ? 'Firestore BulkWriter' : 'SQLite bulkInsert';
  log(
    `  store: ${kind === 'firestore' ? `Firestore emulator at ${stack.env.FIRESTORE_EMULATOR_HOST}` : 'embedded SQLite'}`,
  );
  log(
    formatTable(
      [`import of ${TOTAL.toLocaleString('en-US')} addresses`, 'seconds', 'addresses/s'],
      [
        [
          `POST /api/batchSubscribers (${TOTAL / PER_CALL} calls x ${PER_CALL})`,
          apiSeconds.toFixed(2),
          rate(apiSeconds),
        ],
        [`raw ${rawLabel}, same subscriber rows`, rawSeconds.toFixed(2), rate(rawSeconds)],
        [
          `raw ${rawLabel}, subscribers + consent records`,
          rawWithConsentSeconds.toFixed(2),
          rate(rawWithConsentSeconds),
        ],
      ],
    ),
  );
  log(
    `  ratio API time / raw time: ${(apiSeconds / rawSeconds).toFixed(1)}x subscribers alone, ` +
      `${(apiSeconds / rawWithConsentSeconds).toFixed(1)}x with consent records; ` +
      `created ${created}, totalSubscribers now ${total}`,
  );
  log(`  peak memory of the API's worker process during the import: ${formatMiB(importPeak)}`);
  log(
    `  POST /api/previewImport of ${PER_CALL.toLocaleString('en-US')} new addresses into the team of ` +
      `${(TOTAL + 10).toLocaleString('en-US')}: ${previewSeconds.toFixed(2)} s (median of ${PREVIEW_RUNS}; ` +
      `${previews.map((s) => s.toFixed(2)).join(', ')} s); the web client waits ${CLIENT_TIMEOUT_S} s`,
  );
  const ms = (/** @type {number} */ v) => v.toFixed(1);
  log(
    formatTable(
      ['GET /api/getDashboardData', 'n', 'p50 ms', 'p95 ms', 'statuses'],
      [
        ['with 10 subscribers', n, ms(before.p50), ms(before.p95), before.statuses],
        [`with ${(TOTAL + 10).toLocaleString('en-US')} subscribers`, n, ms(after.p50), ms(after.p95), after.statuses],
      ],
    ),
  );
  log(`  p50 ratio ${TOTAL.toLocaleString('en-US')} / 10: ${(after.p50 / before.p50).toFixed(2)}`);
  if (kind === 'firestore') {
    log(
      "  The emulator keeps no indexes and answers a query by scanning the collection, so the overview's one\n" +
        '  query (latest subscribers, ordered, limit 10) grows with the collection there; document reads stay flat.\n' +
        '  Deployed Firestore serves that query from its declared composite index.',
    );
  }
  return {
    kind,
    total: TOTAL,
    apiSeconds,
    rawSeconds,
    rawWithConsentSeconds,
    importPeak,
    previewSeconds,
    before,
    after,
  };
}
