// `npm run check-receipt -- <receipt> <chain.json>`: checks a recipient's
// consent receipt (the page they downloaded, or its JSON) against a team's
// chain exported at the same time or later, with the same code as the
// dashboard's "Check a receipt" (common/src/consent-chain.ts).
// `npm run check-receipt -- <chain.json>` checks a chain alone. Reads the
// files only: no stack, no network, so an auditor can run it on a copy of the
// repository with the two files they were given. Exits 0 when the check
// passes, 1 when it does not, 2 on bad use.
// A chain file is read in parts and checked as it is read, so a chain of
// millions of records takes the memory of one page of it.
import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

const USAGE =
  'Usage: npm run check-receipt -- <receipt.html or .json> <chain.json>, or -- <chain.json> for the chain alone';

class UsageError extends Error {}

/** The shared code, loaded once (each load is a module of its own, with classes of its own). */
const shared = (async () => ({
  chain: await ts('../common/src/consent-chain.ts'),
  files: await ts('../common/src/consent-files.ts'),
  count: await ts('../common/src/count-text.ts'),
}))();

/**
 * The chain's pages, with a file found unreadable part way through reported as a usage error naming it.
 * @param {string} path
 * @param {AsyncIterable<unknown[]>} pages
 */
async function* named(path, pages) {
  const { files } = await shared;
  try {
    yield* pages;
  } catch (err) {
    if (err instanceof files.ConsentFileError) throw new UsageError(`${path}: ${/** @type {Error} */ (err).message}`);
    // The system's own errors of reading, such as a disk that failed; anything else is not the file's.
    if (err instanceof Error && 'code' in err) throw new UsageError(`${path}: it could not be read to its end.`);
    throw err;
  }
}

/**
 * The file's receipt, or its chain as its team, head and pages, or a usage
 * error naming the file. A chain file, fields first as it is exported, is
 * read in parts and its records checked as they are read, never held
 * together; any other file is read whole.
 * @param {string} path
 */
async function read(path) {
  const { files } = await shared;
  let opened;
  try {
    opened = await files.openChainFile(createReadStream(path, { encoding: 'utf8' }));
  } catch {
    throw new UsageError(`${path}: no such file, or it cannot be read.`);
  }
  if (opened.kind === 'chain') return { kind: 'chain', chain: { ...opened.chain, pages: named(path, opened.pages) } };
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`${path}: no such file, or it cannot be read.`);
  }
  const file = files.readConsentFile(text);
  if (file.kind === 'unreadable') throw new UsageError(`${path}: ${file.message}`);
  if (file.kind === 'chain') return { kind: 'chain', chain: { ...file.chain, pages: [file.chain.records] } };
  return file;
}

/**
 * Checks what the paths name; answers whether it passed and the lines to print.
 * @param {string[]} paths
 * @returns {Promise<{ ok: boolean, lines: string[] }>}
 */
export async function checkFiles(paths) {
  const { chain: consentChain, count } = await shared;
  if (paths.length === 1) {
    const file = await read(paths[0]);
    if (file.kind !== 'chain')
      throw new UsageError(`${paths[0]}: a receipt needs the chain to be checked against. ${USAGE}`);
    const verdict = await consentChain.verifyChainPages(file.chain);
    return {
      ok: verdict.ok,
      lines: verdict.ok
        ? [
            `The chain is whole: ${count.countText(verdict.records, 'record')}, ending at its head (record ${file.chain.head.seq}).`,
          ]
        : ['The chain is not intact.', verdict.problem],
    };
  }
  if (paths.length !== 2) throw new UsageError(USAGE);
  const files = await Promise.all(paths.map(read));
  const receipt = files.find((f) => f.kind === 'receipt');
  const chain = files.find((f) => f.kind === 'chain');
  if (!receipt || !chain) throw new UsageError(`Give one receipt and one chain. ${USAGE}`);
  const verdict = await consentChain.checkReceiptPages(receipt.receipt, chain.chain);
  return { ok: verdict.ok, lines: consentChain.receiptVerdictText(verdict, chain.chain.head) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { ok, lines } = await checkFiles(process.argv.slice(2));
    for (const line of lines) console.log(line);
    process.exit(ok ? 0 : 1);
  } catch (err) {
    console.error(
      `check-receipt: ${err instanceof UsageError ? err.message : err instanceof Error ? (err.stack ?? err) : err}`,
    );
    process.exit(2);
  }
}
