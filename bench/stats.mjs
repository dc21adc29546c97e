// Small helpers shared by the measurements.
import { performance } from 'node:perf_hooks';

/**
 * Nearest-rank percentile of an unsorted list of numbers.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * A plain-text table: the first column left-aligned, the others right-aligned.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (/** @type {string[]} */ r) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/**
 * Times `n` sequential calls after `warmup` untimed ones (which start workers and warm caches).
 * @param {() => Promise<{ status: number }>} call
 * @param {number} n
 * @param {number} warmup
 */
export async function timeCalls(call, n, warmup) {
  for (let i = 0; i < warmup; i++) await call();
  /** @type {number[]} */
  const times = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await call();
    times.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return { times, statuses };
}

/**
 * Answer statuses and their counts, as `200x198 500x2`.
 * @param {Map<number, number>} statuses
 */
export const formatStatuses = (statuses) => [...statuses].map(([s, c]) => `${s}x${c}`).join(' ');
