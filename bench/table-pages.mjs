// The subscribers table served page by page at a list's full size: N
// subscribers (a million unless BENCH_TABLE_N says otherwise) written
// straight into the stack's SQLite store in bulk (built as the domain builds
// them, query keys included; an import through the API would take many
// minutes), then GET /getDashboardItem?type=subscribers as a paged table asks
// for it: the first page as the tab opens, the next page, each sort, a search
// by address and by name, and each filter; p50 and p95 of each, with the
// total the answer counts. SQLite only: the emulator takes far too long to
// fill. Only with --only=table: the seeding takes minutes.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { openStackStore, scaleSender } from './stack-store.mjs';
import { formatStatuses, formatTable, percentile, timeCalls } from './stats.mjs';

export const name = 'table pages';
export const needsStack = true;
export const onlyWhenNamed = true;

const TOTAL = Number(process.env.BENCH_TABLE_N ?? 1_000_000);
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
 * stack's SQLite store, a second apart, newest last: every fourth without a
 * name, every tenth unsubscribed, every fiftieth tagged "vip". Answers the
 * seconds it took.
 * @param {import('./measurement.mjs').BenchStack} stack
 * @param {string} teamID
 * @param {string} listID
 * @param {number} total
 */
export async function seedTable(stack, teamID, listID, total) {
  const { newSubscriberDoc, subscribe, unsubscribe, subscriberID } = await ts('../functions/src/domain/subscribers.ts');
  const { withQueryKeys } = await ts('../functions/src/domain/subscriber-keys.ts');
  const store = await openStackStore(stack);
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
      await store.bulkInsert('subscribers', docs);
    }
  } finally {
    await store.close();
  }
  return (performance.now() - seedStart) / 1000;
}

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, n = 200, log = console.log }) {
  if (stack.env.LISTKEEP_STORE === 'firestore') {
    log('table pages: SQLite only (filling the Firestore emulator with a million documents takes hours).');
    return null;
  }
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
  const opening = await call('GET', query({}));
  if (opening.status !== 200) throw new Error(`getDashboardItem answered ${opening.status}: ${opening.text}`);

  /** @type {[string, Record<string, string>][]} */
  const cases = [
    ['first page, newest first (as the tab opens)', {}],
    ['next page, newest first', { cursor: opening.json.nextCursor }],
    ['sort by address, A to Z', { sort: 'email' }],
    ['sort by address, Z to A', { sort: '-email' }],
    ['sort by name, A to Z', { sort: 'name' }],
    ['sort by name, Z to A', { sort: '-name' }],
    ['sort by date, oldest first', { sort: 'createdAt' }],
    ['search an address: "reader12345"', { q: 'reader12345' }],
    ['search a name: "nora" by name', { q: 'nora', sort: 'name' }],
    ['subscribed to the list', { newsletterID: listID, status: 'subscribed' }],
    ['unsubscribed from the list', { newsletterID: listID, status: 'unsubscribed' }],
    ['tag "vip"', { tag: 'vip' }],
    ['search within a filter: "reader9" subscribed', { q: 'reader9', newsletterID: listID, status: 'subscribed' }],
  ];
  const calls = Math.max(5, Math.round(n / 10));
  const rows = [];
  for (const [label, params] of cases) {
    const { times, statuses } = await timeCalls(() => call('GET', query(params)), calls, 2);
    const answer = await call('GET', query(params));
    rows.push([
      label,
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      count(answer.json?.total ?? 0),
      formatStatuses(statuses),
    ]);
  }
  log(
    formatTable(
      [`GET /getDashboardItem, pages of ${PAGE}, ${count(TOTAL)} subscribers`, 'p50 ms', 'p95 ms', 'total', 'statuses'],
      rows,
    ),
  );
  return { total: TOTAL, seedS, rows };
}
