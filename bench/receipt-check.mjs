// Checking a consent receipt against a long chain (common/src/consent-chain.ts):
// a team of 200 000 chained records (BENCH_CHAIN), one address's records
// spread through it, written by the domain's own ConsentLog and sequencer into a scratch
// SQLite store, with the receipt from the domain's POST /consentReceipt.
// Each way of checking runs in a Node process of its own
// (bench/receipt-check-run.mjs), which prints its time and the peak of its
// JS heap above what it held before the check (as sampled, garbage not yet
// collected included), then again in a process that collects the garbage
// before each sample, for the peak of what the check itself holds:
// - the dashboard's check, reading GET /consentChain's pages from the store
//   with the domain's own page function: every page gathered into one array
//   and then checked (as the dialog did), beside each page checked as it is read;
// - `npm run check-receipt` on the exported chain file: the file read and
//   parsed whole (as it was), beside read in parts and checked as it is read.
// No stack needed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { formatMiB } from './api-memory.mjs';
import { formatTable } from './stats.mjs';

export const name = 'receipt check';
export const needsStack = false;

const TOTAL = Number(process.env.BENCH_CHAIN ?? 200_000);
/** Records appended per transaction, as an import's chunks append them. */
const PER_TRANSACTION = 10_000;
/** How many of the chain's records are the receipt's address's. */
const OWN_RECORDS = 10;
const TEAM_ID = 'BenchReceiptTeam0000';
const UID = 'bench-receipt-member';
const LIST_ID = 'BenchReceiptList0000';
const SUBSCRIBER_EMAIL = 'ann@receipt.example.org';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/**
 * The team, its list, a member who reads the chain, the chain itself and a
 * subscriber's manage link, in a scratch store; resolves with the link's id
 * and the secret of the address hashes.
 * @param {any} store
 */
async function seed(store) {
  const { consentLog } = await ts('../functions/src/domain/consent/consent.ts');
  const { sequenceConsent } = await ts('../functions/src/domain/consent/consent-sequencer.ts');
  const { newSubscriberDoc, subscribe, subscriberID } = await ts('../functions/src/domain/subscribers/subscribers.ts');
  const { hashEmail, hashSecretFromEnv } = await ts('../functions/src/services/email-hash.ts');
  const secret = hashSecretFromEnv();
  const now = Date.now();
  await store.bulkInsert('teams', [{ id: TEAM_ID, data: { teamName: 'Bench Receipts', publicOrgName: '' } }]);
  await store.bulkInsert(`teams/${TEAM_ID}/members`, [
    {
      id: UID,
      data: { uid: UID, email: 'member@example.org', name: '', role: 'viewer', status: 'active', joinedAt: now },
    },
  ]);
  await store.bulkInsert('newsletters', [
    { id: LIST_ID, data: { teamID: TEAM_ID, newsletterName: 'Harbour News', createdAt: now } },
  ]);
  const subscriber = newSubscriberDoc(TEAM_ID, SUBSCRIBER_EMAIL, {}, now);
  subscribe(subscriber, LIST_ID, now, 'dashboard');
  const ownID = subscriberID(TEAM_ID, SUBSCRIBER_EMAIL);
  await store.bulkInsert('subscribers', [{ id: ownID, data: subscriber }]);
  const linkID = 'BenchReceiptLink000000';
  await store.bulkInsert('links', [
    {
      id: linkID,
      data: {
        teamID: TEAM_ID,
        subscriberID: ownID,
        newsletterID: LIST_ID,
        type: 'manage',
        emailID: null,
        createdAt: now,
        expiresAt: now + 86_400_000,
      },
    },
  ]);

  const ownHash = hashEmail(secret, SUBSCRIBER_EMAIL);
  const every = Math.max(1, Math.floor(TOTAL / OWN_RECORDS));
  const deps = { store, hashSecret: secret, now: Date.now };
  for (let start = 0; start < TOTAL; start += PER_TRANSACTION) {
    await store.runTransaction(async (/** @type {any} */ tx) => {
      const log = consentLog(tx, deps, TEAM_ID);
      for (let i = start; i < Math.min(start + PER_TRANSACTION, TOTAL); i++) {
        const own = i % every === every - 1;
        log.write({
          newsletterID: LIST_ID,
          emailHash: own ? ownHash : hashEmail(secret, `reader${i}@receipt.example.org`),
          action: own && (i / every) % 2 >= 1 ? 'opt-out' : 'opt-in',
          source: own ? 'dashboard' : 'import',
          at: now - (TOTAL - i) * 1000,
        });
      }
    });
  }
  await sequenceConsent(deps, TEAM_ID);
  return { linkID, secret };
}

/**
 * Runs one way of checking in a process of its own.
 * @param {string[]} args
 * @returns {Promise<{ seconds: number, peakHeap: number, ok: boolean, line: string }>}
 */
function measure(args) {
  const script = fileURLToPath(new URL('./receipt-check-run.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${args[0]} exited with ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ log = console.log }) {
  const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
  const { declareSqliteIndexes } = await ts('../functions/src/domain/subscribers/indexes.ts');
  const { consentReceipt } = await ts('../functions/src/domain/recipients/consent-receipts.ts');
  const scratchDir = mkdtempSync(join(tmpdir(), 'listkeep-bench-receipt-'));
  const dbPath = join(scratchDir, 'chain.sqlite');
  const receiptPath = join(scratchDir, 'receipt.json');
  const chainPath = join(scratchDir, 'chain.json');
  try {
    const store = createSqliteStore(dbPath);
    declareSqliteIndexes(store);
    const t = performance.now();
    const { linkID, secret } = await seed(store);
    const seedSeconds = (performance.now() - t) / 1000;
    const receipt = await consentReceipt({ store, hashSecret: secret, now: Date.now }, linkID);
    writeFileSync(receiptPath, JSON.stringify(receipt, null, 2));
    await store.close();
    log(
      `  a chain of ${TOTAL.toLocaleString('en-US')} records written through ConsentLog and chained by the sequencer in ${seedSeconds.toFixed(1)} s; ` +
        `the receipt lists ${receipt.records.length} of them`,
    );

    const where = [dbPath, TEAM_ID, UID, receiptPath, chainPath];
    // The export first: the file the command's rows read.
    await measure(['export', ...where]);
    const ways = [
      ['dashboard, before: every page gathered, then checked', 'pages-gathered'],
      ['dashboard, now: each page checked as it is read', 'pages-checked'],
      ['check-receipt, before: the file parsed whole', 'file-whole'],
      ['check-receipt, now: the file read in parts', 'file-parts'],
    ];
    const rows = [];
    for (const [label, mode] of ways) {
      const figure = await measure([mode, ...where]);
      if (!figure.ok) throw new Error(`${mode}: the receipt did not check out: ${figure.line}`);
      const live = await measure([mode, ...where, 'live']);
      rows.push([label, figure.seconds.toFixed(2), formatMiB(figure.peakHeap), formatMiB(live.peakHeap)]);
    }
    log(
      formatTable(
        [`receipt checked against ${TOTAL.toLocaleString('en-US')} records`, 'seconds', 'peak JS heap', 'of it live'],
        rows,
      ),
    );
    log(`  the exported chain file: ${formatMiB(statSync(chainPath).size)}`);
    return { total: TOTAL, rows };
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
