// How long the import dialog takes to read a pasted list in the browser's
// place (common/src/import.ts, the same code the dialog runs), and to cut its
// rows into the preview's calls (common/src/import-preview.ts): 5 000 and
// 50 000 addresses, best and median of several runs. No stack needed.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { formatTable, percentile } from './stats.mjs';

export const name = 'paste parsing';
export const needsStack = false;

export async function run({ log = console.log }) {
  const { parseEmailList } = await tsImport(new URL('../common/src/import.ts', import.meta.url).href, import.meta.url);
  const { previewParts } = await tsImport(
    new URL('../common/src/import-preview.ts', import.meta.url).href,
    import.meta.url,
  );
  const rows = [];
  for (const size of [5_000, 50_000]) {
    const addresses = Array.from({ length: size }, (_, i) => `user${i}@example.org`);
    const text = addresses.join('\n');
    const times = [];
    const cutTimes = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const parsed = parseEmailList(text);
      times.push(performance.now() - t);
      if (parsed.valid.length !== size) throw new Error(`read ${parsed.valid.length} of ${size} addresses`);
      const c = performance.now();
      const plan = previewParts(addresses);
      cutTimes.push(performance.now() - c);
      let cut = 0;
      for (const part of plan.parts) cut += part.rows.length;
      if (cut !== size) throw new Error(`cut ${cut} of ${size} rows into preview calls`);
    }
    rows.push([
      size.toLocaleString('en-US'),
      Math.min(...times).toFixed(1),
      percentile(times, 50).toFixed(1),
      Math.min(...cutTimes).toFixed(1),
      percentile(cutTimes, 50).toFixed(1),
    ]);
  }
  log(formatTable(['addresses pasted', 'best ms', 'p50 ms', 'preview calls best ms', 'p50 ms'], rows));
}
