import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

const WINDOW = 400;

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recorder() {
    const runs: { key: string; at: number }[] = [];
    const run = coalesce(async (key) => void runs.push({ key, at: Date.now() }), WINDOW);
    return { runs, run };
  }

  it('runs the first call at once', async () => {
    const { runs, run } = recorder();
    await run('t1');
    expect(runs).toHaveLength(1);
  });

  it('turns a burst of a thousand calls into one run per window, the last after the last call', async () => {
    const { runs, run } = recorder();
    const calls: Promise<void>[] = [];
    for (let i = 0; i < 1000; i++) {
      calls.push(run('t1'));
      await vi.advanceTimersByTimeAsync(1);
    }
    const lastCall = Date.now();
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(1000 / WINDOW) + 1);
    for (let i = 1; i < runs.length; i++) expect(runs[i].at - runs[i - 1].at).toBeGreaterThanOrEqual(WINDOW);
    expect(runs.at(-1)!.at).toBeGreaterThanOrEqual(lastCall);
  });

  it('keeps keys apart', async () => {
    const { runs, run } = recorder();
    await Promise.all([run('t1'), run('t2'), run('t1')]);
    expect(runs.map((r) => r.key).sort()).toEqual(['t1', 't2']);
  });

  it('lets every caller wait for a run that started after its call', async () => {
    const { runs, run } = recorder();
    await run('t1');
    let settled = false;
    const second = run('t1').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(WINDOW - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(runs).toHaveLength(2);
  });
});
