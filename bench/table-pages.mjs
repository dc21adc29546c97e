// The subscribers table served page by page at a list's full size: N
// subscribers (a million on SQLite, 100,000 on the Firestore emulator, unless
// BENCH_TABLE_N says otherwise) written straight into the stack's store in
// bulk (built as the domain builds them, query keys included; an import
// through the API would take many minutes), then GET
// /getDashboardItem?type=subscribers as a paged table asks for it: the first
// page as the tab opens, the next page, each sort both ways, a search by
// address and by name, and each filter alone and together; p50 and p95 of
// each beside its goal (first rows 300 ms, a search, sort or filter 500 ms),
// with the total the answer counts. Only with --only=table: the seeding
// takes minutes.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { openStackStore, scaleSender } from './stack-store.mjs';
import { formatStatuses, formatTable, percentile, timeCalls } from './stats.mjs';

export const name = 'table pages';
export const needsStack = true;
export const onlyWhenNamed = true;

/** The goals of the issue: the tab's first rows, and a search or a sort (a filter is one too). */
const FIRST_ROWS_MS = 300;
const ANSWER_MS = 500;
/** Rows of one page, as a table shows a screenful or two. */
const PAGE = 100;
/** Documents written per bulk insert. */
const CHUNK = 10_000;

const FIRST = ['Ann', 'Bea', 'Carl', 'Dora', 'Emil', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kim', 'Lena', 'Mats', 'Nora'];
const LAST = ['Archer', 'Brook', 'Dune', 'Field', 'Hart', 'Moss', 'Reed', 'Stone', 'Vale', 'Wood'];

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);
const count = (/** @type {number} */ n) => n.toLocaleString('en-US');

/**
 * Writes `total` subscribers of the team onto the list straight into the
 * stack's store, a second apart, newest last: every fourth without a name,
 * every tenth unsubscribed, every fiftieth tagged "vip". Answers the seconds
 * it took.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {string} teamID
 * @param {string} listID
 * @param {number} total
 */
export async function seedTable(stack, teamID, listID, total) {
  const { newSubscriberDoc, subscribe, unsubscribe, subscriberID } = await ts(
    '../functions/src/domain/subscribers/subscribers.ts',
  );
  const { withQueryKeys } = await ts('../functions/src/domain/subscribers/subscriber-keys.ts');
  const insert = await bulkInserter(stack);
  const seedStart = performance.now();
  const start = Date.now() - total * 1000;
  try {
    for (let from = 0; from < total; from += CHUNK) {
      const docs = [];
      for (let i = from; i < Math.min(total, from + CHUNK); i++) {
        const email = `reader${i}@table.example.org`;
        const at = start + i * 1000;
        const name = i % 4 === 0 ? '' : `${FIRST[i % FIRST.length]} ${LAST[(i >> 4) % LAST.length]}`;
        const tags = i % 50 === 0 ? ['vip'] : [];
        const doc = newSubscriberDoc(teamID, email, { subscriberName: name, tags, subscriptionSource: 'bench' }, at);
        subscribe(doc, listID, at, 'bench');
        if (i % 10 === 0) unsubscribe(doc, listID, at + 1);
        docs.push({ id: subscriberID(teamID, email), data: withQueryKeys(doc) });
      }
      await insert.chunk(docs);
    }
  } finally {
    await insert.close();
  }
  return (performance.now() - seedStart) / 1000;
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, n = 200, log = console.log }) {
  const firestore = stack.env.LISTKEEP_STORE === 'firestore';
  // The emulator takes about an hour for a million documents with their index entries.
  const TOTAL = Number(process.env.BENCH_TABLE_N ?? (firestore ? 100_000 : 1_000_000));
  const { teamID, listID, call } = await scaleSender(stack, {
    label: 'table',
    name: 'Table Sender',
    timeoutMs: 60_000,
    log,
  });
  const seedS = await seedTable(stack, teamID, listID, TOTAL);
  log(`  seeded ${count(TOTAL)} subscribers in ${seedS.toFixed(1)} s (${count(Math.round(TOTAL / seedS))}/s)`);

  const query = (/** @type {Record<string, string>} */ params) =>
    `/getDashboardItem?${new URLSearchParams({ type: 'subscribers', teamID, limit: String(PAGE), ...params })}`;
  // The first call after minutes of seeding may meet a kept-alive connection the server has closed meanwhile.
  const opening = await call('GET', query({})).catch(() => call('GET', query({})));
  if (opening.status !== 200) throw new Error(`getDashboardItem answered ${opening.status}: ${opening.text}`);

  /** @type {[string, Record<string, string>, number][]} */
  const cases = [
    ['first page, newest first (as the tab opens)', {}, FIRST_ROWS_MS],
    ['next page, newest first', { cursor: opening.json.nextCursor }, ANSWER_MS],
    ['sort by address, A to Z', { sort: 'email' }, ANSWER_MS],
    ['sort by address, Z to A', { sort: '-email' }, ANSWER_MS],
    ['sort by name, A to Z', { sort: 'name' }, ANSWER_MS],
    ['sort by name, Z to A', { sort: '-name' }, ANSWER_MS],
    ['sort by date, oldest first', { sort: 'createdAt' }, ANSWER_MS],
    ['search an address: "reader12345"', { q: 'reader12345' }, ANSWER_MS],
    ['search a name: "nora" by name', { q: 'nora', sort: 'name' }, ANSWER_MS],
    ['on the list', { newsletterID: listID }, ANSWER_MS],
    ['subscribed to the list', { newsletterID: listID, status: 'subscribed' }, ANSWER_MS],
    ['unsubscribed from the list', { newsletterID: listID, status: 'unsubscribed' }, ANSWER_MS],
    ['on no list now', { status: 'unsubscribed' }, ANSWER_MS],
    ['tag "vip"', { tag: 'vip' }, ANSWER_MS],
    ['tag "vip" on the list', { tag: 'vip', newsletterID: listID }, ANSWER_MS],
    ['tag "vip", unsubscribed from the list', { tag: 'vip', newsletterID: listID, status: 'unsubscribed' }, ANSWER_MS],
    ['tag "vip" on the list, by name', { tag: 'vip', newsletterID: listID, sort: 'name' }, ANSWER_MS],
    [
      'search within a filter: "reader9" subscribed',
      { q: 'reader9', newsletterID: listID, status: 'subscribed' },
      ANSWER_MS,
    ],
  ];
  const calls = Math.max(5, Math.round(n / 10));
  const rows = [];
  for (const [label, params, goal] of cases) {
    const { times, statuses } = await timeCalls(() => call('GET', query(params)), calls, 2);
    const answer = await call('GET', query(params));
    const p95 = percentile(times, 95);
    rows.push([
      label,
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      `< ${goal}${p95 < goal ? '' : ' MISSED'}`,
      count(answer.json?.total ?? 0),
      formatStatuses(statuses),
    ]);
  }
  const where = firestore ? 'Firestore emulator' : 'SQLite';
  log(
    formatTable(
      [
        `GET /getDashboardItem, pages of ${PAGE}, ${count(TOTAL)} subscribers (${where})`,
        'p50 ms',
        'p95 ms',
        'goal ms',
        'total',
        'statuses',
      ],
      rows,
    ),
  );
  return { total: TOTAL, seedS, rows };
}

/**
 * Writes documents into the stack's store in bulk: the SQLite store's bulk
 * path, or the emulator's bulk writer unthrottled (as subscriber-scale.mjs).
 * @param {import('./measurement.mjs').BenchStack} stack
 */
async function bulkInserter(stack) {
  if (stack.env.LISTKEEP_STORE !== 'firestore') {
    const store = await openStackStore(stack);
    return {
      chunk: (/** @type {{ id: string, data: object }[]} */ docs) => store.bulkInsert('subscribers', docs),
      close: () => store.close(),
    };
  }
  const { connectFirestoreEmulator } = await ts('../functions/src/store/firestore-emulator-client.ts');
  const { db, dispose } = connectFirestoreEmulator(stack.env.FIRESTORE_EMULATOR_HOST, stack.env.GCLOUD_PROJECT);
  return {
    chunk: async (/** @type {{ id: string, data: object }[]} */ docs) => {
      const writer = db.bulkWriter({ throttling: false });
      for (const { id, data } of docs) void writer.set(db.doc(`subscribers/${id}`), data);
      await writer.close();
    },
    close: () => dispose(),
  };
}
