// The memory of the processes that serve the API on the local stack: the
// Functions emulator runs each request in a worker process of its own
// (functionsEmulatorRuntime), so an import's memory is that process's. Linux
// keeps each process's peak resident set (VmHWM in /proc/<pid>/status) and
// lets its owner start it again from the current size (clear_refs 5), which
// brackets one measurement.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const WORKER = 'functionsEmulatorRuntime';

/** The pids of the API's worker processes now running. */
function workerPids() {
  /** @type {number[]} */
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(WORKER)) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/**
 * A field of /proc/<pid>/status in bytes, or undefined when the process is gone.
 * @param {number} pid
 * @param {'VmHWM' | 'VmRSS'} field
 */
function statusBytes(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a measurement of the workers' peak memory; its `peak()` answers the
 * largest peak resident set of a worker since then (a worker started meanwhile
 * counts from its start), or null where /proc does not say (another system).
 */
export function watchApiMemory() {
  let supported = true;
  for (const pid of workerPids()) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      supported = false;
    }
  }
  return {
    peak() {
      if (!supported) return null;
      const peaks = workerPids().map((pid) => statusBytes(pid, 'VmHWM') ?? 0);
      return peaks.length > 0 ? Math.max(...peaks) : null;
    },
  };
}

/** @param {number | null} bytes */
export const formatMiB = (bytes) => (bytes === null ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MiB`);
