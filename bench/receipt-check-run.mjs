// One way of checking a receipt against a long chain, for bench/receipt-check.mjs,
// in a process of its own (started with --expose-gc) so that its JS heap is
// its own: `node --expose-gc bench/receipt-check-run.mjs <way> <store file>
// <teamID> <uid> <receipt.json> <chain.json> [live]`. Prints
// {seconds, peakHeap, ok, line} as JSON; `export` writes the chain file.
// The heap is sampled as the check goes (after each group of records, and
// every 2 ms between); it includes garbage not yet collected. With `live`,
// each sample collects the garbage first, so the peak is of what the check
// holds (at those moments), and the time means nothing.
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);
const [way, dbPath, teamID, uid, receiptPath, chainPath, live] = process.argv.slice(2);

const chainCode = await ts('../common/src/consent-chain.ts');
const files = await ts('../common/src/consent-files.ts');
const { consentChainPage } = await ts('../functions/src/domain/recipients/consent-receipts.ts');
const { createSqliteStore } = await ts('../functions/src/store/sqlite.ts');
const store = createSqliteStore(dbPath);
const deps = { store };
const receipt = JSON.parse(readFileSync(receiptPath, 'utf8'));

/** GET /consentChain's pages as the domain answers them, read as the dashboard reads them. */
function openChain() {
  return chainCode.chainFromPages(teamID, (/** @type {number} */ after, /** @type {number | undefined} */ upTo) =>
    consentChainPage(deps, uid, { teamID, after, upTo }),
  );
}

/** @type {Record<string, (sample: () => void) => Promise<{ ok: boolean, problems: string[] } | null>>} */
const WAYS = {
  async export() {
    const chain = await openChain();
    const writer = new files.ChainFileWriter({ teamID, exportedAt: new Date().toISOString(), head: chain.head });
    const out = createWriteStream(chainPath);
    out.write(writer.start());
    for await (const page of chain.pages) if (!out.write(writer.page(page))) await once(out, 'drain');
    out.end(writer.end());
    await once(out, 'finish');
    return null;
  },
  async 'pages-gathered'(sample) {
    const chain = await openChain();
    const records = [];
    for await (const page of chain.pages) {
      records.push(...page);
      sample();
    }
    const file = { format: chainCode.CHAIN_FORMAT, version: 1, teamID, exportedAt: '', head: chain.head, records };
    return chainCode.checkReceipt(receipt, file);
  },
  async 'pages-checked'(sample) {
    return chainCode.checkReceiptPages(receipt, await openChain(), { onRead: sample });
  },
  async 'file-whole'(sample) {
    const file = files.readConsentFile(readFileSync(chainPath, 'utf8'));
    sample();
    if (file.kind !== 'chain') throw new Error(`${chainPath} is not a chain file`);
    return chainCode.checkReceipt(receipt, file.chain);
  },
  async 'file-parts'(sample) {
    const opened = await files.openChainFile(createReadStream(chainPath, { encoding: 'utf8' }));
    if (opened.kind !== 'chain') throw new Error(`${chainPath} is not a chain file`);
    return chainCode.checkReceiptPages(receipt, { ...opened.chain, pages: opened.pages }, { onRead: sample });
  },
};

const gc = /** @type {() => void} */ (globalThis.gc);
gc();
const base = process.memoryUsage().heapUsed;
let peak = base;
const sample = () => {
  if (live) gc();
  const used = process.memoryUsage().heapUsed;
  if (used > peak) peak = used;
};
// Between the check's own samples, while it waits on reads and digests.
const timer = setInterval(sample, live ? 20 : 2);
const t = performance.now();
const verdict = await WAYS[way](sample);
const seconds = (performance.now() - t) / 1000;
sample();
clearInterval(timer);
await store.close();
process.stdout.write(
  JSON.stringify({ seconds, peakHeap: peak - base, ok: verdict?.ok ?? true, line: verdict?.problems.join(' ') ?? '' }),
);
